/// What check a listing got.
public enum ListingCheck: Equatable, Sendable {
    /// An engine listing: compiled against the package's engine modules and run.
    case compiledAndRun
    /// A device listing type-checked, as a file of the reader's app, against an iOS SDK or the checked surface.
    case typeChecked(against: TypeCheckTarget)
    /// A device listing checked by the Swift parser only (no iOS SDK on this machine).
    case syntaxOnly
    /// Not checked at all, and why, with what to do about it.
    case notChecked(reason: String)

    /// The check in a few words: "compiled and run", "type-checked against iOS SDK 17.5", "syntax only", "not checked".
    public var summary: String {
        switch self {
        case .compiledAndRun: "compiled and run"
        case .typeChecked(let target): "type-checked against \(target.summary)"
        case .syntaxOnly: "syntax only"
        case .notChecked: "not checked"
        }
    }

    /// The check's name in JSON reports: `compiled-and-run`, `type-checked`, `syntax-only` or `not-checked`.
    public var name: String {
        switch self {
        case .compiledAndRun: "compiled-and-run"
        case .typeChecked: "type-checked"
        case .syntaxOnly: "syntax-only"
        case .notChecked: "not-checked"
        }
    }

    /// What the listing was checked against in JSON reports: `engines`, `ios-sdk-17.5`, `checked-ios-surface`, or
    /// `null` when it was not compiled.
    public var against: String? {
        switch self {
        case .compiledAndRun: "engines"
        case .typeChecked(.sdk(let version)): "ios-sdk-\(version)"
        case .typeChecked(.surface): "checked-ios-surface"
        case .syntaxOnly, .notChecked: nil
        }
    }
}

/// What a device listing was type-checked against.
public enum TypeCheckTarget: Equatable, Sendable {
    /// The iOS SDK of this version (`xcrun --sdk iphonesimulator`, on a Mac with Xcode).
    case sdk(version: String)
    /// The checked iOS surface: the iOS 18 SDK's API for table- and list-based screens, declared in this package.
    case surface

    /// "iOS SDK 17.5", or "the checked iOS surface".
    public var summary: String {
        switch self {
        case .sdk(let version): "iOS SDK \(version)"
        case .surface: "the checked iOS surface"
        }
    }
}

/// A compile error or a failed check in a listing, at its place in the Markdown file.
public struct ListingFailure: Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    /// What the compiler or the check said.
    public var message: String
    /// The compiler's error in a listing that is compiled and run: it never ran.
    public var isCompileError: Bool

    public init(at location: SourceLocation, _ message: String, isCompileError: Bool = false) {
        self.location = location
        self.message = message
        self.isCompileError = isCompileError
    }

    public var description: String { "\(location): \(message)" }
}

/// A listing after checking.
public struct ListingResult: Equatable, Sendable {
    /// How a listing came out.
    public enum Status: String, Equatable, Sendable {
        case passed
        case failed
        /// No compiler or no engine modules: neither passed nor failed (a warning).
        case notChecked
    }

    public var listing: CodeListing
    public var check: ListingCheck
    /// Compile errors and failed checks, in order; empty when the listing passed.
    public var failures: [ListingFailure]
    /// For a listing that names a file of the reader's app (`file=`): the file as it stands after it, whole, with
    /// the lines it changed; `nil` for a listing that stands alone, or one whose change could not be applied.
    public var version: FileVersion?
    /// What Xcode would warn about in the listing (a deprecated API): it still passes, but fails under `--strict`.
    public var warnings: [ListingFailure] = []

    public init(listing: CodeListing, check: ListingCheck, failures: [ListingFailure] = [], version: FileVersion? = nil) {
        self.listing = listing
        self.check = check
        self.failures = failures
        self.version = version
    }

    public var status: Status {
        if case .notChecked = check { return .notChecked }
        return failures.isEmpty ? .passed : .failed
    }
}

/// A file of the reader's app at the version one listing made, as a study guide shows it.
public struct FileVersion: Equatable, Sendable {
    /// `SwipeableCell.swift`.
    public var name: String
    /// The whole file, line by line.
    public var lines: [String]
    /// Indices in ``lines`` of the lines this version added or changed.
    public var changed: Set<Int>
    /// Whether this is the file's first version (every line is new).
    public var isFirst: Bool

    public init(name: String, lines: [String], changed: Set<Int>, isFirst: Bool) {
        self.name = name
        self.lines = lines
        self.changed = changed
        self.isFirst = isFirst
    }
}
