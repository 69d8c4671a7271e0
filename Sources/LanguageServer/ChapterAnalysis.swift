import BookVerification
import ChapterModel
import Messages
import SpecInterpreter
import SpecLanguage

/// One chapter checked as `chapters verify` checks it, from the editor's text: its result, and the problems found
/// as the editor's diagnostics, in the chapter's language, with the words `verify` prints.
public struct ChapterAnalysis: Sendable {
    /// The chapter as read from the editor's text.
    public var chapter: Chapter
    /// Its steps after running (listings attached when they were checked).
    public var result: ChapterResult
    /// The problems of the chapter, at their ranges.
    public var diagnostics: [LSPDiagnostic]
    /// The twin translation (or original) it was compared with, if any.
    public var twin: Chapter?
    /// Whether the chapter is a learner's copy in a predictions kit: no value the engines computed is shown.
    public var isPredictionKit = false

    /// The chapter's language, from its folder.
    public var language: ReaderLanguage { chapter.language }

    /// Reads, runs and compares one chapter.
    /// - Parameters:
    ///   - document: the chapter as the editor has it.
    ///   - twin: its translation (or original) as the editor has it, or as it stands on disk; `nil` for none.
    ///   - listings: compiles the chapter's Swift listings too (slow: on save only).
    ///   - stepLine: with `listings`, compile only the listings of the step whose heading is at this 1-based line.
    ///   - kit: the chapter is a learner's copy in a predictions kit (``PredictionKitFolder``): its diagnostics show
    ///     no value the engines computed. Elsewhere only a line with a blank (`?`) hides them.
    public static func analyze(
        _ document: Document, twin: Document?, listings: (any ListingChecking)? = nil, stepLine: Int? = nil, kit: Bool = false
    ) -> ChapterAnalysis {
        let path = document.path
        let chapter = ChapterReader.parse(markdown: document.text, path: path, language: ChapterReader.language(ofPath: path))
        var result = ScenarioRunner.run(chapter)
        if let listings {
            var checked = chapter
            for index in checked.steps.indices where stepLine.map({ checked.steps[index].location.line != $0 }) ?? false {
                checked.steps[index].listings = []
            }
            result.attach(listings.check(checked))
        }
        let words = chapter.language
        var builder = DiagnosticBuilder(document: document, language: words, kit: kit)
        builder.add(result, listingsChecked: listings != nil)
        var analysis = ChapterAnalysis(chapter: chapter, result: result, diagnostics: builder.diagnostics, twin: nil, isPredictionKit: kit)
        if let twin {
            let other = ChapterReader.parse(markdown: twin.text, path: twin.path, language: ChapterReader.language(ofPath: twin.path))
            let isOriginal = words == .english
            let drifts = TranslationSync.drifts(original: isOriginal ? chapter : other, translation: isOriginal ? other : chapter)
            builder.addDrifts(drifts, ownSide: isOriginal ? \.original : \.translation, fileName: chapter.fileName)
            analysis.diagnostics = builder.diagnostics
            analysis.twin = other
        }
        return analysis
    }

    /// The outcome of the spec line at a 1-based line, if one ran there.
    public func outcome(atLine line: Int) -> LineResult? {
        for step in result.steps {
            for block in step.blocks {
                if let found = block.lines.first(where: { $0.location.line == line }) { return found }
            }
        }
        return nil
    }
}

/// Turns a chapter's results into diagnostics with the same words the terminal report prints.
struct DiagnosticBuilder {
    var document: Document
    var language: ReaderLanguage
    /// A predictions kit's chapter: no line shows what the engines computed.
    var kit: Bool
    private(set) var diagnostics: [LSPDiagnostic] = []

    init(document: Document, language: ReaderLanguage, kit: Bool = false) {
        self.document = document
        self.language = language
        self.kit = kit
    }

    /// Whether a line's diagnostics must not show a value the engines computed: every line of a predictions kit,
    /// and a line with a blank anywhere.
    func hidesValues(_ text: String) -> Bool {
        kit || (Prediction.mayHaveMarks(text) && Prediction.marks(in: text).contains(where: \.isBlank))
    }

    private func say(_ text: LocalizedText) -> String { text.text(in: language) }

    mutating func add(_ result: ChapterResult, listingsChecked: Bool) {
        for diagnostic in result.chapter.diagnostics {
            let hint = diagnostic.hint.map { say(LocalizedText(" (\($0))", zh: "（\($0)）")) } ?? ""
            append(.warning, at: diagnostic.location, extent: .line, diagnostic.message + hint)
        }
        for step in result.steps {
            if listingsChecked { addListings(step) }
            for block in step.blocks { add(block, of: step) }
        }
    }

    private mutating func addListings(_ step: StepResult) {
        for listing in step.listings {
            switch listing.check {
            case .notChecked(let reason):
                append(.warning, at: listing.listing.location, extent: .line, say(ReportMessages.listingsNotCheckedBecause(1)) + " " + reason)
            default:
                for failure in listing.failures {
                    append(.error, at: failure.location, extent: .line, failure.message + say(ReportMessages.swiftListing(say(listing.words))))
                }
                // Xcode's warnings (a deprecated API) in a listing that type-checks, at their lines.
                for warning in listing.warnings {
                    append(.warning, at: warning.location, extent: .line, warning.message + say(ReportMessages.swiftListing(say(listing.words))))
                }
            }
        }
    }

    private mutating func add(_ block: BlockResult, of step: StepResult) {
        for (line, failure) in block.failures {
            // What the engines found (an expectation's actual value, a refusal's numbers) stays hidden; a parse
            // error is about the text and stays.
            if hidesValues(line.text), line.isCommand {
                append(.error, at: line.location, extent: .line, say(LanguageServerMessages.failedValuesHidden))
                continue
            }
            var message = failure.messageWithSuggestion
            if let expected = failure.expected { message += "\n\(failure.expectedLabel)\(expected)" }
            if let actual = failure.actual { message += "\n\(failure.actualLabel)\(actual)" }
            let data = failure.suggestion.map { JSONValue.object(["didYouMean": .string($0)]) }
            // A parse error's place is its token; a failure at the command's start (an expectation, a refusal) is the
            // whole line's, unless "did you mean" names the word there.
            let place = failure.location ?? line.location
            let indentation = line.text.prefix { $0.isWhitespace }.count
            let isLine = place.line == line.location.line && place.column == line.location.column + indentation && failure.suggestion == nil
            append(.error, at: place, extent: isLine ? .line : .word, message, data: data)
        }
        for line in block.notAnswered {
            let column = Prediction.marks(in: line.text).first { $0.isBlank }?.offset ?? 0
            append(.warning, at: line.location.advanced(by: column), extent: .word, say(PredictionMessages.notAnsweredMessage))
        }
        if let explanation = block.blockedExplanation(in: language) {
            append(.information, at: block.block.location, extent: .line, say(ReportMessages.step(step.step.title)) + explanation)
        }
    }

    /// The drifts of a pair, at this document's side of each.
    mutating func addDrifts(_ drifts: [TranslationDrift], ownSide: KeyPath<TranslationDrift, SourceLocation>, fileName: String) {
        for drift in drifts {
            // The twin's line may hold the number this line leaves blank: both are shown blanked then.
            let ownLine = document.lines.indices.contains(drift[keyPath: ownSide].line - 1) ? document.lines[drift[keyPath: ownSide].line - 1] : ""
            let hiding = hidesValues(ownLine)
            let shown = { (line: String) -> String in hiding ? Prediction.blanking(line) : line }
            let text = hiding && drift.kind == .changedLine
                ? DriftMessages.lineDiffers(original: shown(drift.originalLine), translation: shown(drift.translationLine)) : drift.text
            let message = say(DriftMessages.driftIn(fileName)) + say(text)
                + "\n\(drift.original): \(shown(drift.originalLine))\n\(drift.translation): \(shown(drift.translationLine))\n" + say(drift.hintText)
            append(.error, at: drift[keyPath: ownSide], extent: .line, message)
        }
    }

    /// How far a diagnostic reaches from its place.
    enum Extent {
        /// To the end of the word there (a parse error's token, a prediction mark).
        case word
        /// To the end of the line, trailing blanks left out.
        case line
    }

    private mutating func append(
        _ severity: LSPDiagnostic.Severity, at location: SourceLocation, extent: Extent, _ message: String, data: JSONValue? = nil
    ) {
        diagnostics.append(LSPDiagnostic(range: range(at: location, extent: extent), severity: severity, message: message, data: data))
    }

    func range(at location: SourceLocation, extent: Extent) -> TextRange {
        let line = max(0, location.line - 1)
        let text = document.lines.indices.contains(line) ? Array(document.lines[line]) : []
        let startIndex = min(max(0, location.column - 1), text.count)
        var endIndex = startIndex
        switch extent {
        case .word:
            while endIndex < text.count, !text[endIndex].isWhitespace { endIndex += 1 }
        case .line:
            endIndex = text.count
            while endIndex > startIndex, text[endIndex - 1].isWhitespace { endIndex -= 1 }
        }
        if endIndex == startIndex, startIndex < text.count { endIndex += 1 }
        let start = String(text[..<startIndex]).utf16.count
        let end = String(text[..<endIndex]).utf16.count
        return TextRange(start: Position(line: line, character: start), end: Position(line: line, character: end))
    }
}
