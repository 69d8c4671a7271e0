import Foundation

/// An exclusive lock on a file (`flock`), held until ``unlock()``: it keeps two processes, or two threads, that
/// share one listing cache from doing the same compiler run at the same time. The file itself stays (it is empty).
public final class FileLock: @unchecked Sendable {
    private var descriptor: Int32

    /// Takes the lock, waiting while another holder has it; `nil` when the file cannot be made (then nothing is
    /// locked and the caller goes on alone, as without a lock).
    public init?(path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
    }

    /// Lets the next waiting holder in; a second call does nothing.
    public func unlock() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}
