/// One translator-written file of `Localizations/`: a locale's translations by key.
public struct Localization: Sendable {
    /// The locale's BCP-47 tag, as the file states it.
    public var locale: String
    /// The file, as named when loading.
    public var file: String
    /// The translations in file order.
    package var entries: [JSONMember]
    /// The translation states by key (`translated`, `needs-review`, …), if the file keeps any.
    public var states: [String: String]
    /// The parsed file, kept so it can be written back unchanged.
    package var root: JSONNode

    /// The keys this file translates, in file order.
    public var keys: [String] { entries.map(\.key) }

    package func entry(_ key: String) -> JSONMember? {
        entries.first(where: { $0.key == key })
    }

    /// Reads a localization file.
    public static func load(text: String, file: String) throws(CatalogError) -> Localization {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw CatalogError(file: file, location: error.location, message: error.message)
        }
        guard root.members != nil else {
            throw CatalogError(file: file, location: root.location, message: "expected an object with \"locale\" and \"messages\"")
        }
        guard let locale = root["locale"]?.string, !locale.isEmpty else {
            throw CatalogError(file: file, location: root.location, message: "missing \"locale\" (a BCP-47 tag such as \"de\")")
        }
        guard let messages = root["messages"]?.members else {
            throw CatalogError(file: file, location: root.location, message: "missing \"messages\" object")
        }
        var states: [String: String] = [:]
        for member in root["states"]?.members ?? [] {
            if let state = member.value.string { states[member.key] = state }
        }
        // A slot left to fill (`null`, or an empty text anywhere in its variants, as
        // `guidepost init` writes them) is no translation yet: the key counts as missing.
        let translated = messages.filter { !isSlotToFill($0.value) }
        return Localization(locale: locale, file: file, entries: translated, states: states, root: root)
    }

    /// Whether a message's value is still to be translated: `null`, or an empty text in any variant.
    package static func isSlotToFill(_ value: JSONNode) -> Bool {
        var pending = [value]
        while let node = pending.popLast() {
            if node.isNull { return true }
            if let text = node.string, text.isEmpty { return true }
            if let members = node.members {
                pending += members.filter { !["plural", "ordinal", "select"].contains($0.key) }.map(\.value)
            }
        }
        return false
    }
}
