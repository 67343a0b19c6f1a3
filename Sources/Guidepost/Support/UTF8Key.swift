import Foundation

/// A string as a cache key, hashed and compared by its UTF-8 bytes.
///
/// `String`'s own hashing normalizes non-ASCII text (a Cyrillic, Arabic or Japanese name) to
/// NFC on every lookup, which costs more than the rest of a render's lookups together.
/// Canonically equivalent strings in different bytes get entries of their own, which a
/// cache does not mind; equality is by bytes too, as `Hashable` requires of a byte hash.
struct UTF8Key: Hashable, Sendable {
    var string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool {
        guard lhs.string.utf8.count == rhs.string.utf8.count else { return false }
        var left = lhs.string
        var right = rhs.string
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                guard let leftBase = leftBytes.baseAddress, let rightBase = rightBytes.baseAddress else { return true }
                return memcmp(leftBase, rightBase, leftBytes.count) == 0
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(string.utf8.count)
    }
}
