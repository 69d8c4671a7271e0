import Foundation
import Runtime

/// Where the app's code called into UIKit, read from the call stack's debug information.
///
/// The public entry points keep the surface's Swift signatures (no `#fileID`/`#line` parameters, which would change
/// their types and break the signature checks), so the call site comes from the stack instead: the toolchain's
/// `Runtime` module captures the backtrace and symbolicates it with each frame's file, line and column. The first
/// frame outside the runtime's own files is the app's line; an app built without debug information has none.
///
/// Documentation: https://developer.apple.com/documentation/foundation/nsexception/callstacksymbols (what iOS gives
/// an exception instead).
enum CallSite {
    /// The runtime's own source folder (`Sources/UIKitRuntime/`).
    static let runtimeFolder: String = {
        let support = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return support.deletingLastPathComponent().path + "/"
    }()

    /// Whether `path` is one of the runtime's own files.
    static func isRuntimeFile(_ path: String) -> Bool {
        path.hasPrefix(runtimeFolder) || path.hasPrefix("<")
    }

}

/// A captured call stack (return addresses only), symbolicated at most once, on first use; equal to any other, so
/// exceptions compare by what they say.
final class CapturedStack: Equatable, @unchecked Sendable {
    private let backtrace: Backtrace?
    private let lock = NSLock()
    private var resolved: [UIKitException.SourceFrame]?

    init(backtrace: Backtrace?) {
        self.backtrace = backtrace
    }

    static func == (lhs: CapturedStack, rhs: CapturedStack) -> Bool { true }

    /// The frames that have a source location, innermost first (inlined frames are not expanded: the app's code is
    /// built without optimization).
    func sourceFrames() -> [UIKitException.SourceFrame] {
        lock.lock()
        defer { lock.unlock() }
        if let resolved { return resolved }
        let symbolicated = backtrace?.symbolicated(options: [.showSourceLocations, .useSymbolCache])
        let frames = symbolicated?.frames.compactMap { frame -> UIKitException.SourceFrame? in
            guard let symbol = frame.symbol, let location = symbol.sourceLocation else { return nil }
            return UIKitException.SourceFrame(file: location.path, line: location.line, column: location.column, function: symbol.name)
        } ?? []
        resolved = frames
        return frames
    }
}
