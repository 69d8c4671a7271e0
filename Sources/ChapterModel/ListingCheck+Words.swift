import Messages

extension ListingCheck {
    /// The check in the reader's words, as the terminal, the study guide and the JSON report's `check` name it.
    public var words: LocalizedText {
        switch self {
        case .compiledAndRun: ChapterMessages.checkCompiledAndRun
        case .typeChecked(.sdk(let version)): ChapterMessages.checkTypeCheckedAgainstSDK(version)
        case .typeChecked(.surface): ChapterMessages.checkTypeCheckedAgainstSurface
        case .syntaxOnly: ChapterMessages.checkSyntaxOnly
        case .notChecked: ChapterMessages.checkNotChecked
        }
    }
}

extension ListingResult {
    /// What the listing got, in words: as ``ListingCheck/words``, but an engine listing with a compile error says it
    /// did not compile (it never ran).
    public var words: LocalizedText {
        if check == .compiledAndRun, failures.contains(where: \.isCompileError) { return ChapterMessages.checkDidNotCompile }
        return check.words
    }
}
