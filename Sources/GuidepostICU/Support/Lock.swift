#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value that one thread at a time reads and changes: every cache's table, a lazily made
/// value, a renderer's formatters. A POSIX mutex, which every system Guidepost runs on has (the
/// standard library's `Synchronization.Mutex` needs macOS 15 and iOS 18 on Apple platforms).
///
/// The only code outside the ICU calls, `TextBuffer` and `UTF8Bytes` that manages memory by
/// hand. Its invariants: the mutex is allocated, initialized and destroyed with the lock and
/// never moves; `value` is touched only between a successful `pthread_mutex_lock` and the
/// matching unlock, on the thread holding it. Every call's result is checked in every build (a
/// `precondition`: a failed lock or unlock stops with a message); debug builds (the tests and
/// `Scripts/tsan`) also make the mutex error-checking, so a lock taken again on the thread
/// holding it — a deadlock otherwise — fails instead.
@_spi(Caches) public final class Lock<Value>: @unchecked Sendable {
    // Public to the `Caches` SPI and inlinable, so that each caller's module specializes
    // `withLock` for its value and error types (an inlinable `package` function was not
    // specialized across modules, and the generic call looked up metadata on every render).
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    // The mutex is what keeps accesses exclusive; the runtime's dynamic exclusivity check on a
    // class property (a thread-local access set, on every call) would only repeat it.
    @usableFromInline @exclusivity(unchecked) var value: Value

    public init(_ value: sending Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        let typed = pthread_mutexattr_settype(&attributes, Self.checkedType)
        assert(typed == 0, "pthread_mutexattr_settype failed (\(typed))")
        let result = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        // Fails only when the system is out of resources; a lock that does not lock is worse.
        precondition(result == 0, "pthread_mutex_init failed (\(result))")
    }

    deinit {
        let result = pthread_mutex_destroy(mutex)
        assert(result == 0, "pthread_mutex_destroy failed (\(result)): the lock is held")
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Calls `body` with the value while holding the lock; what `body` returns or throws is
    /// returned or thrown after the lock is released.
    @inlinable @inline(__always)
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        let locked = pthread_mutex_lock(mutex)
        precondition(locked == 0, "pthread_mutex_lock failed (\(locked)): taken again on the thread holding it?")
        defer {
            let unlocked = pthread_mutex_unlock(mutex)
            precondition(unlocked == 0, "pthread_mutex_unlock failed (\(unlocked))")
        }
        return try body(&value)
    }

    /// Error-checking in debug builds (a relock or a foreign unlock fails instead of
    /// deadlocking), the platform's plain mutex otherwise.
    private static var checkedType: Int32 {
        var type = Int32(PTHREAD_MUTEX_DEFAULT)
        assert({ type = Int32(PTHREAD_MUTEX_ERRORCHECK); return true }())
        return type
    }
}
