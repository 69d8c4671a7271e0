import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads single keys from standard input without waiting for Return, while the watcher runs; restores the
/// terminal as it was when done. Without a terminal (a pipe, CI) it reads whatever bytes arrive.
struct KeyboardMode {
    /// Whether standard input is a terminal.
    let isInteractive: Bool
    private let original: termios?

    init() {
        isInteractive = isatty(STDIN_FILENO) == 1
        guard isInteractive else {
            original = nil
            return
        }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
            original = nil
            return
        }
        original = settings
        // Keys arrive one by one and are not echoed; Ctrl-C arrives as a key, so quitting always restores this.
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    /// Puts the terminal back as it was.
    func restore() {
        guard var settings = original else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    /// The next key typed within `milliseconds`, or `nil`. At the end of a non-terminal input, waits and returns `nil`.
    func readKey(waitingMilliseconds milliseconds: Int32) -> Character? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return nil }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else {
            usleep(UInt32(milliseconds) * 1000)
            return nil
        }
        return Character(Unicode.Scalar(byte))
    }
}
