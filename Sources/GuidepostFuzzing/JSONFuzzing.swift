import Guidepost

/// The JSON reader every input format goes through, and the writer that puts imported
/// translations on disk: what is read and written back must read back the same, or an
/// import would change a translator's file.
enum JSONFuzzing {
    /// Keys skimmed by the annotator's kind of read, and some that fuzzed documents have.
    static let skim = JSONParser.Skim(values: ["geometry", "text", "a", "voiceInstructions"],
        firstItemOnly: ["intersections", "steps", "b"])

    static func run(_ input: FuzzInput) throws(FuzzViolation) {
        // A skimmed read accepts what a full read accepts and fails where it fails, except
        // that keys inside a value it does not read are not checked for duplicates.
        var skimFailure: JSONSyntaxError?
        do { _ = try JSONParser.parse(input.text, skim: skim) } catch { skimFailure = error }
        let node: JSONNode
        do {
            node = try JSONParser.parse(input.text)
        } catch {
            // Apps print these; building the message and the path must not trap either.
            _ = error.description
            _ = error.path
            let duplicate = error.message.hasPrefix("duplicate key")
            guard skimFailure?.location == error.location || duplicate else {
                throw FuzzViolation(.json, "a skimmed read \(skimFailure.map { "fails at \($0.location)" } ?? "accepts it"), "
                    + "a full read fails at \(error.location): \(input.text.debugDescription.clipped())")
            }
            return
        }
        if let skimFailure {
            throw FuzzViolation(.json, "a skimmed read fails (\(skimFailure)) where a full read does not: "
                + input.text.debugDescription.clipped())
        }
        let compact = JSONWriter.compact(node)
        try readsBack(compact, as: compact, "compact")
        try readsBack(JSONWriter.pretty(node), as: compact, "pretty")
    }

    /// Reads `written` and checks it is the same document as `expected` (compared in
    /// the compact form, which keeps every key, value and number's text).
    private static func readsBack(_ written: String, as expected: String, _ form: String) throws(FuzzViolation) {
        let again: JSONNode
        do {
            again = try JSONParser.parse(written)
        } catch {
            throw FuzzViolation(.json, "the \(form) form does not read back (\(error)): \(written.debugDescription.clipped())")
        }
        let rewritten = JSONWriter.compact(again)
        guard rewritten == expected else {
            throw FuzzViolation(.json, "the \(form) form reads back differently: \(expected.debugDescription.clipped()) "
                + "became \(rewritten.debugDescription.clipped())")
        }
    }
}
