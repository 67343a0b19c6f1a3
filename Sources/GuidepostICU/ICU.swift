internal import CGuidepostICU

/// The one layer over ICU's C API. Nothing outside `Sources/Guidepost/ICU` imports
/// `CGuidepostICU`; everything here turns ICU's buffers and codes into Swift values and
/// `ICUError`s at once.
package enum ICU {
    /// Checks an ICU status after a call: success and warnings pass, failures throw.
    @inline(__always)
    package static func check(_ status: Int32, _ operation: StaticString) throws(ICUError) {
        if status > 0 { throw ICUError(code: status, operation: "\(operation)") }
    }

    /// Runs an ICU call that writes into a buffer of its own, retrying once at the size
    /// ICU asks for when the first buffer was too small.
    package static func withGrowingBuffer<Unit>(
        of type: Unit.Type, initialCapacity: Int = 64, operation: StaticString,
        _ body: (UnsafeMutablePointer<Unit>, Int32, inout Int32) -> Int32
    ) throws(ICUError) -> [Unit] {
        var capacity = initialCapacity
        for _ in 0..<2 {
            var status: Int32 = 0
            let buffer = UnsafeMutablePointer<Unit>.allocate(capacity: capacity + 1)
            defer { buffer.deallocate() }
            let length = Int(body(buffer, Int32(capacity), &status))
            if status == bufferOverflowError {
                capacity = length
                continue
            }
            try check(status, operation)
            return Array(UnsafeBufferPointer(start: buffer, count: min(length, capacity)))
        }
        throw ICUError(code: bufferOverflowError, operation: "\(operation)")
    }

    package static let bufferOverflowError: Int32 = 15  // U_BUFFER_OVERFLOW_ERROR

    /// A Swift string from a NUL-terminated C buffer.
    package static func string(fromCString buffer: [CChar]) -> String {
        let bytes = buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    package static func string(fromUTF16 units: [UInt16]) -> String {
        String(decoding: units, as: UTF16.self)
    }

    package static func localeString(_ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32, operation: StaticString)
        throws(ICUError) -> String
    {
        let chars = try withGrowingBuffer(of: CChar.self, initialCapacity: 96, operation: operation, body)
        return String(decoding: chars.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// An error that ICU reported, with ICU's own name for it.
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU's `UErrorCode` value.
    public var code: Int32
    /// What Guidepost asked ICU to do.
    public var operation: String
    /// ICU's name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    public var name: String { String(cString: gp_error_name(code)) }

    public var description: String { "ICU failed to \(operation): \(name)" }
}
