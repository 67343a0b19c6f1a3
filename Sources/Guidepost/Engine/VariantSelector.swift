/// Selects a message's variant for its arguments: the one walk of a compiled
/// `VariantProgram`, by plural categories, exact values, vocabulary values, known forms,
/// timing and medium (no recursion: a translation's nesting sets the depth).
extension RenderEngine {
    /// The pattern of a message that joins values the renderer supplies itself (`then`,
    /// `road.nameWithRef`, `road.destinationList`): only a `medium` select can choose in it.
    func fixedPattern(_ key: MessageKey) -> Pattern {
        let entry = table[key]
        return resolve(entry, args: NumberedArguments(values: [:]), form: nil)
    }

    /// The pattern a message's variants choose for these arguments and the form the
    /// enclosing message asks of it (for fragments), walking down the variants (no recursion).
    func resolve<Source: ArgumentSource>(_ entry: MessageTable.Entry, args: Source, form: String?) -> Pattern {
        var memo = FormMemo()
        return resolve(entry, args: args, form: form, memo: &memo)
    }

    /// Walks the message's variants (its `VariantProgram`) by index, with no recursion.
    func resolve<Source: ArgumentSource>(
        _ entry: MessageTable.Entry, args: Source, form: String?, memo: inout FormMemo
    ) -> Pattern {
        choose(entry, args: args, form: form, memo: &memo)?.pattern ?? Pattern([])
    }

    /// The pattern a message's variants choose (`resolve`), as a reference into its program
    /// (nil for a select with no branch at all, which compilation rules out).
    func choose<Source: ArgumentSource>(
        _ entry: MessageTable.Entry, args: Source, form: String?, memo: inout FormMemo
    ) -> VariantProgram.Choice? {
        var current = entry.program
        while true {
            switch walk(current, entry: entry, args: args, form: form, memo: &memo) {
            case .pattern(let index):
                return VariantProgram.Choice(program: current, index: index)
            case .deferred(let next):
                current = next
            case .none:
                return nil
            }
        }
    }

    /// Where a walk of one program ends.
    enum WalkOutcome {
        case pattern(Int)
        /// A deferred program to walk next.
        case deferred(VariantProgram)
        case none
    }

    private func walk<Source: ArgumentSource>(
        _ program: VariantProgram, entry: MessageTable.Entry, args: Source, form: String?, memo: inout FormMemo
    ) -> WalkOutcome {
        var index = 0
        let roles = entry.roles
        while true {
            switch program.steps[index] {
            case .pattern(let pattern):
                return .pattern(Int(pattern))
            case .plural(let placeholder, let ordinal, let exactStart, let exactEnd, let categories, let other):
                let number = Int(placeholder)
                guard number < roles.count, let role = roles[number], let argument = args.facts(number: number, role: role) else {
                    index = Int(other)
                    continue
                }
                var chosen: Int32 = -1
                for position in Int(exactStart)..<Int(exactEnd) where program.exact[position].value == argument.exactValue {
                    chosen = program.exact[position].child
                    break
                }
                if chosen < 0 {
                    let category = ordinal ? argument.ordinalCategory : argument.category
                    chosen = program.children[Int(categories) + category.index]
                }
                index = Int(chosen >= 0 ? chosen : other)
            case .select(let placeholder, let start, let count, let other, let first):
                let number = Int(placeholder)
                if number < roles.count, let role = roles[number], let value = args.facts(number: number, role: role)?.selectIndex,
                    value >= 0, value < Int(count), program.children[Int(start) + value] >= 0
                {
                    index = Int(program.children[Int(start) + value])
                } else if other >= 0 {
                    index = Int(other)
                } else if first >= 0 {
                    // Compilation guarantees a branch for every value the message can receive.
                    index = Int(first)
                } else {
                    return .none
                }
            case .timing(let placeholder, let start, let other, let view, let namedStart, let namedEnd):
                // "$1:when": the variant by the distance's timing, without a string in sight.
                let number = Int(placeholder)
                if number < roles.count, let role = roles[number], role.value == .distance {
                    // A distance the render does not give (an optional one) takes `other`.
                    let chosen = args.timing(number: number, role: role).map { program.children[Int(start) + $0.index] } ?? -1
                    index = Int(chosen >= 0 ? chosen : other)
                } else {
                    index = Int(viewVariant(program, view: view, number: number, namedStart: namedStart, namedEnd: namedEnd,
                        other: other, entry: entry, args: args, memo: &memo))
                }
            case .valueView(let placeholder, let kind, let start, let other):
                let number = Int(placeholder)
                var chosen: Int32 = -1
                if number < roles.count, let role = roles[number], let facts = args.facts(number: number, role: role),
                    let value = valueIndex(facts, kind: kind), value < kind.count
                {
                    chosen = program.children[Int(start) + value]
                }
                index = Int(chosen >= 0 ? chosen : other)
            case .formKnown(let placeholder, let view, let known, let other):
                let number = Int(placeholder)
                var chosen: Int32 = -1
                if number < roles.count, let role = roles[number], let argument = args[number, role] {
                    let form = program.strings[Int(view)]
                    let text = formText(argument, form: form)
                    memo.remember(number: number, view: form, text: text)
                    if text != nil { chosen = known }
                }
                index = Int(chosen >= 0 ? chosen : other)
            case .view(let placeholder, let view, let namedStart, let namedEnd, let other):
                index = Int(viewVariant(program, view: view, number: Int(placeholder), namedStart: namedStart,
                    namedEnd: namedEnd, other: other, entry: entry, args: args, memo: &memo))
            case .form(let namedStart, let namedEnd, let other):
                let chosen = form.map { program.formVariant($0, start: namedStart, end: namedEnd) } ?? -1
                index = Int(chosen >= 0 ? chosen : other)
            case .medium(let speech, let other):
                index = Int(options.medium == .speech && speech >= 0 ? speech : other)
            case .deferred(let deferred):
                return .deferred(program.deferred[Int(deferred)].value)
            }
        }
    }

    /// The position of an argument's value among a value view's values (`ValueView.values`),
    /// nil when it has none.
    private func valueIndex(_ argument: ArgumentFacts, kind: VariantProgram.ValueView) -> Int? {
        switch kind {
        case .distanceUnit: argument.unit?.index
        case .distanceNumber: argument.showsFraction ? 1 : 0
        case .distanceWidth: options.unitWidth.value == .long ? 1 : 0
        case .durationUnit: argument.selectIndex >= 0 ? argument.selectIndex : nil
        case .landmarkKind: argument.landmarkKind?.index
        }
    }

    /// The variant a select on a view chooses (`$2:kind`, `$1:unit`, `$3:genitive`, which is
    /// `known` when the value has that form), or `other`.
    private func viewVariant<Source: ArgumentSource>(_ program: VariantProgram, view: Int32, number: Int,
        namedStart: Int32, namedEnd: Int32, other: Int32, entry: MessageTable.Entry, args: Source, memo: inout FormMemo
    ) -> Int32 {
        let view = program.strings[Int(view)]
        var value: String?
        if number < entry.roles.count, let role = entry.roles[number], let argument = args[number, role] {
            if role.selectsOnValue(ofView: view) {
                value = viewValue(argument, view: view, role: role)
            } else {
                let text = formText(argument, form: view)
                memo.remember(number: number, view: view, text: text)
                value = text == nil ? nil : "known"
            }
        }
        let chosen = value.map { VariantProgram.lookup($0, in: program.named[Int(namedStart)..<Int(namedEnd)]) } ?? -1
        return chosen >= 0 ? chosen : other
    }
}
