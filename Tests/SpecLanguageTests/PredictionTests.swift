import ChapterModel
import Testing
@testable import SpecLanguage
import TestSupport

@Suite("Predict the number: marks and blanks")
struct PredictionTests {
    let here = SourceLocation(file: "p.md", line: 7, column: 1)

    func command(_ line: String) -> Command? {
        if case .command(let command) = SpecParser.parse(line: line, at: here) { return command }
        return nil
    }

    @Test func aMarkedNumberIsCheckedAsWrittenAndRemembered() throws {
        let marked = try require(command("expect row 3 offset -60?"))
        expectEqual(marked.kind, .expect(.defined("expectRowOffset", row: .index(section: 0, row: 3), -60.0)!))
        expectEqual(marked.predictions, [Prediction(offset: 20, text: "-60?", ordinal: 1, answer: "-60")])
        let keyframes = try require(command("期望 行 3 关键帧 170？，150"))
        expectEqual(keyframes.kind, .expect(.rowKeyframes(.index(section: 0, row: 3), [170, 150])))
        expectEqual(keyframes.predictions.map(\.answer), ["170"])
        expectEqual(keyframes.predictions.map(\.ordinal), [1])
        expectEqual(command("expect row 3 offset -60")?.predictions, [])
    }

    @Test func aBlankParsesWhereANumberGoes() throws {
        let blank = try require(command("expect row 3 offset ?"))
        expectEqual(blank.predictions.count, 1)
        expect(blank.predictions[0].isBlank)
        expectEqual(blank.predictions[0].offset, 20)
        let wide = try require(command("期望 内容偏移 ？"))
        expectEqual(wide.predictions.map(\.isBlank), [true])
        let two = try require(command("expect action \"Delete\" in row 3 at x ? width 80?"))
        expectEqual(two.predictions.map(\.answer), [nil, "80"])
    }

    @Test func onlyExpectLinesHoldPredictions() {
        for line in ["pan row 3 by -60?", "pan row 3 by ?", "table ? rows", "scroll to 12?"] {
            guard case .invalid(let diagnostic) = SpecParser.parse(line: line, at: here) else {
                Issue.record("\(line) parsed")
                continue
            }
            expect(diagnostic.message.contains("only an `expect` line"), "\(line)")
            expect(diagnostic.location.column > 1, "\(line): the column points at the mark")
        }
        // A question mark elsewhere is still an error of its own.
        guard case .invalid = SpecParser.parse(line: "expect row 3 offset 60 ?", at: here) else {
            Issue.record("a blank after a number parsed")
            return
        }
    }

    @Test func theCanonicalFormShowsTheMarks() throws {
        let form = CanonicalForm(maskingStrings: true)
        expectEqual(form.text(of: try require(command("expect row 3 offset -60?"))), "expect row 3 offset -60?")
        expectEqual(form.text(of: try require(command("期望 行 3 偏移 ？"))), "expect row 3 offset ?")
        expectEqual(form.text(of: try require(command("expect row 3 keyframes 170?, 150"))), "expect row 3 keyframes 170?, 150")
        expectEqual(form.text(of: try require(command("expect row 3 offset -60"))), "expect row 3 offset -60")
        // `row [0, 3]` is spelt `row 3`: the marks are listed instead of placed.
        expectEqual(form.text(of: try require(command("expect row [0, 3] offset 5?"))), "expect row 3 offset 5 (predicted: #3 5)")
    }

    @Test func blankingReplacesEveryMarkedNumberOnly() {
        expectEqual(Prediction.blanking("expect row 3 keyframes 170?, 150"), "expect row 3 keyframes ?, 150")
        expectEqual(Prediction.blanking("期望 行 3 偏移 -60？"), "期望 行 3 偏移 ?")
        expectEqual(Prediction.blanking("expect action \"A?\" in row 3 at x 240? width 80?"), "expect action \"A?\" in row 3 at x ? width ?")
        expectEqual(Prediction.blanking("expect row 3 offset 60"), "expect row 3 offset 60")
    }

    @Test func aTranslationMustMarkTheSameNumbers() {
        func chapter(_ line: String, _ language: String) -> Chapter {
            ChapterReader.parse(markdown: "# T\n\n## S\n\n```spec\ntable 30 rows\n\(line)\n```\n", path: "\(language)/01.md", language: language == "zh-Hans" ? .chinese : .english)
        }
        let original = chapter("expect row 3 offset 0?", "en")
        expectEqual(TranslationSync.drift(original: original, translation: chapter("期望 行 3 偏移 0?", "zh-Hans")), nil)
        let unmarked = TranslationSync.drift(original: original, translation: chapter("期望 行 3 偏移 0", "zh-Hans"))
        expectEqual(unmarked?.message.contains("expect row 3 offset 0?"), true)
        expect(TranslationSync.drift(original: original, translation: chapter("期望 行 3 偏移 ?", "zh-Hans")) != nil)
    }
}
