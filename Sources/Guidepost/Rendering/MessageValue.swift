/// A value for one placeholder of a catalog message rendered through
/// `Renderer.render(message:values:)`: route summaries, leg headers and other messages
/// that are not a single instruction.
public struct MessageValue: Sendable {
    enum Content: Sendable {
        case text(String, select: String?)
        case name(String, NameForms?)
        case floor(String)
        case landmark(Landmark)
        case fragment(String, select: String?)
        case distance(Double)
        case distanceShownApart(Double)
        case count(Int)
        case ordinal(Int)
        case duration(Double)
        case clockTime(Double, timeZone: String)
    }
    let content: Content

    /// Text from the app, inserted as is (not bidi-isolated). `select` names the value
    /// that `select` variants choose on, when the placeholder's role has values.
    public static func text(_ text: String, select: String? = nil) -> MessageValue {
        MessageValue(content: .text(text, select: select))
    }
    /// A name from venue or map data (street, place), bidi-isolated as the options say.
    /// `forms` gives it in the grammatical forms a translation asks for (`$2:genitive`).
    public static func name(_ name: String, forms: NameForms? = nil) -> MessageValue {
        MessageValue(content: .name(name, forms))
    }
    /// A floor as venue data names it (`"2"`, `"G"`, `"B1"`, `"Level 3"`, `"Atrium"`): phrased
    /// by the locale's floor messages and their forms, as an instruction's destination floor
    /// is ("au 2e étage"); a floor with a name of its own is inserted as a name.
    public static func floor(_ name: String) -> MessageValue { MessageValue(content: .floor(name)) }
    /// A landmark: its name with its forms, and its kind for `"select": "$n:kind"`.
    public static func landmark(_ landmark: Landmark) -> MessageValue { MessageValue(content: .landmark(landmark)) }
    /// The text of another catalog message (a fragment), in this renderer's locale (in the
    /// language of the message it is inserted into, when that message fell back), optionally
    /// naming the value a `select` on the placeholder chooses by (`left` for `maneuver.fork.left`).
    public static func fragment(_ key: String, select: String? = nil) -> MessageValue {
        MessageValue(content: .fragment(key, select: select))
    }
    /// A distance in metres, formatted with the renderer's units and rounding.
    public static func distance(_ meters: Double) -> MessageValue { MessageValue(content: .distance(meters)) }
    /// A distance the app shows beside the text (`DistancePhrasing.omitted`): a message's
    /// `"$n:when"` select takes its `none` variant.
    public static func distanceShownApart(_ meters: Double) -> MessageValue {
        MessageValue(content: .distanceShownApart(meters))
    }
    /// A whole number, formatted for the locale; plural variants select on it.
    public static func count(_ value: Int) -> MessageValue { MessageValue(content: .count(value)) }
    /// An ordinal ("3rd"); ordinal variants select on it.
    public static func ordinal(_ value: Int) -> MessageValue { MessageValue(content: .ordinal(value)) }
    /// A duration in seconds, formatted as `Renderer.formatDuration` does.
    public static func duration(_ seconds: Double) -> MessageValue { MessageValue(content: .duration(seconds)) }
    /// A clock time: seconds since 1970-01-01T00:00:00Z shown in a time zone.
    public static func clockTime(secondsSince1970: Double, timeZone: String = "UTC") -> MessageValue {
        MessageValue(content: .clockTime(secondsSince1970, timeZone: timeZone))
    }
}

extension Renderer {
    /// Renders any message of the catalog with values by placeholder number.
    ///
    /// The spans carry the roles and highlights the source catalog declares for each
    /// placeholder. An unknown key renders the key itself and is reported in the error.
    ///
    /// - Throws: `RenderError.unknownMessage` for a key the source catalog lacks,
    ///   `RenderError.unknownPlaceholder` for a value whose number the message does not
    ///   declare (a negative one included), or the errors of formatting a value (an
    ///   invalid distance, an ICU failure).
    public func render(message key: String, values: [Int: MessageValue]) throws(RenderError) -> RenderedInstruction {
        guard let entry = engine.table[key] else { throw .unknownMessage(key) }
        return try render(entry, key: key, values: values)
    }

    /// Renders a message the library chooses by itself (route summaries, leg headers).
    func render(_ key: MessageKey, values: [Int: MessageValue]) throws(RenderError) -> RenderedInstruction {
        try render(engine.table[key], key: key.rawValue, values: values)
    }

    private func render(_ entry: MessageTable.Entry, key: String, values: [Int: MessageValue]) throws(RenderError)
        -> RenderedInstruction
    {
        var arguments = NumberedArguments(values: [:])
        for (number, value) in values {
            guard number >= 0, number < entry.roles.count, let role = entry.roles[number] else {
                throw .unknownPlaceholder(number, key: key)
            }
            arguments.values[number] = try argument(for: value, role: role)
        }
        return try engine.fill(entry, key: key, with: &arguments)
    }

    /// The text of a catalog message without placeholders (a fragment) in this locale.
    public func text(of key: String) -> String? {
        engine.table[key]?.fragment?.text
    }

    private func argument(for value: MessageValue, role: Role) throws(RenderError) -> Argument {
        if case .clockTime(let seconds, let zone) = value.content {
            let text = try formatClockTime(secondsSince1970: seconds, timeZone: zone)
            return Argument(text: text, utf16Count: text.utf16.count)
        }
        return try engine.argument(for: value, role: role)
    }
}

extension RenderEngine {
    /// The argument a `MessageValue` gives a placeholder of a role (a clock time aside, which
    /// the renderer formats).
    func argument(for value: MessageValue, role: Role) throws(RenderError) -> Argument {
        func plain(_ text: String) -> Argument { Argument(text: text, utf16Count: text.utf16.count) }
        switch value.content {
        case .text(let text, let select):
            var argument = plain(text)
            if let select, let index = role.selectValues?.firstIndex(of: select) { argument.selectIndex = index }
            return argument
        case .name(let name, let forms):
            return nameArgument(name, forms: forms)
        case .floor(let name):
            return floorArgument(FloorChange(type: .elevator, direction: .up, floorName: name))
        case .landmark(let landmark):
            return landmarkArgument(landmark)
        case .fragment(let key, let select):
            let index = select.flatMap { role.selectValues?.firstIndex(of: $0) } ?? -1
            if let messageKey = MessageKey(rawValue: key) { return fragmentArgument(messageKey, select: index) }
            var argument = plain(table[key]?.fragment?.text ?? key)
            argument.selectIndex = index
            return argument
        case .distance(let meters):
            return try distanceArgument(meters)
        case .distanceShownApart(let meters):
            var argument = try distanceArgument(meters)
            argument.timing = .none
            return argument
        case .count(let count):
            return try countArgument(count)
        case .ordinal(let ordinal):
            return try ordinalArgument(ordinal)
        case .duration(let seconds):
            return try durationArgument(seconds)
        case .clockTime:
            return plain("")
        }
    }
}
