import Foundation
import LearnerResults
import Messages
import SpecLanguage

/// How a "predict the number" kit keeps its answers: each blank's number, digested with where it stands, so that
/// the kit's manifest does not show the answers in plain sight and two blanks with the same answer look different.
public enum PredictionKey {
    /// The number as a spec prints it (`-60.0`, `−60` and `-60` are all `-60`); `nil` when it is not a number.
    public static func normalized(_ answer: String) -> String? {
        var text = answer.replacingOccurrences(of: "−", with: "-")
        if text.hasPrefix("+") { text.removeFirst() }
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
        guard let value = Double(text), value.isFinite else { return nil }
        return SpecNumber.format(value)
    }

    /// The digest a right answer to the blank at `file`:`line` (its `index`th prediction) makes.
    public static func digest(file: String, line: Int, index: Int, answer: String) -> String {
        let number = normalized(answer) ?? answer
        return FileDigest.of(Data("predict|\(file)|\(line)|\(index)|\(number)".utf8))
    }
}

/// Grades the blanks of a kit made with `--predict`: each blank the learner filled in (`offset -60?`) against the
/// book's number.
struct PredictionGrader {
    var root: String
    var language: ReaderLanguage

    func tally(_ blanks: [KitManifest.Blank]) -> PredictionTally {
        var sources: [String: [String]] = [:]
        var graded: [PredictionBlank] = []
        var next: FirstFailure?
        var nextIsWrong = false
        for blank in blanks {
            if sources[blank.file] == nil {
                let path = root == "." ? blank.file : (root as NSString).appendingPathComponent(blank.file)
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                sources[blank.file] = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            let lines = sources[blank.file] ?? []
            let text = blank.line >= 1 && blank.line <= lines.count ? lines[blank.line - 1] : ""
            let marks = Prediction.marks(in: text)
            let mark = blank.index < marks.count ? marks[blank.index] : nil
            let answer = mark?.answer
            let correct = answer.map { PredictionKey.digest(file: blank.file, line: blank.line, index: blank.index, answer: $0) == blank.answerDigest } ?? false
            let column = mark.map { $0.offset + 1 } ?? blank.column
            graded.append(PredictionBlank(file: blank.file, line: blank.line, column: column, answer: answer, correct: correct))
            // The next thing to do: the first blank still open, else the first wrong answer.
            if answer == nil ? (next == nil || nextIsWrong) : (!correct && next == nil) {
                let message = answer == nil ? PredictionMessages.notAnsweredMessage : PredictionMessages.wrongPrediction
                let place = SourceLocation(file: blank.file, line: blank.line, column: column)
                next = FirstFailure(
                    Diagnostic(.error, at: place, message, language: language), file: blank.file, text: text.trimmingCharacters(in: .whitespaces),
                    prose: ProseAbove.sentence(in: lines.joined(separator: "\n"), aboveLine: fence(above: blank.line, in: lines))
                )
                nextIsWrong = answer != nil
            }
        }
        return PredictionTally(
            answered: graded.count { $0.answer != nil }, correct: graded.count(where: \.correct), total: graded.count,
            blanks: graded, next: next, chapters: PredictionTally.chapters(of: graded)
        )
    }

    /// The line of the fence that opens the block holding `line`.
    private func fence(above line: Int, in lines: [String]) -> Int {
        var index = min(line - 1, lines.count) - 1
        while index >= 0 {
            if lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") { return index + 1 }
            index -= 1
        }
        return 1
    }
}
