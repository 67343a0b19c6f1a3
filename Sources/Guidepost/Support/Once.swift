@_spi(Caches) import GuidepostICU

/// A value made the first time it is asked for, once, whichever thread asks first (a thread
/// that asks while another makes it waits for that one): a built-in file's message compiled
/// when first rendered, and its nested variants when a render first reaches them.
///
/// A `Lock`, not `AtomicLazyReference`: the latter needs macOS 15 and iOS 18, and its generic
/// `load` is not specialized across modules and looked up type metadata on every render.
package final class Once<Value: AnyObject & Sendable>: Sendable {
    private let stored: Lock<Value?>
    private let make: @Sendable () -> Value

    /// A value already made.
    package init(_ value: Value) {
        make = { value }
        stored = Lock(value)
    }

    /// A value made by `make` when first asked for.
    package init(making make: @escaping @Sendable () -> Value) {
        self.make = make
        stored = Lock(nil)
    }

    @inline(__always)
    package var value: Value {
        stored.withLock { value in
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }

    /// Calls `body` with the value, made if need be.
    @inline(__always)
    package func withValue<Result>(_ body: (Value) -> Result) -> Result {
        body(value)
    }
}
