import ChapterModel

/// What check a listing got.
public enum ListingCheck: Equatable, Sendable {
    /// An engine listing: compiled against the package's engine modules and run.
    case compiledAndRun
    /// A device listing type-checked against the iOS SDK of this version.
    case typeChecked(sdkVersion: String)
    /// A device listing checked by the Swift parser only (no iOS SDK on this machine).
    case syntaxOnly
    /// Not checked at all, and why, with what to do about it.
    case notChecked(reason: String)

    /// The check in a few words: "compiled and run", "type-checked against iOS SDK 17.5", "syntax only", "not checked".
    public var summary: String {
        switch self {
        case .compiledAndRun: "compiled and run"
        case .typeChecked(let version): "type-checked against iOS SDK \(version)"
        case .syntaxOnly: "syntax only"
        case .notChecked: "not checked"
        }
    }
}

/// A compile error or a failed check in a listing, at its place in the Markdown file.
public struct ListingFailure: Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    /// What the compiler or the check said.
    public var message: String

    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
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

    public init(listing: CodeListing, check: ListingCheck, failures: [ListingFailure] = []) {
        self.listing = listing
        self.check = check
        self.failures = failures
    }

    public var status: Status {
        if case .notChecked = check { return .notChecked }
        return failures.isEmpty ? .passed : .failed
    }
}
