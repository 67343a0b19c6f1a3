import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces several files of one directory together: all of them, or none.
///
/// Why not `Data.write(to:options: .atomic)` per file: that makes each file atomic but
/// not the set (a failure on the third file leaves the first two replaced), it does not
/// flush the directory, and it leaves its temporary file behind when the write fails
/// half-way. Here:
///
/// 1. every file is written in full to `.<name>.<pid>.tmp` in the directory and flushed
///    (`fsync`), then the directory is flushed, so that a crash after a rename cannot
///    leave a renamed but empty file;
/// 2. every file that will be replaced is hard-linked to `.<name>.<pid>.bak` (or, on a
///    file system without hard links, moved there just before its rename);
/// 3. the temporary files are renamed over their destinations, one by one; if one rename
///    fails, the files already renamed are put back from their backups (or removed when
///    they are new), so the directory is as it was;
/// 4. the backups are removed.
///
/// Temporary files are removed on every failure path. A process killed with SIGKILL can
/// still leave them: the CLI defers SIGINT/SIGTERM/SIGHUP around `replace` for that.
package enum FileTransaction {
    /// One file to write: its name in the directory and its bytes.
    package struct Change: Sendable {
        package var name: String
        package var bytes: [UInt8]

        package init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// Why nothing was changed (or, if `message` says so, what could not be restored).
    package struct Failure: Error, Sendable {
        /// The file's name in the directory.
        package var file: String
        package var message: String
    }

    package enum Kind {
        case missing, directory, other
    }

    /// What stands at a path, without following a symbolic link (a link is replaced, never
    /// written through).
    package static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .other
    }

    /// Writes each change to its name in `directory`, all or none.
    ///
    /// - Throws: `Failure` naming the file that could not be written or moved into place;
    ///   the directory then holds what it held before.
    package static func replace(_ changes: [Change], in directory: URL) throws(Failure) {
        let pid = getpid()
        var staged: [Staged] = []
        // Until the renames start, a failure only has temporary files and backups to remove.
        func discard() {
            for item in staged {
                unlink(item.temporary)
                if case .linked(let backup) = item.backup { unlink(backup) }
            }
        }
        for change in changes {
            let destination = directory.appendingPathComponent(change.name).path
            let temporary: String
            do {
                temporary = try writeTemporary(change, directory: directory, pid: pid)
            } catch {
                discard()
                throw error
            }
            staged.append(Staged(name: change.name, destination: destination, temporary: temporary, backup: .none))
        }
        do {
            try syncDirectory(directory, name: changes.first?.name ?? "")
        } catch {
            discard()
            throw error
        }
        for index in staged.indices where kind(of: staged[index].destination) == .other {
            let item = staged[index]
            guard let backup = unusedName(directory, "." + item.name, pid, ".bak") else {
                discard()
                throw Failure(file: item.name, message: "cannot find a free name for a backup; nothing was written")
            }
            if link(item.destination, backup) == 0 {
                staged[index].backup = .linked(backup)
            } else if [EPERM, EMLINK, ENOTSUP, EOPNOTSUPP].contains(errno) {
                // No hard links here: the original is moved aside right before its rename.
                staged[index].backup = .moved(backup)
            } else {
                let reason = describe(errno)
                discard()
                throw Failure(file: item.name, message: "cannot keep a backup of the file (\(reason)); nothing was written")
            }
        }
        var renamed = 0
        for index in staged.indices {
            let item = staged[index]
            if case .moved(let backup) = item.backup, rename(item.destination, backup) != 0 {
                let reason = describe(errno)
                throw rollBack(staged, renamed: renamed, movedAside: false, directory: directory,
                    failure: Failure(file: item.name, message: "cannot move the original aside (\(reason))"))
            }
            if rename(item.temporary, item.destination) != 0 {
                let reason = describe(errno)
                throw rollBack(staged, renamed: renamed, movedAside: true, directory: directory,
                    failure: Failure(file: item.name, message: "cannot move the new file into place (\(reason))"))
            }
            renamed += 1
        }
        // Every file is in place; a failure to flush the directory now cannot be undone
        // and changes nothing a reader sees, so it is not reported as a failed import.
        try? syncDirectory(directory, name: "")
        for item in staged {
            switch item.backup {
            case .linked(let backup), .moved(let backup): unlink(backup)
            case .none: break
            }
        }
    }

    private enum Backup {
        case none
        case linked(String)
        case moved(String)
    }

    private struct Staged {
        var name: String
        var destination: String
        var temporary: String
        var backup: Backup
    }

    /// Puts back the first `renamed` files and the one that failed (whose original may
    /// have been moved aside), removes every temporary file and backup, and returns the
    /// error to throw.
    private static func rollBack(
        _ staged: [Staged], renamed: Int, movedAside: Bool, directory: URL, failure: Failure
    ) -> Failure {
        var unrestored: [String] = []
        for index in staged.indices.reversed() {
            let item = staged[index]
            let wasRenamed = index < renamed
            let failed = index == renamed
            switch item.backup {
            case .linked(let backup):
                if wasRenamed {
                    // rename() replaces the new file with the original in one step.
                    if rename(backup, item.destination) != 0 {
                        unrestored.append("\(item.name) (its original is in \(backup): \(describe(errno)))")
                    }
                } else {
                    unlink(backup)
                }
            case .moved(let backup):
                if wasRenamed || (failed && movedAside) {
                    if rename(backup, item.destination) != 0 {
                        unrestored.append("\(item.name) (its original is in \(backup): \(describe(errno)))")
                    }
                }
            case .none:
                if wasRenamed { unlink(item.destination) }
            }
            if !wasRenamed { unlink(item.temporary) }
        }
        try? syncDirectory(directory, name: failure.file)
        if unrestored.isEmpty {
            return Failure(file: failure.file, message: failure.message + "; every file was left as it was, nothing was written")
        }
        return Failure(file: failure.file,
            message: failure.message + "; these files could not be restored: " + unrestored.joined(separator: ", "))
    }

    /// Writes a change to a new temporary file in the directory, flushed to disk; removes
    /// it again when any step fails.
    private static func writeTemporary(_ change: Change, directory: URL, pid: pid_t) throws(Failure) -> String {
        guard let temporary = unusedName(directory, "." + change.name, pid, ".tmp") else {
            throw Failure(file: change.name, message: "cannot find a free name for a temporary file; nothing was written")
        }
        // Keep the permissions of a file being replaced; a new one gets the usual 0644 (less the umask).
        var info = stat()
        let destination = directory.appendingPathComponent(change.name).path
        let existingMode: mode_t? = stat(destination, &info) == 0 ? info.st_mode & 0o7777 : nil
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existingMode ?? 0o644)
        guard descriptor >= 0 else {
            throw Failure(file: change.name, message: "cannot write: \(describe(errno)); nothing was written")
        }
        func fail(_ what: String) -> Failure {
            let reason = describe(errno)
            close(descriptor)
            unlink(temporary)
            return Failure(file: change.name, message: "cannot \(what): \(reason); nothing was written")
        }
        if let existingMode, fchmod(descriptor, existingMode) != 0 { throw fail("keep the file's permissions") }
        do {
            // FileHandle writes it all, retrying interrupted writes; the descriptor stays ours to close.
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: change.bytes)
        } catch {
            throw fail("write (\(error.localizedDescription))")
        }
        if fsync(descriptor) != 0 { throw fail("flush the file to disk") }
        if close(descriptor) != 0 {
            let reason = describe(errno)
            unlink(temporary)
            throw Failure(file: change.name, message: "cannot write: \(reason); nothing was written")
        }
        return temporary
    }

    /// Flushes the directory's entries (the renames, the new files) to disk.
    private static func syncDirectory(_ directory: URL, name: String) throws(Failure) {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(file: name, message: "cannot open the directory to flush it: \(describe(errno)); nothing was written")
        }
        defer { close(descriptor) }
        // Some file systems cannot flush a directory (EINVAL); their renames are as durable as they get.
        if fsync(descriptor) != 0 && errno != EINVAL {
            throw Failure(file: name, message: "cannot flush the directory to disk: \(describe(errno)); nothing was written")
        }
    }

    /// `<directory>/<stem>.<pid><suffix>`, or with a counter after the pid when a file of
    /// that name is left from an earlier run or another write in this process.
    private static func unusedName(_ directory: URL, _ stem: String, _ pid: pid_t, _ suffix: String) -> String? {
        for attempt in 0..<100 {
            let name = attempt == 0 ? "\(stem).\(pid)\(suffix)" : "\(stem).\(pid)-\(attempt)\(suffix)"
            let path = directory.appendingPathComponent(name).path
            if kind(of: path) == .missing { return path }
        }
        return nil
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
