import Messages

extension ListingCheck {
    /// The check in the reader's words, as the terminal, the study guide and the JSON report's `check` name it.
    public var words: LocalizedText {
        switch self {
        case .compiledAndRun: ReportMessages.checkCompiledAndRun
        case .typeChecked(.sdk(let version)): ReportMessages.checkTypeCheckedAgainstSDK(version)
        case .typeChecked(.surface): ReportMessages.checkTypeCheckedAgainstSurface
        case .syntaxOnly: ReportMessages.checkSyntaxOnly
        case .notChecked: ReportMessages.checkNotChecked
        }
    }
}

extension ListingResult {
    /// What the listing got, in words: as ``ListingCheck/words``, but an engine listing with a compile error says it
    /// did not compile (it never ran).
    public var words: LocalizedText {
        if check == .compiledAndRun, failures.contains(where: \.isCompileError) { return ReportMessages.checkDidNotCompile }
        return check.words
    }
}
