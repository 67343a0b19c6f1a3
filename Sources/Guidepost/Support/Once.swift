import Synchronization

/// A value made the first time it is asked for, once, whichever thread asks first (two
/// threads that make it at once both get the one stored first): a built-in file's message
/// compiled when first rendered, and its nested variants when a render first reaches them.
///
/// A plain atomic word holding the retained value's address, not `AtomicLazyReference`,
/// whose generic `load` is not specialized across modules: it looked up type metadata on
/// every render.
package final class Once<Value: AnyObject & Sendable>: Sendable {
    /// The value's address, retained; 0 until it is made.
    private let stored = Atomic<UInt>(0)
    private let make: @Sendable () -> Value

    /// A value already made.
    package init(_ value: Value) {
        make = { value }
        stored.store(UInt(bitPattern: Unmanaged.passRetained(value).toOpaque()), ordering: .releasing)
    }

    /// A value made by `make` when first asked for.
    package init(making make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    deinit {
        if let address = UnsafeRawPointer(bitPattern: stored.load(ordering: .acquiring)) {
            Unmanaged<Value>.fromOpaque(address).release()
        }
    }

    @inline(__always)
    package var value: Value {
        if let address = UnsafeRawPointer(bitPattern: stored.load(ordering: .acquiring)) {
            return Unmanaged<Value>.fromOpaque(address).takeUnretainedValue()
        }
        return makeAndStore()
    }

    /// Calls `body` with the value, made if need be, without retaining it: the caller
    /// keeps this `Once` alive, and the `Once` keeps its value.
    @inline(__always)
    package func withValue<Result>(_ body: (Value) -> Result) -> Result {
        if let address = UnsafeRawPointer(bitPattern: stored.load(ordering: .acquiring)) {
            return Unmanaged<Value>.fromOpaque(address)._withUnsafeGuaranteedRef(body)
        }
        return body(makeAndStore())
    }

    /// The value, made if need be, unretained: valid while this `Once` lives.
    @inline(__always)
    package var unretainedValue: Unmanaged<Value> {
        if let address = UnsafeRawPointer(bitPattern: stored.load(ordering: .acquiring)) {
            return Unmanaged<Value>.fromOpaque(address)
        }
        let value = makeAndStore()
        // The stored value is the one returned (the first made), and this `Once` keeps it.
        return Unmanaged.passUnretained(value)
    }

    private func makeAndStore() -> Value {
        let value = make()
        let retained = Unmanaged.passRetained(value)
        let (exchanged, current) = stored.compareExchange(expected: 0, desired: UInt(bitPattern: retained.toOpaque()),
            ordering: .acquiringAndReleasing)
        if exchanged { return value }
        retained.release()
        guard let address = UnsafeRawPointer(bitPattern: current) else { return value }
        return Unmanaged<Value>.fromOpaque(address).takeUnretainedValue()
    }
}
