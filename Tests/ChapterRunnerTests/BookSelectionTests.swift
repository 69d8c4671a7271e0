import ChapterModel
import Foundation
import Testing
@testable import BookVerification
@testable import SpecInterpreter
import TestSupport

/// Selecting steps, warnings, `--strict` and the change detection of `watch`, on books written to a temporary folder.
@Suite("Book selection, warnings and changes")
struct BookSelectionTests {
    static let english = """
        # Delete

        ## Open it

        ```spec
        table 5 rows
        expect row count 5
        ```

        ## Notes

        Prose only.

        ## Count them

        ```spec
        expect row count 5
        ```
        """
    static let chinese = """
        # 删除

        ## 打开

        ```spec
        表格 5 行
        期望 行 数量 5
        ```

        ## 笔记

        只有文字。

        ## 数一数

        ```spec
        期望 行 数量 5
        ```
        """

    func book(_ files: [String: String]) throws -> (folder: String, book: Book) {
        let folder = TestFolders.fresh("book-selection")
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return (folder.path, try Book.discover(paths: [folder.path]))
    }

    func pair() throws -> (folder: String, result: BookResult) {
        let (folder, book) = try book([
            "en/01-delete.md": Self.english, "zh-Hans/01-delete.md": Self.chinese,
            "en/02-move.md": "# Move\n\n## Lift\n\n```spec\ntable 3 rows\n```\n",
        ])
        return (folder, BookResult.verify(book, concurrently: false))
    }

    @Test func aHeadingSelectsItsStepInBothLanguagesWithThePairsTranslation() throws {
        let (_, result) = try pair()
        let selected = result.filtered(by: "COUNT")
        expectEqual(selected.chapters.map(\.chapter.fileName), ["01-delete.md", "01-delete.md"])
        expectEqual(selected.chapters.map { $0.steps.map(\.step.title) }, [["Count them"], ["数一数"]])
        expectEqual(selected.translations.map(\.fileName), ["01-delete.md"], "the pair kept is compared; 02-move is not")
        let byChinese = result.filtered(by: "打开")
        expectEqual(byChinese.chapters.map { $0.steps.map(\.step.title) }, [["Open it"], ["打开"]])
    }

    @Test func aFileNameOrTitleSelectsTheWholeChapterAndItsTwin() throws {
        let (_, result) = try pair()
        expectEqual(result.filtered(by: "01-del").chapters.map { $0.steps.count }, [2, 2])
        expectEqual(result.filtered(by: "删除").chapters.count, 2, "a Chinese title selects the pair")
        expectEqual(result.filtered(by: "move").chapters.map(\.chapter.fileName), ["02-move.md"])
        expect(result.filtered(by: "nothing like this").chapters.isEmpty)
    }

    @Test func aLineSelectsTheStepHoldingIt() throws {
        let (folder, result) = try pair()
        let file = folder + "/en/01-delete.md"
        let (inStep, step) = try require(result.selectingStep(inFile: file, line: 17))
        expectEqual(step?.title, "Count them")
        expectEqual(inStep.chapters.first?.steps.map(\.step.title), ["Count them"])
        expectEqual(inStep.chapters.first?.status, .passed, "the step ran on the world of the steps before it")
        let (inProse, prose) = try require(result.selectingStep(inFile: file, line: 12))
        expectEqual(prose?.title, "Notes")
        expectEqual(inProse.chapters.first?.steps.isEmpty, true)
        let (beforeSteps, none) = try require(result.selectingStep(inFile: file, line: 1))
        expect(none == nil && beforeSteps.chapters.first?.steps.isEmpty == true)
        expect(result.selectingStep(inFile: folder + "/en/09-missing.md", line: 1) == nil)
    }

    @Test func aMisspeltFenceKeepsItsStepCountedAndFailsItUnderStrict() throws {
        let markdown = "# M\n\n## One\n\n```spec\ntable 3 rows\n```\n\n## Two\n\n```Spec\nexpect row count 3\n```\n\n## Three\n\nProse.\n"
        let chapter = ChapterReader.parse(markdown: markdown, path: "m.md")
        expectEqual(chapter.countedSteps.map(\.title), ["One", "Two"])
        expect(chapter.steps[2].isProse)
        let result = BookResult(chapters: [ScenarioRunner.run(chapter)], translations: [], readErrors: [])
        expectEqual(result.stepCounts, StepCounts(passed: 2))
        expectEqual(result.warnings.map(\.location.line), [11])
        expect(result.isSuccess(strict: false))
        expect(!result.isSuccess(strict: true))
        let strict = result.failingMisspeltFences()
        expectEqual(strict.stepCounts, StepCounts(passed: 1, failed: 1))
        let failure = try require(strict.chapters[0].steps[1].blocks.last?.failures.first)
        expectEqual(failure.failure.location?.line, 11)
        expect(failure.failure.message.contains("misspelt `spec`"))
    }

    @Test func anUntranslatedChapterIsAWarningAtItsFile() throws {
        let (folder, result) = try pair()
        let warning = try require(result.warnings.first)
        expectEqual(warning.location.file, folder + "/en/02-move.md")
        expect(warning.message.contains("untranslated"))
        expectEqual(warning.hint, "add " + folder + "/zh-Hans/02-move.md")
    }

    @Test func changesAreFoundByModificationTimeAndSizeWithoutWaiting() {
        var changes = ChapterChanges(["a.md": FileStamp(modified: 1, size: 10), "b.md": FileStamp(modified: 1, size: 10)])
        expect(changes.update(["a.md": FileStamp(modified: 1, size: 10), "b.md": FileStamp(modified: 1, size: 10)]).isEmpty)
        expectEqual(changes.update(["a.md": FileStamp(modified: 2, size: 10), "b.md": FileStamp(modified: 1, size: 10)]), ["a.md"])
        expectEqual(changes.update(["a.md": FileStamp(modified: 2, size: 11), "b.md": FileStamp(modified: 1, size: 10)]), ["a.md"],
                "a save within the clock's resolution still changes the size")
        expectEqual(changes.update(["a.md": FileStamp(modified: 2, size: 11), "c.md": FileStamp(modified: 3, size: 1)]), ["b.md", "c.md"],
                "removed and added files are changes")
        expect(changes.update(["a.md": FileStamp(modified: 2, size: 11), "c.md": FileStamp(modified: 3, size: 1)]).isEmpty)
    }

    @Test func aSavedChapterIsVerifiedAgainWithItsTwin() throws {
        let (folder, book) = try book([
            "en/01-delete.md": Self.english, "zh-Hans/01-delete.md": Self.chinese,
            "en/02-move.md": "# Move\n\n## Lift\n\n```spec\ntable 3 rows\n```\n",
        ])
        var changes = ChapterChanges(ChapterChanges.stamps(of: book))
        expectEqual(changes.known.count, 3)
        let file = folder + "/zh-Hans/01-delete.md"
        try (Self.chinese + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let changed = changes.update(ChapterChanges.stamps(of: book))
        expectEqual(changed, [file])
        expectEqual(book.chaptersAffected(by: changed).entries.map(\.path), [folder + "/en/01-delete.md", file])
        expectEqual(book.chaptersAffected(by: [folder + "/en/02-move.md"]).entries.map(\.path), [folder + "/en/02-move.md"])
    }
}
