import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary folders for tests, all inside one folder per test process: `tablechapters-tests/PID.UUID` in the
/// temporary folder.
///
/// A test that makes a book, a cache or a kit in the temporary folder rarely removes it (a `defer` is easy to forget,
/// and a static cache outlives every test), and a run of `swift test` left several hundred folders behind. So the
/// process's folder is removed when the process exits, and making it removes those of test processes that have
/// ended without removing theirs (a crash, a kill): a run leaves nothing behind, or at worst its own folder until
/// the next run.
public enum TestFolders {
    /// The folder that holds every process's folder.
    public static let parent = FileManager.default.temporaryDirectory.appendingPathComponent("tablechapters-tests")

    /// This process's folder, made (and the ended processes' removed) on first use.
    public static let root: URL = {
        let manager = FileManager.default
        try? manager.createDirectory(at: parent, withIntermediateDirectories: true)
        for entry in (try? manager.contentsOfDirectory(atPath: parent.path)) ?? [] {
            let parts = entry.split(separator: ".")
            guard parts.count == 2, let pid = pid_t(parts[0]), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { try? manager.removeItem(at: parent.appendingPathComponent(entry)) }
        }
        let root = parent.appendingPathComponent("\(getpid()).\(UUID().uuidString)")
        try? manager.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestFolders.root) }
        return root
    }()

    /// A new folder's location inside this process's folder, `LABEL-UUID` (not made yet: the caller makes it, or
    /// a folder inside it).
    public static func fresh(_ label: String) -> URL {
        root.appendingPathComponent("\(label)-\(UUID().uuidString)")
    }
}
