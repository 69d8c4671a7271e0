import ChapterModel
import Foundation
import Messages
import SpecLanguage

/// Which lines that do not parse a chapter's result lists, like a compiler: the first ``limit`` in the chapter with
/// their suggestions, then one line saying how many more there are; the rest are not listed.
///
/// Parsing is static, so every line that does not parse is reported in one run, whatever failed before it. Only
/// the listed lines pay for a "did you mean …?", which keeps a chapter of garbage as cheap as a good one.
struct ParseErrorListing {
    /// Lines that do not parse listed per chapter.
    static let limit = 50

    /// Lines that do not parse in the whole chapter.
    let total: Int
    /// The chapter's language, which its parse errors are written in.
    let language: ReaderLanguage
    /// Lines that do not parse met so far.
    private var seen = 0

    init(total: Int, language: ReaderLanguage = .english) {
        self.total = total
        self.language = language
    }

    /// The outcome of the next line that does not parse, in the chapter's order.
    mutating func outcome(for diagnostic: SpecDiagnostic) -> LineOutcome {
        seen += 1
        if seen <= Self.limit { return .failed(LineFailure(SpecParser.withSuggestion(diagnostic), in: language)) }
        guard seen == Self.limit + 1 else { return .notRun }
        let more = total - Self.limit
        return .failed(LineFailure(
            ParserMessages.moreLinesDoNotParse(more, limit: Self.limit).text(in: language), at: diagnostic.location, language: language
        ))
    }
}
