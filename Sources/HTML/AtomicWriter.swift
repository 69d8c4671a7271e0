import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files whole or not at all: the bytes go to a temporary file in the same folder, which is
/// then renamed over the destination, so a reader never sees half a report and a failed write
/// leaves the old file (or nothing) behind.
public enum AtomicWriter {
    /// Why a file could not be written.
    public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file or folder.
        public var path: String
        /// What went wrong.
        public var message: String
        /// `path: message`.
        public var description: String { "\(path): \(message)" }

        /// The file (or folder) that could not be written, and why.
        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }
    }

    /// Makes the folder `path` and its parents where missing. The error says why in a person's words: the system's
    /// reason (`Not a directory`), and which part of the path is a file when one is in the way.
    public static func makeFolder(_ path: String) throws(WriteError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw WriteError(path: path, message: "cannot create the folder: a file of that name is in the way") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            // The first part of the path that exists and is a file, not a folder.
            var part = URL(fileURLWithPath: path).standardizedFileURL
            while part.pathComponents.count > 1 {
                part.deleteLastPathComponent()
                if FileManager.default.fileExists(atPath: part.path, isDirectory: &isFolder) {
                    if !isFolder.boolValue { throw WriteError(path: path, message: "cannot create the folder: \(part.path) is a file, not a folder") }
                    break
                }
            }
            throw WriteError(path: path, message: "cannot create the folder (\(systemReason(error)))")
        }
    }

    /// The system's own reason for a Foundation file error (`Permission denied`, `No space left on device`), not the
    /// error's whole description.
    public static func systemReason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedFailureReason ?? error.localizedDescription
    }

    /// Writes `data` to `path` atomically; the folder must exist. The file is readable by everyone (0644).
    /// - Parameter flushing: also flush the file to disk before the rename, so it survives a power cut.
    ///   Readers never see half a file either way; a site of thousands of pages flushes only its last one.
    public static func write(_ data: Data, toFile path: String, flushing: Bool = true) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        guard !name.isEmpty, name != ".", name != ".." else {
            throw WriteError(path: path, message: "this names a folder, not a file")
        }
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast())
        template += Array(".\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw WriteError(path: path, message: "cannot create a file in \(folder) (\(reason()))")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        if fchmod(descriptor, 0o644) != 0 { failure = "cannot set permissions (\(reason()))" }
        if failure == nil { failure = writeAll(data, to: descriptor) }
        if failure == nil, flushing, fsync(descriptor) != 0 { failure = "cannot flush (\(reason()))" }
        if close(descriptor) != 0, failure == nil { failure = "cannot close (\(reason()))" }
        if failure == nil, rename(temporary, path) != 0 { failure = "cannot replace the file (\(reason()))" }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, message: failure)
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return "cannot write (\(reason()))"
                }
                offset += written
            }
            return nil
        }
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}

/// `write(2)`, named apart from ``AtomicWriter/write(_:toFile:flushing:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
