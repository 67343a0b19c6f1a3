/// One fuzz input: its bytes, the text an app would make of them, and a stable number
/// that picks locales and options, so a saved input replays with the same choices.
struct FuzzInput {
    let bytes: [UInt8]
    /// The bytes as UTF-8; invalid sequences become U+FFFD, as `String(decoding:as:)`
    /// does in an app that holds `Data` from the network.
    let text: String
    /// FNV-1a of the bytes: any mutation moves it, and it never depends on the machine.
    let selector: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.text = String(decoding: bytes, as: UTF8.self)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        // The top bits mix best; 31 bits keep the value non-negative on every platform.
        self.selector = Int(truncatingIfNeeded: hash >> 33)
    }

    /// One of `count` choices, the `offset`-th after the input's own.
    func pick(_ count: Int, offset: Int = 0) -> Int {
        precondition(count > 0, "a fuzz target offers no choice")
        return (selector % count + offset % count) % count
    }
}

extension String {
    /// At most `limit` characters of the text, for a violation message that stays readable.
    func clipped(_ limit: Int = 300) -> String {
        count > limit ? String(prefix(limit)) + "…" : self
    }
}
