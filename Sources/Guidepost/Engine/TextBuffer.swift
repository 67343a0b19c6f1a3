/// The pieces of a message being filled, and the text they make: the one place on the render
/// path that writes memory through pointers.
///
/// Invariants, checked on every write (a `precondition`, so in every build: a wrong count
/// here wrote past a buffer once, found by fuzzing):
/// - the first `count` slots of the storage are initialized, the rest are not, and
///   `count ≤ capacity`;
/// - the text is written into exactly the bytes measured for it: each piece's bytes land
///   inside the allocation, and the bytes written are the bytes measured.
///
/// The storage is a stack allocation of the caller's closure (`withPieces`): a buffer never
/// outlives it, and it deinitializes its pieces when the closure returns.
struct TextBuffer {
    private let storage: UnsafeMutableBufferPointer<Piece>
    private(set) var count = 0

    /// Calls `body` with an empty buffer with room for `capacity` pieces.
    @inline(__always)
    static func withPieces<Result, Failure: Error>(capacity: Int, _ body: (inout TextBuffer) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        try withUnsafeTemporaryAllocation(of: Piece.self, capacity: max(capacity, 1)) { storage throws(Failure) in
            var buffer = TextBuffer(storage: storage)
            defer { buffer.deinitializeAll() }
            return try body(&buffer)
        }
    }

    private init(storage: UnsafeMutableBufferPointer<Piece>) {
        self.storage = storage
    }

    var isFull: Bool { count == storage.count }

    /// Adds a piece after the others.
    mutating func append(_ piece: consuming Piece) {
        precondition(count < storage.count, "a text buffer is full")
        guard let base = storage.baseAddress else { return }
        (base + count).initialize(to: piece)
        count += 1
    }

    /// Removes the last piece and returns it.
    mutating func removeLast() -> Piece {
        precondition(count > 0, "a text buffer is empty")
        count -= 1
        return storage.moveElement(from: count)
    }

    subscript(index: Int) -> Piece {
        get {
            precondition(index >= 0 && index < count, "a piece outside the text buffer")
            return storage[index]
        }
        _modify {
            precondition(index >= 0 && index < count, "a piece outside the text buffer")
            yield &storage[index]
        }
    }

    private mutating func deinitializeAll() {
        if count > 0, let base = storage.baseAddress { base.deinitialize(count: count) }
        count = 0
    }

    /// The text of the pieces, with FSI … PDI around isolated ones, and their spans.
    @inline(__always)
    func finish(highlights: [Bool], messageKey: String) -> RenderedInstruction {
        // The pieces are read where they are (a copy of one retains its strings).
        var utf8Total = 0
        for index in 0..<count {
            utf8Total += storage[index].utf8Count + (storage[index].isolated ? 6 : 0)
        }
        let text = String(unsafeUninitializedCapacity: utf8Total) { buffer in
            var writer = Writer(buffer: buffer)
            for index in 0..<count { writer.write(storage, index) }
            precondition(writer.offset == utf8Total, "a text was written otherwise than measured")
            return writer.offset
        }
        return RenderedInstruction(text: text, spans: spans(of: text, highlights: highlights), messageKey: messageKey)
    }

    /// Writes pieces into a string's uninitialized bytes, never past them.
    private struct Writer {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var offset = 0

        /// Writes a piece, read where it is (a copy of one retains its strings).
        @inline(__always)
        mutating func write(_ pieces: UnsafeMutableBufferPointer<Piece>, _ index: Int) {
            let isolated = pieces[index].isolated
            // An article before a name is written before the name's isolation.
            let lead = pieces[index].writtenLead
            if isolated, lead == 0 { write(0xE2, 0x81, 0xA8) }  // U+2068 FIRST STRONG ISOLATE
            let skip = pieces[index].skip
            let trim = pieces[index].trim
            let copied = pieces[index].text.utf8.withContiguousStorageIfAvailable { source -> Bool in
                if lead > 0 {
                    write(UnsafeBufferPointer(rebasing: source[skip..<(skip + lead)]))
                    if isolated { write(0xE2, 0x81, 0xA8) }
                }
                write(UnsafeBufferPointer(rebasing: source[(skip + lead)..<(source.count - trim)]))
                return true
            }
            if copied == nil {
                var written = 0
                for byte in pieces[index].text.utf8.dropFirst(skip).dropLast(trim) {
                    write(byte)
                    written += 1
                    if isolated, written == lead { write(0xE2, 0x81, 0xA8) }
                }
            }
            if !pieces[index].tail.isEmpty {
                let copiedTail = pieces[index].tail.utf8.withContiguousStorageIfAvailable { source -> Bool in
                    write(source)
                    return true
                }
                if copiedTail == nil {
                    for byte in pieces[index].tail.utf8 { write(byte) }
                }
            }
            if isolated { write(0xE2, 0x81, 0xA9) }  // U+2069 POP DIRECTIONAL ISOLATE
        }

        private mutating func write(_ bytes: UInt8...) {
            for byte in bytes { write(byte) }
        }

        private mutating func write(_ byte: UInt8) {
            precondition(offset < buffer.count, "a text was written past its measure")
            buffer[offset] = byte
            offset += 1
        }

        private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard !bytes.isEmpty else { return }
            precondition(bytes.count <= buffer.count - offset, "a text was written past its measure")
            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
            (target + offset).update(from: source, count: bytes.count)
            offset += bytes.count
        }
    }

    /// The spans of the pieces over the text they wrote (roles, highlights, distance parts).
    @inline(__always)
    private func spans(of text: String, highlights: [Bool]) -> [RenderedSpan] {
        let utf8 = text.utf8
        func stringIndex(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var spans: [RenderedSpan] = []
        spans.reserveCapacity(count)
        var utf8Offset = 0
        var utf16Offset = 0
        for index in 0..<count {
            let isolation = storage[index].isolated ? 1 : 0
            let number = storage[index].number
            var utf8Length = storage[index].utf8Count + 6 * isolation
            var utf16Length = storage[index].utf16Count + 2 * isolation
            let lead = storage[index].writtenLead
            if lead > 0 {
                // The article a form put before the name: template text of its own.
                let start = stringIndex(utf8Offset)
                let end = stringIndex(utf8Offset + lead)
                let leadUTF16 = text.utf16.distance(from: start, to: end)
                spans.append(RenderedSpan(role: .text, isHighlighted: false, placeholder: nil, range: start..<end,
                    utf16Offset: utf16Offset, utf16Length: leadUTF16, subspans: nil))
                utf8Offset += lead
                utf16Offset += leadUTF16
                utf8Length -= lead
                utf16Length -= leadUTF16
            }
            let highlight = number >= 0 && number < highlights.count && highlights[number]
            var subspans: RenderedSpan.Subspans?
            if let parts = storage[index].parts {
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
            spans.append(RenderedSpan(role: storage[index].role, isHighlighted: highlight, placeholder: number >= 0 ? number : nil,
                range: stringIndex(utf8Offset)..<stringIndex(utf8Offset + utf8Length), utf16Offset: utf16Offset,
                utf16Length: utf16Length, subspans: subspans))
            utf8Offset += utf8Length
            utf16Offset += utf16Length
        }
        return spans
    }
}
