import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error, and reading a file or "-".
enum IO {
    static func readInput(_ path: String) throws -> String {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else { throw CLIError("standard input is not UTF-8") }
            return text
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("cannot read \(path)") }
        guard let text = String(data: data, encoding: .utf8) else { throw CLIError("\(path) is not UTF-8") }
        return text
    }

    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Ends the process with a status (outside a command type, whose `exit(withError:)`
    /// would shadow the C library's `exit`).
    static func terminate(_ status: Int32) -> Never {
        exit(status)
    }
}

struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
