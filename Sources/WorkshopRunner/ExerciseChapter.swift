import ChapterModel
import Foundation
import Messages
import SpecInterpreter
import SpecLanguage

/// The chapter an exercise is graded on in a kit that also blanks predictions (`chapters workshop new --predict
/// --exercises`).
///
/// The learner's copy holds blanks (`offset ?`) or their own predictions, and neither may decide an exercise: a blank
/// is "not answered" and a wrong prediction fails its line, whatever the learner's Swift does. So each blank gets the
/// book's number back before the exercise runs: the chapter runs once with the book's own decisions and a stand-in
/// number in every blank, and of the numbers the engines report at a blank's line the one whose digest the kit's
/// manifest holds is the book's. The exercise then checks exactly what the book checks. The numbers stay in memory;
/// a failure on such a line is shown with the line blanked and without its numbers.
struct ExerciseChapter {
    /// The chapter, blanks filled with the book's numbers (a line whose number could not be found is left out).
    var chapter: Chapter
    /// The learner's copy, as read.
    var source: String
    /// The lines that hold predictions: a failure there must not show its numbers.
    var predictionLines: Set<Int>

    /// The chapter of the kit file `file` (relative to the kit), whose text is `source`, with its `blanks`.
    init(source: String, file: String, language: ReaderLanguage, blanks: [KitManifest.Blank]) {
        self.source = source
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var expected: [Int: [Int: KitManifest.Blank]] = [:]
        for blank in blanks where blank.file == file { expected[blank.line, default: [:]][blank.index] = blank }
        // Only the kit's blanks: a `?` the learner typed elsewhere is graded as written, as in a kit without predictions.
        var marked: [Int: [Prediction]] = [:]
        for line in expected.keys where line >= 1 && line <= lines.count {
            let marks = Prediction.marks(in: lines[line - 1])
            if !marks.isEmpty { marked[line] = marks }
        }
        predictionLines = Set(expected.keys)
        var numbers: [Int: [Int: String]] = [:]

        /// The text with each mark replaced: a number found, else `probe` (or, without a probe, the line left out).
        func text(probe: String?) -> String {
            var copy = lines
            for (line, marks) in marked {
                let found = numbers[line] ?? [:]
                let complete = marks.indices.allSatisfy { found[$0] != nil }
                guard complete || probe != nil else {
                    copy[line - 1] = ""
                    continue
                }
                var characters = Array(copy[line - 1])
                for (index, mark) in marks.enumerated().reversed() {
                    characters.replaceSubrange(mark.offset..<mark.offset + mark.text.count, with: Array(found[index] ?? probe ?? "0"))
                }
                copy[line - 1] = String(characters)
            }
            return copy.joined(separator: "\n")
        }

        // Each run settles the blanks whose lines ran; a refused command earlier can leave some for the next run.
        let probe = "0"
        for _ in 0...marked.count {
            let unsettled = marked.filter { line, marks in marks.indices.contains { numbers[line]?[$0] == nil } }
            guard !unsettled.isEmpty else { break }
            let run = ScenarioRunner.run(ChapterReader.parse(markdown: text(probe: probe), path: file, language: language), decisions: .book)
            var settled = false
            for step in run.steps {
                for block in step.blocks {
                    for line in block.lines {
                        let number = line.location.line
                        guard let marks = unsettled[number] else { continue }
                        let candidates: [String] = switch line.outcome {
                        case .passed: [probe]
                        case .failed(let failure): Self.numbers(in: [failure.actual ?? "", failure.message].joined(separator: " "))
                        default: []
                        }
                        for index in marks.indices where numbers[number]?[index] == nil {
                            guard let blank = expected[number]?[index] else { continue }
                            let answer = candidates.first {
                                PredictionKey.digest(file: file, line: number, index: index, answer: $0) == blank.answerDigest
                            }
                            if let answer {
                                numbers[number, default: [:]][index] = PredictionKey.normalized(answer) ?? answer
                                settled = true
                            }
                        }
                    }
                }
            }
            if !settled { break }
        }
        chapter = ChapterReader.parse(markdown: text(probe: nil), path: file, language: language)
    }

    /// The learner's line `number` with every prediction blanked: what a failure there shows.
    func blankedLine(_ number: Int) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return "" }
        let blanked = Prediction.blanking(String(lines[number - 1]))
        return blanked.trimmingCharacters(in: .whitespaces)
    }

    /// The numbers written in `text` (`-60`, `149.5`, `−3`), in order.
    static func numbers(in text: String) -> [String] {
        var found: [String] = []
        var current = ""
        func flush() {
            if current.contains(where: \.isASCIIDigit) { found.append(current.replacingOccurrences(of: "−", with: "-")) }
            current = ""
        }
        for character in text {
            if character.isASCIIDigit || (character == "." && !current.isEmpty && !current.contains(".")) {
                current.append(character)
            } else if (character == "-" || character == "−") && current.isEmpty {
                current.append(character)
            } else {
                flush()
                if character == "-" || character == "−" { current.append(character) }
            }
        }
        flush()
        return found.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
