import Foundation
import HTML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one folder a report may write into. Every file is named by a path relative to it whose parts
/// are checked (``ReportPath``), every file is written atomically, and no write follows a symbolic
/// link out of the folder.
public struct ReportFolder: Sendable {
    /// The folder, as given.
    public let path: String
    /// When set, a file is replaced only if its first kilobyte holds this text (the tool's generator tag): a file
    /// of the person's own in the folder (their `index.html`) is never written over.
    public let owner: String?

    /// Opens the folder, creating it (and its parents) when missing.
    /// - Parameter owner: replace only the files whose first kilobyte holds this text.
    public init(path: String, owner: String? = nil) throws(AtomicWriter.WriteError) {
        self.path = path
        self.owner = owner
        try AtomicWriter.makeFolder(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AtomicWriter.WriteError(path: path, message: "this is a file, not a folder; name a folder for the report")
        }
    }

    /// What a write did.
    public enum WriteOutcome: Equatable, Sendable {
        /// The file was created or replaced.
        case written
        /// The file already held exactly these bytes and was left as it was.
        case unchanged
    }

    /// Writes `text` as UTF-8 to `relativePath` inside the folder, creating subfolders as needed.
    ///
    /// A file that already holds exactly these bytes is left alone (keeping its modification time), so running a
    /// report again into the same folder rewrites only the pages that changed.
    @discardableResult
    public func write(_ text: String, to relativePath: ReportPath, flushing: Bool = true) throws(AtomicWriter.WriteError) -> WriteOutcome {
        var folder = path
        for part in relativePath.folders {
            folder = ReportFolder.join(folder, part)
            var status = stat()
            if lstat(folder, &status) == 0 {
                guard (status.st_mode & S_IFMT) == S_IFDIR else {
                    throw AtomicWriter.WriteError(path: folder, message: "is not a folder (or is a symbolic link); remove it or choose another --out")
                }
            } else if mkdir(folder, 0o755) != 0, errno != EEXIST {
                throw AtomicWriter.WriteError(path: folder, message: "cannot create the folder (\(String(cString: strerror(errno))))")
            }
        }
        let file = ReportFolder.join(folder, relativePath.fileName)
        let data = Data(text.utf8)
        var status = stat()
        if lstat(file, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFREG else {
                throw AtomicWriter.WriteError(path: file, message: "is not a regular file (or is a symbolic link); remove it or choose another --out")
            }
            if Int(status.st_size) == data.count, Self.contents(of: file, count: data.count) == data { return .unchanged }
            if let owner, !Self.holds(owner, file: file, size: Int(status.st_size)) {
                throw AtomicWriter.WriteError(path: file, message: "exists, and the report did not write it; it was left as it is: move it away or choose another --out")
            }
        }
        try AtomicWriter.write(data, toFile: file, flushing: flushing)
        return .written
    }

    /// Removes the `.html` files directly in `subfolder` that are not in `keeping` and that this tool wrote (their
    /// first kilobyte holds `marker`): pages of chapters renamed or removed since an earlier report. Anything else
    /// in the folder, and anything that is not a regular file, is left alone.
    /// - Returns: the pages removed, by path relative to the folder, sorted.
    public func removeStalePages(in subfolder: String, keeping: Set<ReportPath>, marker: String) -> [ReportPath] {
        let folder = ReportFolder.join(path, subfolder)
        var status = stat()
        guard lstat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [ReportPath] = []
        for name in names.sorted() where name.hasSuffix(".html") {
            guard let page = ReportPath("\(subfolder)/\(name)"), !keeping.contains(page) else { continue }
            let file = ReportFolder.join(folder, name)
            guard lstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
                  Self.holds(marker, file: file, size: Int(status.st_size)), unlink(file) == 0 else { continue }
            removed.append(page)
        }
        return removed
    }

    /// Whether the first kilobyte of `file` (of `size` bytes) holds `marker`.
    private static func holds(_ marker: String, file: String, size: Int) -> Bool {
        contents(of: file, count: min(1024, size))?.range(of: Data(marker.utf8)) != nil
    }

    /// The first `count` bytes of a regular file, not following a symbolic link; `nil` when it cannot be read.
    private static func contents(of file: String, count: Int) -> Data? {
        let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data = Data(count: count)
        let complete = data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) -> Bool in
            var offset = 0
            while offset < count {
                let got = read(descriptor, buffer.baseAddress! + offset, count - offset)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return false }
                offset += got
            }
            return true
        }
        return complete ? data : nil
    }

    /// The full path of a file in the folder.
    public func fullPath(of relativePath: ReportPath) -> String {
        relativePath.parts.reduce(path) { ReportFolder.join($0, $1) }
    }

    package static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
