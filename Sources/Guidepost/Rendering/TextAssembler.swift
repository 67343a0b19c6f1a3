/// Fills a compiled message with its arguments: chooses the variant, then writes the text
/// in one UTF-8 allocation and derives the spans (roles, highlights, distance parts) from
/// the lengths measured on the way.
extension Renderer {
    func fill<Source: ArgumentSource>(_ entry: MessageTable.Entry, key: String, with args: inout Source)
        throws(RenderError) -> RenderedInstruction
    {
        let pattern = resolve(entry.node, entry: entry, args: args)
        let segments = pattern.segments
        // Capitalizing a name that starts the sentence is the one step that may call ICU.
        var capitalizedFirst: (String, Int)?
        if casing.isCased, case .placeholder(let number)? = segments.first, number < entry.roles.count,
            let role = entry.roles[number], let argument = args[number, role]
        {
            if let known = argument.capitalized {
                capitalizedFirst = known
            } else {
                do {
                    capitalizedFirst = try casing.capitalizingFirst(argument.text).map { ($0, $0.utf16.count) }
                } catch {
                    throw .icu(error)
                }
            }
        }
        // Two passes over a stack buffer: gather the pieces and their lengths, then write
        // the UTF-8 of the whole text into one allocation and derive the spans.
        return withUnsafeTemporaryAllocation(of: Piece.self, capacity: max(segments.count, 1)) { pieces in
            var count = 0
            var utf8Total = 0
            for (position, segment) in segments.enumerated() {
                let piece: Piece
                switch segment {
                case .literal(let literal, let utf16Count):
                    piece = Piece(text: literal, utf16Count: utf16Count, role: .text, number: -1, isolated: false, parts: nil)
                case .placeholder(let number):
                    guard number < entry.roles.count, let role = entry.roles[number], let argument = args[number, role] else {
                        continue  // a declared placeholder with no value: nothing to insert
                    }
                    var text = argument.text
                    var utf16Count = argument.utf16Count
                    if position == 0, let capitalizedFirst { (text, utf16Count) = capitalizedFirst }
                    piece = Piece(text: text, utf16Count: utf16Count, role: role, number: number,
                        isolated: argument.isolated, parts: argument.parts)
                }
                utf8Total += piece.text.utf8.count + (piece.isolated ? 6 : 0)
                (pieces.baseAddress! + count).initialize(to: piece)
                count += 1
            }
            defer { pieces.baseAddress!.deinitialize(count: count) }

            let text = String(unsafeUninitializedCapacity: utf8Total) { buffer in
                var offset = 0
                func write(_ bytes: UInt8...) {
                    for byte in bytes {
                        buffer[offset] = byte
                        offset += 1
                    }
                }
                for index in 0..<count {
                    let isolated = pieces[index].isolated
                    if isolated { write(0xE2, 0x81, 0xA8) }  // U+2068 FIRST STRONG ISOLATE
                    let copied = pieces[index].text.utf8.withContiguousStorageIfAvailable { source -> Int in
                        guard let base = source.baseAddress, !source.isEmpty else { return 0 }
                        (buffer.baseAddress! + offset).update(from: base, count: source.count)
                        return source.count
                    }
                    if let copied {
                        offset += copied
                    } else {
                        for byte in pieces[index].text.utf8 { write(byte) }
                    }
                    if isolated { write(0xE2, 0x81, 0xA9) }  // U+2069 POP DIRECTIONAL ISOLATE
                }
                return offset
            }

            let utf8 = text.utf8
            func stringIndex(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            var spans: [RenderedSpan] = []
            spans.reserveCapacity(count)
            var utf8Offset = 0
            var utf16Offset = 0
            for index in 0..<count {
                let isolation = pieces[index].isolated ? 1 : 0
                let number = pieces[index].number
                let utf8Length = pieces[index].text.utf8.count + 6 * isolation
                let utf16Length = pieces[index].utf16Count + 2 * isolation
                let highlight = number >= 0 && entry.highlights[number]
                var subspans: RenderedSpan.Subspans?
                if let parts = pieces[index].parts {
                    let contentUTF8 = utf8Offset + 3 * isolation
                    let contentUTF16 = utf16Offset + isolation
                    func part(_ part: Argument.Parts.Part?) -> RenderedSpan.Subspans.Part? {
                        guard let part else { return nil }
                        return RenderedSpan.Subspans.Part(
                            range: stringIndex(contentUTF8 + part.utf8.lowerBound)..<stringIndex(contentUTF8 + part.utf8.upperBound),
                            utf16Offset: contentUTF16 + part.utf16.lowerBound, utf16Length: part.utf16.count)
                    }
                    subspans = RenderedSpan.Subspans(number: part(parts.number), unit: part(parts.unit))
                }
                spans.append(RenderedSpan(role: pieces[index].role, isHighlighted: highlight, placeholder: number >= 0 ? number : nil,
                    range: stringIndex(utf8Offset)..<stringIndex(utf8Offset + utf8Length), utf16Offset: utf16Offset,
                    utf16Length: utf16Length, subspans: subspans))
                utf8Offset += utf8Length
                utf16Offset += utf16Length
            }
            return RenderedInstruction(text: text, spans: spans, messageKey: key)
        }
    }

    private func resolve<Source: ArgumentSource>(_ node: MessageNode, entry: MessageTable.Entry, args: Source) -> Pattern {
        switch node {
        case .pattern(let pattern):
            return pattern
        case .plural(let number, let ordinal, let exact, let categories, let other):
            guard number < entry.roles.count, let role = entry.roles[number], let argument = args[number, role] else {
                return resolve(other, entry: entry, args: args)
            }
            for variant in exact where variant.value == argument.exactValue {
                return resolve(variant.node, entry: entry, args: args)
            }
            let category = ordinal ? argument.ordinalCategory : argument.category
            return resolve(categories[category.index] ?? other, entry: entry, args: args)
        case .select(let number, let branches, let other):
            if number < entry.roles.count, let role = entry.roles[number], let index = args[number, role]?.selectIndex,
                index >= 0, index < branches.count, let branch = branches[index]
            {
                return resolve(branch, entry: entry, args: args)
            }
            if let other { return resolve(other, entry: entry, args: args) }
            // Compilation guarantees a branch for every value the message can receive.
            if let first = branches.compactMap({ $0 }).first { return resolve(first, entry: entry, args: args) }
            return Pattern([])
        }
    }
}
