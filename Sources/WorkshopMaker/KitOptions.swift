import Messages

/// What `chapters workshop new` was asked for.
public struct KitOptions: Sendable, Equatable {
    /// How the kit names this package.
    public enum PackageSource: Sendable, Equatable {
        /// A local checkout (the default: the checkout `chapters` runs in).
        case path(String)
        /// A hosted copy, by URL (branch `main`).
        case url(String)
    }

    /// The chapter numbers to include (`02`, `03`, …), in book order.
    public var chapters: [String]
    /// The language of the kit's chapters.
    public var language: ReaderLanguage
    /// Write the book's solutions instead of the stubs.
    public var solved: Bool
    /// Where the kit gets this package from.
    public var package: PackageSource
    /// A "predict the number" kit: the chosen chapters with their marked numbers blanked.
    public var predict: Bool
    /// The chosen chapters' Swift exercises. Always, without ``predict``; with it, only when asked (`--predict
    /// --exercises`): one kit whose exercises and blanks `workshop verify` grades together.
    public var exercises: Bool

    /// Options. `exercises` matters only with `predict` (a kit without predictions always has its exercises).
    public init(chapters: [String], language: ReaderLanguage, solved: Bool, package: PackageSource, predict: Bool = false, exercises: Bool = false) {
        self.chapters = chapters
        self.language = language
        self.solved = solved
        self.package = package
        self.predict = predict
        self.exercises = !predict || exercises
    }

    /// The package's identity as SwiftPM derives it: the last path component, without `.git`.
    var packageIdentity: String {
        let location = switch package {
        case .path(let path): path
        case .url(let url): url
        }
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }
}
