/// Byte tests on strings, a word at a time.
enum ASCII {
    /// Whether a string is all ASCII, read eight bytes at a time where it is contiguous
    /// (every native string is).
    static func isASCII(_ text: String) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable(isASCII) { return result }
        return text.utf8.allSatisfy { $0 < 0x80 }
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        let count = bytes.count
        while offset + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < count {
            if base[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }
}
