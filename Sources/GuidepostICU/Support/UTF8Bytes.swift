import Foundation

/// Reading a string's UTF-8 where it is: with `TextBuffer`, the only code outside the ICU
/// calls that touches memory through pointers, and only to read.
///
/// Every pointer here is scoped to a closure of the standard library's
/// (`withContiguousStorageIfAvailable`, `withUnsafeBytes`) and never escapes it; a string
/// that is not contiguous is copied into an array first. Nothing here writes memory or
/// assumes how `String` lays out its storage.
@_spi(Caches) public enum UTF8Bytes {
    /// Whether two strings have the same bytes (not the same text under Unicode's
    /// equivalence, which `==` tests, at the cost of normalizing).
    @inlinable
    public static func equal(_ left: String, _ right: String) -> Bool {
        let leftUTF8 = left.utf8
        let rightUTF8 = right.utf8
        let count = leftUTF8.count
        guard count == rightUTF8.count else { return false }
        guard count > 0 else { return true }
        let compared = leftUTF8.withContiguousStorageIfAvailable { leftBytes in
            rightUTF8.withContiguousStorageIfAvailable { rightBytes -> Bool in
                guard let leftBase = leftBytes.baseAddress, let rightBase = rightBytes.baseAddress else { return true }
                return memcmp(leftBase, rightBase, leftBytes.count) == 0
            }
        }
        return (compared ?? nil) ?? leftUTF8.elementsEqual(rightUTF8)
    }

    /// Whether a string is all ASCII, read eight bytes at a time.
    @inlinable
    public static func isASCII(_ text: String) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable({ isASCII(UnsafeRawBufferPointer($0)) }) { return result }
        return text.utf8.allSatisfy { $0 < 0x80 }
    }

    @inlinable
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset + 8 <= bytes.count {
            if bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// The first eight bytes (or fewer) of a string's UTF-8 in one word, the first byte in
    /// the low byte, and how many there are.
    @inlinable
    public static func head(_ text: String) -> (bits: UInt64, count: Int) {
        let utf8 = text.utf8
        if let word = utf8.withContiguousStorageIfAvailable({ bytes -> (bits: UInt64, count: Int) in
            let count = min(bytes.count, 8)
            var bits: UInt64 = 0
            for offset in 0..<count { bits |= UInt64(bytes[offset]) << (8 * UInt64(offset)) }
            return (bits, count)
        }) {
            return word
        }
        var bits: UInt64 = 0
        var count = 0
        for byte in utf8.prefix(8) {
            bits |= UInt64(byte) << (8 * UInt64(count))
            count += 1
        }
        return (bits, count)
    }

    /// The last eight bytes (or fewer) of a string's UTF-8 in one word, the last byte in the
    /// low byte, and how many there are.
    @inlinable
    public static func tail(_ text: String) -> (bits: UInt64, count: Int) {
        let utf8 = text.utf8
        if let word = utf8.withContiguousStorageIfAvailable({ bytes -> (bits: UInt64, count: Int) in
            let count = min(bytes.count, 8)
            var bits: UInt64 = 0
            for offset in 0..<count { bits |= UInt64(bytes[bytes.count - 1 - offset]) << (8 * UInt64(offset)) }
            return (bits, count)
        }) {
            return word
        }
        var bits: UInt64 = 0
        var count = 0
        for byte in utf8.reversed().prefix(8) {
            bits |= UInt64(byte) << (8 * UInt64(count))
            count += 1
        }
        return (bits, count)
    }

    /// Whether `text` followed by `gap` ends with these bytes.
    @inlinable
    public static func endsWith(_ text: String, then gap: String, _ bytes: [UInt8]) -> Bool {
        var remaining = bytes.count
        return matchTail(gap, bytes, &remaining) && (remaining == 0 || matchTail(text, bytes, &remaining)) && remaining == 0
    }

    /// Compares a part's last bytes with `bytes[..<remaining]`'s, taking off what matched.
    @inlinable
    static func matchTail(_ part: String, _ bytes: [UInt8], _ remaining: inout Int) -> Bool {
        let utf8 = part.utf8
        let count = remaining
        if let matched = utf8.withContiguousStorageIfAvailable({ source -> Int? in
            let compared = min(count, source.count)
            for offset in 0..<compared where source[source.count - 1 - offset] != bytes[count - 1 - offset] {
                return nil
            }
            return compared
        }) {
            guard let compared = matched else { return false }
            remaining -= compared
            return true
        }
        for byte in utf8.reversed() {
            guard remaining > 0 else { break }
            remaining -= 1
            guard byte == bytes[remaining] else { return false }
        }
        return true
    }

    /// A 64-bit digest of a string's UTF-8, a word at a time (a multiply-xorshift mix per word).
    @inlinable
    public static func digest(_ text: String, seed: UInt64) -> UInt64 {
        let utf8 = text.utf8
        if let contiguous = utf8.withContiguousStorageIfAvailable({ digest(UnsafeRawBufferPointer($0), seed: seed) }) {
            return contiguous
        }
        return Array(utf8).withUnsafeBytes { digest($0, seed: seed) }
    }

    @inlinable
    static func digest(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        var state = seed ^ (UInt64(bytes.count) &* 0xFF51_AFD7_ED55_8CCD)
        var offset = 0
        while offset + 8 <= bytes.count {
            state = CacheDigest.mix(state ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < bytes.count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                word |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            state = CacheDigest.mix(state ^ word)
        }
        return state
    }
}
