import Messages

/// One spec line (or, for a crash or a build error, one line of the reader's code) as the reader's app answered it.
public struct AppLine: Sendable, Equatable {
    /// Where the line is in the chapter.
    public var location: SourceLocation
    /// `nil` when the app agrees with the line; else what the app shows against what the line says ("against your
    /// app: …", in both languages).
    public var failure: LocalizedText?
    /// Why the app was not asked, for a line only the engines can answer (a form the screen cannot show, a runtime
    /// that lacks an API the app uses); `nil` for a line checked against the app.
    public var engineOnly: LocalizedText?

    /// A line checked against the app (`failure` is `nil` when it agrees), or one left to the engines with its reason.
    public init(location: SourceLocation, failure: LocalizedText? = nil, engineOnly: LocalizedText? = nil) {
        self.location = location
        self.failure = failure
        self.engineOnly = engineOnly
    }

    /// Whether the line was checked against the app (whatever the app answered).
    public var isChecked: Bool { engineOnly == nil }
}

/// A step's part of its chapter's app check.
public struct StepAppResult: Sendable, Equatable {
    /// The view controller the app shows, or `nil` when the app did not run.
    public var screen: String?
    /// The step's lines, in order.
    public var lines: [AppLine]

    /// The lines checked against the app.
    public var checked: Int { lines.count { $0.isChecked } }
    /// The lines left to the engines.
    public var engineOnly: [AppLine] { lines.filter { !$0.isChecked } }
    /// The lines where the app disagrees.
    public var failures: [AppLine] { lines.filter { $0.failure != nil } }

    /// A step's app result: the screen the app shows and the step's lines, in order.
    public init(screen: String?, lines: [AppLine]) {
        self.screen = screen
        self.lines = lines
    }
}
