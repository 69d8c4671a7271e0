import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads single keys from standard input without waiting for Return, while the watcher runs; restores the
/// terminal as it was when done. Without a terminal (a pipe, CI) it reads whatever bytes arrive.
///
/// The terminal does not turn Ctrl-C into a signal in this mode (ISIG is off): Ctrl-C arrives as the key 0x03, which
/// the watcher reads at every moment, during a build or a check too (``WatchKey``), so it can end the child's process
/// group before it leaves. A SIGINT, SIGTERM or SIGHUP sent from elsewhere is caught the same way (``QuitSignals``).
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

/// What a key means to the watcher.
enum WatchKey: Equatable {
    /// `q`, Ctrl-C (0x03) or Ctrl-D (0x04): leave, ending any build or check in progress.
    case quit
    /// `h`: show or hide the hint (help in a "predict the number" kit).
    case hint
    /// Any other key: ignored.
    case other

    init(_ key: Character) {
        switch key {
        case "q", "Q", "\u{03}", "\u{04}": self = .quit
        case "h", "H": self = .hint
        default: self = .other
        }
    }
}

/// SIGINT, SIGTERM and SIGHUP, caught while the watcher runs (from `kill`, or a terminal that closes), so that the
/// watcher ends its child's process group and restores the terminal before it leaves, instead of dying at once and
/// leaving the child running. The child gets the default actions back (``ChildProcess``).
final class QuitSignals: @unchecked Sendable {
    private let lock = NSLock()
    private var caught = false
    private var sources: [any DispatchSourceSignal] = []
    private static let numbers = [SIGINT, SIGTERM, SIGHUP]

    /// Starts catching the signals.
    init() {
        for number in Self.numbers {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.set() }
            source.resume()
            sources.append(source)
        }
    }

    private func set() {
        lock.lock()
        caught = true
        lock.unlock()
    }

    /// Whether one of the signals arrived.
    var received: Bool {
        lock.lock()
        defer { lock.unlock() }
        return caught
    }

    /// Stops catching them: their default actions again.
    func restore() {
        for source in sources { source.cancel() }
        sources = []
        for number in Self.numbers { signal(number, SIG_DFL) }
    }
}
