/// A small direct-mapped cache keyed by two strings as they are stored, not by their text:
/// the render path's first look for a name's form, before the cache that hashes the name's
/// bytes.
///
/// A string's two words are its bytes (up to 15 of them, stored inline) or its count, flags
/// and the address of its storage. Each slot keeps its key strings, so the storage at an
/// address a slot names is alive and unchanged (a string shared with the cache is copied
/// before it is changed): equal words are equal text. Equal text in other storage is a
/// miss, which the second-level cache answers. Looking up costs a multiply and two
/// comparisons, where hashing a name's bytes cost more than the rest of the lookup.
struct IdentityCache<Value> {
    private struct Slot {
        var first: String
        var second: String
        var extra: UInt64
        var value: Value
    }

    /// Made on the first store: a renderer that never asks keeps no slots.
    private var slots: [Slot?] = []
    private let mask: Int

    /// A cache of `2^bits` slots.
    init(bits: Int) {
        mask = (1 << bits) - 1
    }

    /// Whether a string is two 64-bit words here (on a 32-bit platform the cache is off:
    /// every lookup misses).
    private static var isUsable: Bool { MemoryLayout<String>.size == 16 }

    private static func words(_ string: String) -> (UInt64, UInt64) {
        withUnsafeBytes(of: string) { raw in
            (raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    private func index(_ first: (UInt64, UInt64), _ second: (UInt64, UInt64), _ extra: UInt64) -> Int {
        var hash = (first.0 ^ extra) &* 0x9E37_79B9_7F4A_7C15
        hash ^= first.1 &* 0xC2B2_AE3D_27D4_EB4F
        hash ^= second.0 &* 0x1656_67B1_9E37_79F9
        hash ^= second.1 &* 0x27D4_EB2F_1656_67C5
        return Int(truncatingIfNeeded: hash >> 40) & mask
    }

    /// The value stored for these two strings (and a number that tells keys apart further),
    /// if their slot holds them.
    func value(_ first: String, _ second: String, extra: UInt64 = 0) -> Value? {
        guard Self.isUsable else { return nil }
        let firstWords = Self.words(first)
        let secondWords = Self.words(second)
        guard !slots.isEmpty, let slot = slots[index(firstWords, secondWords, extra)], slot.extra == extra,
            Self.words(slot.first) == firstWords, Self.words(slot.second) == secondWords
        else { return nil }
        return slot.value
    }

    /// Stores a value for two strings and a number, in place of whatever the slot held.
    mutating func store(_ value: Value, _ first: String, _ second: String, extra: UInt64 = 0) {
        guard Self.isUsable else { return }
        if slots.isEmpty { slots = Array(repeating: nil, count: mask + 1) }
        slots[index(Self.words(first), Self.words(second), extra)] = Slot(first: first, second: second, extra: extra,
            value: value)
    }
}
