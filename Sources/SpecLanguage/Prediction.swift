import ChapterModel

/// "Predict the number": a number of an `expect` line that the reader is asked to predict.
///
/// An author marks it with a question mark right after it (`expect row 3 offset -60?`); it is checked like any
/// number. A workshop kit made with `--predict` replaces it with a blank, a question mark alone
/// (`expect row 3 offset ?`), which parses and comes out as *not answered* until the learner writes a number
/// before it. The full-width `？` is the same mark. Only numbers of `expect` lines can be predictions.
public struct Prediction: Hashable, Sendable {
    /// Where the mark starts in its line (0-based characters): the number's first character, or the blank's `?`.
    public var offset: Int
    /// The mark as written, `-60?` or `?`.
    public var text: String
    /// Which of the line's numbers this is (0-based, counting every number and blank of the line in order).
    public var ordinal: Int
    /// The number as written without its `?` (`-60`), `nil` for a blank.
    public var answer: String?

    /// A prediction.
    public init(offset: Int, text: String, ordinal: Int, answer: String?) {
        self.offset = offset
        self.text = text
        self.ordinal = ordinal
        self.answer = answer
    }

    /// Whether the reader has still to write a number here.
    public var isBlank: Bool { answer == nil }

    /// Whether `line` may hold a mark: it has a `?` or a `？` (U+FF1F, EF BC 9F). Scans the UTF-8 bytes, so that the
    /// many lines without either cost almost nothing to pass over; a line it lets through is then lexed.
    public static func mayHaveMarks(_ line: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in line.utf8 {
            if byte == 0x3F || (byte == 0x9F && previous == (0xEF, 0xBC)) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// The predictions of one line as written, in order, whatever the line is (nothing for a line that does not
    /// lex). A kit maker blanks them; a grader reads them back.
    public static func marks(in line: String) -> [Prediction] {
        guard let tokens = try? SpecLexer.tokens(in: line) else { return [] }
        return marks(in: tokens)
    }

    static func marks(in tokens: [Token]) -> [Prediction] {
        var result: [Prediction] = []
        var ordinal = 0
        for token in tokens {
            guard case .number = token.kind else { continue }
            defer { ordinal += 1 }
            switch token.prediction {
            case .blank?: result.append(Prediction(offset: token.offset, text: token.text, ordinal: ordinal, answer: nil))
            case .answered?:
                result.append(Prediction(offset: token.offset, text: token.text, ordinal: ordinal, answer: String(token.text.dropLast())))
            case nil: break
            }
        }
        return result
    }

    /// `line` with every answered prediction replaced by a blank `?` (a kit's copy for the learner); the lines
    /// without predictions as they are.
    public static func blanking(_ line: String) -> String {
        let marks = marks(in: line).filter { !$0.isBlank }
        guard !marks.isEmpty else { return line }
        var characters = Array(line)
        for mark in marks.reversed() {
            characters.replaceSubrange(mark.offset..<mark.offset + mark.text.count, with: "?")
        }
        return String(characters)
    }
}

/// How a number token is marked for "predict the number".
enum PredictionMark: Equatable, Sendable {
    /// `60?`: a number the author marked as one to predict.
    case answered
    /// `?`: a blank left for the reader; it stands where a number goes, with the placeholder value 0.
    case blank

    /// A blank at `i` (`?` or `？`), consumed; `nil` (and `i` unchanged) for anything else.
    static func blank(_ line: SpecLexer.Line, at i: inout Int) -> Token? {
        guard isMark(line.codes[i]) else { return nil }
        let token = Token(kind: .number(0, isDuration: false), offset: i, text: line.text(i, i + 1), prediction: .blank)
        i += 1
        return token
    }

    /// Marks `number` as an answered prediction when a `?` follows it right away (consumed).
    static func markAnswer(_ number: inout Token, _ line: SpecLexer.Line, at i: inout Int) {
        guard i < line.count, isMark(line.codes[i]) else { return }
        number.text += line.text(i, i + 1)
        number.prediction = .answered
        i += 1
    }

    /// `?` or `？` (U+FF1F), by a character's code (``SpecLexer/Line``): neither has a canonical equivalent.
    private static func isMark(_ code: UInt32) -> Bool { code == 0x3F || code == 0xFF1F }
}

extension CanonicalForm {
    /// The canonical text of a parsed command with its predictions marked as written (`expect row 3 offset -60?`,
    /// `expect row 3 offset ?`), so that a translation must mark the same numbers as its original.
    public func text(of command: Command) -> String {
        let plain = SpecGrammar.print(command.kind, .english, maskingStrings: maskingStrings, form: command.form)
        guard !command.predictions.isEmpty else { return plain }
        // The canonical text is spec language too: mark the same numbers in it, by their order in the line. When
        // canonical spelling changes how many numbers there are (`row [0, 3]` is `row 3`), list the marks instead.
        let sourceNumbers = ((try? SpecLexer.tokens(in: command.text)) ?? []).count { if case .number = $0.kind { true } else { false } }
        guard let tokens = try? SpecLexer.tokens(in: plain) else { return plain }
        let numbers = tokens.filter { if case .number = $0.kind { true } else { false } }
        guard numbers.count == sourceNumbers else {
            return plain + " (predicted: " + command.predictions.map { "#\($0.ordinal + 1) \($0.answer ?? "?")" }.joined(separator: ", ") + ")"
        }
        var characters = Array(plain)
        for prediction in command.predictions.reversed() where prediction.ordinal < numbers.count {
            let number = numbers[prediction.ordinal]
            let replacement = prediction.isBlank ? "?" : number.text + "?"
            characters.replaceSubrange(number.offset..<number.offset + number.text.count, with: replacement)
        }
        return String(characters)
    }
}

extension SpecParser {
    /// The parsed line with its predictions attached; a prediction on a line that is not an `expect` is refused
    /// (nothing there is checked, so there is nothing to predict).
    static func attachingPredictions(_ parsed: ParsedLine, tokens: [Token], line: String, at location: SourceLocation) -> ParsedLine {
        guard tokens.contains(where: { $0.prediction != nil }), case .command(var command) = parsed else { return parsed }
        let marks = Prediction.marks(in: tokens)
        guard case .expect = command.kind else {
            let first = marks.first
            return .invalid(SpecDiagnostic(
                location: location.advanced(by: first?.offset ?? 0), line: line,
                message: "`\(first?.text ?? "?")` marks a prediction, which only an `expect` line can hold; "
                    + "remove the `?` (write the number alone)"
            ))
        }
        command.predictions = marks
        return .command(command)
    }
}
