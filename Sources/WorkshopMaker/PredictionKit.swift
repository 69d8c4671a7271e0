import ChapterModel
import Foundation
import Messages
import SpecLanguage
import WorkshopRunner

/// `chapters workshop new DIR --predict`: a kit for a reading class. The chosen chapters are copied with every
/// number their `expect` lines mark as a prediction (`60?`) replaced by a blank (`?`); the learner reads, writes a
/// prediction before each `?`, and `swift run workshop verify` grades the blanks against the book's numbers.
/// ``KitMaker/make(in:book:options:)`` writes the kit, with the chapters' exercises too when asked (`--exercises`).
public enum PredictionKit {
    /// The chapters of the book folder `book` in `language` whose spec blocks mark predictions: file names, in
    /// book order. Chapter 00, the spec language's reference, is left out: its marks show the syntax.
    public static func chapters(book: String, language: ReaderLanguage) -> [String] {
        let folder = (book as NSString).appendingPathComponent(language.tag)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".md") && !$0.hasPrefix("00") }.sorted()
        return names.filter { name in
            guard let chapter = try? ChapterReader.read(file: (folder as NSString).appendingPathComponent(name)) else { return false }
            return !marks(in: chapter).isEmpty
        }
    }

    /// Reads `--chapters 02,03` for a prediction kit: every number must name a chapter that marks predictions.
    /// Returns the chosen chapters' file names, in book order (all of them without a list).
    public static func chapters(from list: String?, available: [String]) throws(WorkshopError) -> [String] {
        let numbers = available.map { String($0.prefix(2)) }
        guard !available.isEmpty else {
            throw WorkshopError("no chapter marks a prediction (`expect row 3 offset -60?`); mark some first (chapter 00, \"Predict the number\")",
                                zh: "没有哪一章标出了预测（`期望 行 3 位移 -60?`）；请先标出一些（见第 00 章“预测数字”）")
        }
        guard let list else { return available }
        var chosen: [String] = []
        for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let number = item.count == 1 ? "0" + item : item
            guard numbers.contains(number) else {
                throw WorkshopError("--chapters: chapter \(item) marks no prediction; choose from \(numbers.joined(separator: ","))",
                                    zh: "--chapters：第 \(item) 章没有标出预测；请从这些章里选：\(numbers.joined(separator: ","))")
            }
            if !chosen.contains(number) { chosen.append(number) }
        }
        guard !chosen.isEmpty else {
            throw WorkshopError("--chapters names no chapter; give numbers like --chapters 03,08", zh: "--chapters 没有给出章号；请写成 --chapters 03,08 这样")
        }
        return available.filter { chosen.contains(String($0.prefix(2))) }
    }

    /// The spec lines of `chapter` with predictions, by line number.
    static func marks(in chapter: Chapter) -> [(line: Int, predictions: [Prediction])] {
        ParsedChapter(chapter, suggesting: false).steps.joined().flatMap(\.lines).compactMap { line in
            line.predictions.isEmpty ? nil : (line.location.line, line.predictions)
        }
    }

    /// The chapter's text with every answered prediction blanked, and the kit's record of each blank.
    static func blanked(_ text: String, chapter: Chapter, kitPath: String) -> (text: String, blanks: [KitManifest.Blank]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blanks: [KitManifest.Blank] = []
        for (number, predictions) in marks(in: chapter) where number >= 1 && number <= lines.count {
            lines[number - 1] = Prediction.blanking(lines[number - 1])
            var shift = 0
            for (index, prediction) in predictions.enumerated() {
                // A blank the author left (`?`) has no answer to grade: the kit keeps it, and it stays unanswerable.
                if let answer = prediction.answer {
                    blanks.append(KitManifest.Blank(
                        file: kitPath, line: number, index: index, column: prediction.offset - shift + 1,
                        answerDigest: PredictionKey.digest(file: kitPath, line: number, index: index, answer: answer)
                    ))
                    shift += prediction.text.count - 1
                }
            }
        }
        return (lines.joined(separator: "\n"), blanks)
    }
}
