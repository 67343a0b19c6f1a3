extension UnsafeMutableBufferPointer {
    /// A new buffer holding a copy of the array's elements, for an immutable class that keeps
    /// it as a render-path index and frees it in `deinit` (the elements must be trivial
    /// values: it is deallocated without deinitializing them).
    static func copying(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
        _ = buffer.initialize(from: array)
        return buffer
    }
}
