// The caches' building blocks are public to the library's own modules only (SPI `Caches`):
// public and inlinable so that the renderer, in another module, gets them specialized (a
// generic call across modules looked up type metadata on every render), and out of the API
// that `import Guidepost` gives apps.

/// A key of a `BoundedTable`: equal keys have equal digests, and a digest spreads keys over
/// all 64 bits (the table takes its slot from the low bits).
@_spi(Caches) public protocol CacheKey: Equatable {
    var digest: UInt64 { get }
}

@_spi(Caches) extension Int: CacheKey {
    @_spi(Caches) @inlinable public var digest: UInt64 { CacheDigest.mix(UInt64(bitPattern: Int64(self))) }
}

@_spi(Caches) extension UInt64: CacheKey {
    @_spi(Caches) @inlinable public var digest: UInt64 { CacheDigest.mix(self) }
}

@_spi(Caches) public enum CacheDigest {
    /// A multiply-xorshift finalizer (SplitMix64's): every input bit reaches every output bit.
    @inlinable @inline(__always)
    @_spi(Caches) public static func mix(_ value: UInt64) -> UInt64 {
        var value = value &* 0xBF58_476D_1CE4_E5B9
        value ^= value >> 31
        value = value &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 29)
    }
}

/// A table of derived values with a fixed bound and the one eviction policy every cache of
/// Guidepost uses: two generations.
///
/// New entries go into the young generation. When it holds `capacity` entries it becomes
/// the old generation (the previous old one is dropped) and a new young one starts; an
/// entry found in the old generation is copied back into the young one. So an entry in use
/// survives, an entry unused for `capacity` insertions goes, and the table never holds more
/// than `2 × capacity` entries. Lookups and insertions are O(1): each generation is an open
/// addressing table at most half full, probed by the key's digest.
///
/// A value must be a function of its key alone (and of the owner's fixed settings), never
/// of another table's entry: whatever was evicted, asking again makes the same value. So an
/// entry copied back may leave its old copy behind; both are the same value.
@_spi(Caches) @frozen public struct BoundedTable<Key: CacheKey, Value> {
    @usableFromInline var young: Generation
    @usableFromInline var old: Generation
    /// Entries per generation.
    @_spi(Caches) public let capacity: Int

    @inlinable
    @_spi(Caches) public init(capacity: Int) {
        precondition(capacity > 0, "a bounded table needs room for an entry")
        self.capacity = capacity
        young = Generation()
        old = Generation()
    }

    /// Entries held now (at most `2 × capacity`; an entry copied back from the old generation counts twice).
    @inlinable
    @_spi(Caches) public var count: Int { young.count + old.count }

    /// The value stored for a key, if it is still held.
    @inlinable
    @_spi(Caches) public mutating func value(_ key: Key) -> Value? {
        let digest = key.digest
        if let value = young.value(key, digest: digest) { return value }
        guard old.count > 0, let value = old.value(key, digest: digest) else { return nil }
        insert(value, for: key, digest: digest)
        return value
    }

    /// Stores a value for a key (a key already held keeps the value it has: it is the same).
    @inlinable
    @_spi(Caches) public mutating func insert(_ value: Value, for key: Key) {
        insert(value, for: key, digest: key.digest)
    }

    @inlinable
    mutating func insert(_ value: Value, for key: Key, digest: UInt64) {
        if young.count >= capacity {
            old = young
            young = Generation()
        }
        young.insert(value, for: key, digest: digest, capacity: capacity)
        #if DEBUG || GUIDEPOST_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }

    /// Drops every entry.
    @inlinable
    @_spi(Caches) public mutating func removeAll() {
        young = Generation()
        old = Generation()
    }

    #if DEBUG || GUIDEPOST_INTERNAL_CHECKS
    /// The bound holds and each generation has a free slot (so every probe ends).
    @inlinable
    @_spi(Caches) public func checkInvariants() {
        precondition(young.count <= capacity && old.count <= capacity, "a bounded table outgrew its bound")
        precondition(young.count < young.index.count || young.index.isEmpty, "a generation has no free slot")
        precondition(young.digests.count == young.count && young.values.count == young.count, "a generation's columns differ")
    }
    #endif

    /// One generation: its entries in the order they came, and an open addressing index of
    /// them (a power of two at least twice the capacity, so at most half full; linear probing).
    /// Digests apart from keys and values: a probe reads plain words, and a hit copies out
    /// just the value.
    @usableFromInline @frozen
    struct Generation {
        /// Positions in the entries; -1 for a free slot.
        @usableFromInline var index: [Int32] = []
        @usableFromInline var digests: [UInt64] = []
        @usableFromInline var keys: [Key] = []
        @usableFromInline var values: [Value] = []
        @inlinable var count: Int { keys.count }

        @inlinable init() {}

        @inlinable
        func value(_ key: Key, digest: UInt64) -> Value? {
            guard !index.isEmpty else { return nil }
            let mask = index.count - 1
            var slot = Int(truncatingIfNeeded: digest) & mask
            while true {
                let position = Int(index[slot])
                guard position >= 0 else { return nil }
                if digests[position] == digest, keys[position] == key { return values[position] }
                slot = (slot + 1) & mask
            }
        }

        @inlinable
        mutating func insert(_ value: Value, for key: Key, digest: UInt64, capacity: Int) {
            if index.isEmpty {
                var size = 2
                while size < 2 * capacity { size *= 2 }
                index = Array(repeating: -1, count: size)
                digests.reserveCapacity(capacity)
                keys.reserveCapacity(capacity)
                values.reserveCapacity(capacity)
            }
            let mask = index.count - 1
            var slot = Int(truncatingIfNeeded: digest) & mask
            while true {
                let position = Int(index[slot])
                if position < 0 { break }
                if digests[position] == digest, keys[position] == key { return }
                slot = (slot + 1) & mask
            }
            index[slot] = Int32(truncatingIfNeeded: keys.count)
            digests.append(digest)
            keys.append(key)
            values.append(value)
        }
    }
}

extension BoundedTable: Sendable where Key: Sendable, Value: Sendable {}
extension BoundedTable.Generation: Sendable where Key: Sendable, Value: Sendable {}
