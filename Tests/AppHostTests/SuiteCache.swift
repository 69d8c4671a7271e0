import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fresh build cache for one suite of this test run, under `tablechapters-test-caches` in the temporary folder.
///
/// The suites need a cache no earlier run has filled (they count compiler runs), and a static cache outlives every
/// test, so nothing removes it at the end: each run left about 200 MB of built apps behind. So a cache's name carries
/// the process that made it (`NAME.PID.UUID`), and making one removes the caches of processes that have ended.
enum SuiteCache {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablechapters-test-caches").path

    /// A new cache folder's path (not made yet).
    static func fresh(_ name: String) -> String {
        let manager = FileManager.default
        try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for entry in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
            let parts = entry.split(separator: ".")
            guard parts.count == 3, let pid = pid_t(parts[1]), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { try? manager.removeItem(atPath: "\(folder)/\(entry)") }
        }
        return "\(folder)/\(name).\(getpid()).\(UUID().uuidString)"
    }
}
