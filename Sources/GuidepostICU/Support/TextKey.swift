/// One or two strings (and a number) as a cache key, digested and compared by their UTF-8 bytes.
///
/// `String`'s own hashing normalizes non-ASCII text on every lookup, and `Hasher` reads every
/// byte through SipHash; a key here reads the bytes once, eight at a time, when it is made.
/// Equality compares the bytes themselves, so two texts whose digests collide are still two
/// keys. Canonically equivalent strings in different bytes are different keys, which a
/// cache does not mind.
///
/// The digest is not keyed: input chosen to collide makes lookups slower, not wrong, and
/// every table it keys is bounded (`BoundedTable`).
@_spi(Caches) @frozen public struct TextKey: Hashable, Sendable, CacheKey {
    public let first: String
    public let second: String
    public let extra: UInt64
    public let digest: UInt64

    public init(_ first: String, _ second: String = "", extra: UInt64 = 0) {
        self.first = first
        self.second = second
        self.extra = extra
        var digest = Self.digest(first, seed: extra &+ 0x9E37_79B9_7F4A_7C15)
        if !second.isEmpty { digest = Self.digest(second, seed: digest) }
        self.digest = digest
    }

    public static func == (lhs: TextKey, rhs: TextKey) -> Bool {
        lhs.digest == rhs.digest && lhs.extra == rhs.extra && sameBytes(lhs.first, rhs.first)
            && sameBytes(lhs.second, rhs.second)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    @inlinable
    static func sameBytes(_ left: String, _ right: String) -> Bool { UTF8Bytes.equal(left, right) }

    public static func digest(_ text: String, seed: UInt64) -> UInt64 { UTF8Bytes.digest(text, seed: seed) }
}
