import Foundation
import Testing
import TestSupport

/// What a translator does with the `chapters` tool: check one pair, see every drift, start a translation.
@Suite("chapters for translators", .serialized)
struct TranslatorsTests {
    let tool = ChaptersCommandTests()

    /// The fixture book with its translation broken in three places: a number, a dropped block, a dropped line.
    func driftedBook() throws -> URL {
        let book = try tool.copyOfBook()
        let chinese = book.appendingPathComponent("zh-Hans/01-delete.md")
        try tool.edit(chinese, replacing: "滑动 行 3 位移 -60", with: "滑动 行 3 位移 -50")
        try tool.edit(chinese, replacing: "期望 行 3 是 \"Item #5\"\n", with: "")
        return book
    }

    @Test func aPairGivenAsTwoFilesListsEveryDrift() throws {
        let book = try driftedBook()
        let run = try tool.chapters(["verify", "en/01-delete.md", "zh-Hans/01-delete.md"], in: book)
        expectEqual(run.status, 1, "\(run.output)\(run.error)")
        expect(run.output.contains("✗ translation drift in 01-delete.md: these lines differ in a number, index or keyword: `pan row 3 by -60` against `pan row 3 by -50`"))
        expect(run.output.contains("✗ translation drift in 01-delete.md: the translation's spec block has no line for en/01-delete.md:20:1"))
        expect(run.output.contains("2 translation drifts"))
    }

    @Test func filterChecksThatPairsDrift() throws {
        let book = try driftedBook()
        let run = try tool.chapters(["verify", "--filter", "01", "--format", "json"], in: book.deletingLastPathComponent())
        expectEqual(run.status, 1)
        let json = try require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let translation = try require((json["translations"] as? [[String: Any]])?.first)
        let drifts = try require(translation["drifts"] as? [[String: Any]])
        expectEqual(drifts.compactMap { $0["kind"] as? String }, ["changed line", "missing line"])
    }

    @Test func aChapterGivenAloneIsComparedWithItsTwinOrSaysItWasNot() throws {
        let book = try driftedBook()
        let alone = try tool.chapters(["verify", "en/01-delete.md"], in: book)
        expectEqual(alone.status, 1, "its twin on disk drifted: \(alone.output)")
        expect(alone.output.contains("2 translation drifts"))
        try FileManager.default.removeItem(at: book.appendingPathComponent("zh-Hans/01-delete.md"))
        let noTwin = try tool.chapters(["verify", "en/01-delete.md"], in: book)
        expectEqual(noTwin.status, 0, "\(noTwin.output)")
        expect(noTwin.output.contains("warning: 01-delete.md is untranslated: it exists in en/ only"), "\(noTwin.output)")
        // Under --strict, a missing twin fails the chapter given alone as it fails the book folder.
        expectEqual(try tool.chapters(["verify", "--strict", "en/01-delete.md"], in: book).status, 1)
        expectEqual(try tool.chapters(["verify", "--strict", book.path]).status, 1)
        let oneStep = try tool.chapters(["verify", "en/01-delete.md:18"], in: try driftedBook())
        expect(oneStep.output.contains("not compared with its translation: only one step ran"), "\(oneStep.output)")
    }

    @Test func aNearLanguageFolderIsAUsageError() throws {
        let book = try tool.copyOfBook()
        try FileManager.default.moveItem(at: book.appendingPathComponent("zh-Hans"), to: book.appendingPathComponent("zh-CN"))
        let run = try tool.chapters(["verify", book.path])
        expectEqual(run.status, 2)
        expect(run.error.contains("zh-CN: the folder zh-CN/ looks like a language folder"), "\(run.error)")
        expect(run.error.contains("rename it zh-Hans/"))
    }

    @Test func aCopyOfTheEnglishIsUntranslated() throws {
        let book = try tool.copyOfBook()
        let english = try String(contentsOf: book.appendingPathComponent("en/01-delete.md"), encoding: .utf8)
        let chinese = book.appendingPathComponent("zh-Hans/01-delete.md")
        let copied = try String(contentsOf: chinese, encoding: .utf8)
            .replacingOccurrences(of: "端到端测试会复制这一章，再故意把它改坏。", with: "A tiny chapter the end-to-end tests copy and break on purpose.")
        expect(english.contains("A tiny chapter the end-to-end tests copy and break on purpose."))
        try copied.write(to: chinese, atomically: true, encoding: .utf8)
        let run = try tool.chapters(["verify", book.path])
        expectEqual(run.status, 0)
        // In the translation's language, with Chinese punctuation.
        expect(run.output.contains("警告：") && run.output.contains("zh-Hans/01-delete.md:3:1: 这篇译文其实没有翻译：1 个段落里有 1 个和"), "\(run.output)")
        expectEqual(try tool.chapters(["verify", "--strict", book.path]).status, 1)
    }

    @Test func translateWritesASkeletonThatVerifiesAndIsReportedUntranslated() throws {
        let book = try tool.copyOfBook()
        let chinese = book.appendingPathComponent("zh-Hans/01-delete.md")
        try FileManager.default.removeItem(at: chinese)
        let run = try tool.chapters(["translate", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent())
        expectEqual(run.status, 0, "\(run.error)")
        expect(run.output.contains("Wrote Chapters/zh-Hans/01-delete.md"))
        let skeleton = try String(contentsOf: chinese, encoding: .utf8)
        expect(skeleton.hasPrefix("<!-- untranslated -->\n# Delete a row\n"))
        expect(skeleton.contains("滑动 行 3 位移 -60\n松开\n期望 行 3 打开\n"))
        expect(skeleton.contains("期望 事件：打开 行 3，点击 \"Delete\" 在 行 3，删除 行 3\n"))

        let verify = try tool.chapters(["verify", book.path])
        expectEqual(verify.status, 0, "\(verify.output)")
        expect(verify.output.hasSuffix("4 passed, 0 failed, 1 warning\n"), "no drift, one warning: \(verify.output)")
        expect(verify.output.contains("zh-Hans/01-delete.md:1:1: 这篇译文还没译完：还有 4 个标题或段落是英文"), "\(verify.output)")
        expectEqual(try tool.chapters(["verify", "--strict", book.path]).status, 1)

        // Never over a translation without --force; never outside the book.
        try "# 我的译文\n".write(to: chinese, atomically: true, encoding: .utf8)
        let again = try tool.chapters(["translate", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent())
        expectEqual(again.status, 2)
        expect(again.error.contains("exists already; it is left as it is (give --update to bring it up to date"))
        expectEqual(try String(contentsOf: chinese, encoding: .utf8), "# 我的译文\n")
        let forced = try tool.chapters(["translate", "--force", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent())
        expectEqual(forced.status, 0)
        expectEqual(try String(contentsOf: chinese, encoding: .utf8), skeleton)
        let outside = try tool.chapters(["translate", "--out", "elsewhere.md", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent())
        expectEqual(outside.status, 2)
        expect(outside.error.contains("is outside the book Chapters"))
        expect(!FileManager.default.fileExists(atPath: book.deletingLastPathComponent().appendingPathComponent("elsewhere.md").path))
        let notEnglish = try tool.chapters(["translate", "Chapters/zh-Hans/01-delete.md"], in: book.deletingLastPathComponent())
        expectEqual(notEnglish.status, 2)
        expect(notEnglish.error.contains("is not an English chapter of a book"))
    }

    /// A translator whose terminal is Chinese reads `translate` in Chinese; a file `--out` names outside any language
    /// folder is refused as such, not as English.
    @Test func translateSpeaksTheTerminalsLanguageAndNamesAFolderThatIsNoLanguages() throws {
        let book = try tool.copyOfBook()
        try FileManager.default.removeItem(at: book.appendingPathComponent("zh-Hans/01-delete.md"))
        let chinese = ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""]
        let run = try tool.chapters(["translate", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent(), environment: chinese)
        expectEqual(run.status, 0, "\(run.error)")
        expect(run.output.hasPrefix("已写入 Chapters/zh-Hans/01-delete.md：spec 代码块用的是中文关键字"), "\(run.output)")
        let again = try tool.chapters(["translate", "--update", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent(), environment: chinese)
        expect(again.output.contains("Chapters/zh-Hans/01-delete.md 已经和原文一致：没有改动"), "\(again.output)")
        let nested = try tool.chapters(["translate", "--out", "Chapters/zh-Hans/drafts/01-delete.md", "Chapters/en/01-delete.md"],
                                       in: book.deletingLastPathComponent())
        expectEqual(nested.status, 2)
        expect(nested.error.contains("is not right inside the book's zh-Hans/ folder, so verify would not pair it"), "\(nested.error)")
        let english = try tool.chapters(["translate", "--out", "Chapters/en/01-copy.md", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent())
        expect(english.error.contains("is in the English folder"), "\(english.error)")
        // A folder where the translation goes is said to be one, whatever the flags; a chapter that is not there is missing.
        let folder = try tool.chapters(["translate", "--out", "Chapters/zh-Hans", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent())
        expect(folder.error.contains("Chapters/zh-Hans is a folder; a translation is one file"), "\(folder.error)")
        let renamed = try tool.chapters(["translate", "--out", "Chapters/zh-Hans/notes.md", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent())
        expectEqual(renamed.status, 0)
        expect(renamed.output.hasPrefix("note: verify pairs a translation with its original by file name, so Chapters/zh-Hans/notes.md will not be compared"),
               "\(renamed.output)")
        let missing = try tool.chapters(["translate", "Chapters/en/02-none.md"], in: book.deletingLastPathComponent())
        expectEqual(missing.status, 2)
        expect(missing.error.contains("Chapters/en/02-none.md:1:1: error: no such file"), "\(missing.error)")
    }

    @Test func translateHasHelp() throws {
        let run = try tool.chapters(["translate", "--help"])
        expectEqual(run.status, 0)
        expect(run.output.contains("<!-- untranslated -->"))
        expect(run.output.contains("--force"))
        expect(try tool.chapters(["--help"]).output.contains("translate"))
    }
}

/// `chapters translate --update` on a copy of the fixture book whose original gained a step.
@Suite("chapters translate --update", .serialized)
struct TranslateUpdateTests {
    let tool = ChaptersCommandTests()

    @Test func updateKeepsTheTranslationAndAddsTheNewStepMarked() throws {
        let book = try tool.copyOfBook()
        let english = book.appendingPathComponent("en/01-delete.md")
        let chinese = book.appendingPathComponent("zh-Hans/01-delete.md")
        let translated = try String(contentsOf: chinese, encoding: .utf8)
        try (try String(contentsOf: english, encoding: .utf8) + "\n## Undo\n\nShake to undo.\n\n```spec\ntable 5 rows\nexpect row count 5\n```\n")
            .write(to: english, atomically: true, encoding: .utf8)
        let run = try tool.chapters(["translate", "--update", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent())
        expectEqual(run.status, 0, "\(run.error)")
        expect(run.output.contains("Updated Chapters/zh-Hans/01-delete.md: kept"), "\(run.output)")
        // The copy is in no git repository: there is no earlier original, and the tool says how it paired instead.
        expect(run.output.contains("is not in a git repository), so paragraphs were paired by their place"), "\(run.output)")
        let updated = try String(contentsOf: chinese, encoding: .utf8)
        expect(updated.hasPrefix(translated.trimmingCharacters(in: .newlines)), "every translated line is kept:\n\(updated)")
        expect(updated.contains("<!-- untranslated -->\n## Undo") && updated.contains("表格 5 行"), "\(updated)")
        let verify = try tool.chapters(["verify", book.path])
        expectEqual(verify.status, 0, "no drift, only the untranslated warning: \(verify.output)")
        expect(verify.output.contains("untranslated"))
        let again = try tool.chapters(["translate", "--update", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent())
        expect(again.output.contains("is up to date with its original"), "\(again.output)")
        let both = try tool.chapters(["translate", "--update", "--force", "Chapters/en/01-delete.md"], in: book.deletingLastPathComponent())
        expect(both.status != 0 && both.error.contains("not both"), "\(both.error)")
    }

    /// Runs git in `folder` (a commit needs a name, given here so that no configuration is read).
    func git(_ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Translator", "-c", "user.email=translator@example.com", "-C", folder.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func throughGitAParagraphInsertedAboveATranslatedOneIsTheOneMarked() throws {
        let book = try tool.copyOfBook()
        let root = book.deletingLastPathComponent()
        let english = book.appendingPathComponent("en/01-delete.md")
        let chinese = book.appendingPathComponent("zh-Hans/01-delete.md")
        try tool.edit(english, replacing: "## Swipe it open\n", with: "## Swipe it open\n\nDrag the row to the left.\n")
        try tool.edit(chinese, replacing: "\n```spec\n表格 30 行", with: "\n把这一行往左拖。\n\n```spec\n表格 30 行")
        for step in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "translated"]] {
            expectEqual(try git(step, in: root), 0, "git \(step)")
        }
        // The author adds a paragraph above the translated one.
        try tool.edit(english, replacing: "Drag the row to the left.", with: "Rows open to the left.\n\nDrag the row to the left.")
        let run = try tool.chapters(["translate", "--update", "Chapters/en/01-delete.md"], in: root)
        expectEqual(run.status, 0, "\(run.error)")
        expect(run.output.contains("Compared with the original as of commit "), "\(run.output)")
        let updated = try String(contentsOf: chinese, encoding: .utf8)
        expect(updated.contains("<!-- untranslated -->\nRows open to the left.\n\n把这一行往左拖。\n"), "\(updated)")
        expect(!updated.contains("Drag the row to the left."), "the translated paragraph keeps its translation: \(updated)")

        // A revision git does not know is an error, and nothing is written.
        let before = try String(contentsOf: chinese, encoding: .utf8)
        let wrong = try tool.chapters(["translate", "--update", "--since", "no-such-commit", "Chapters/en/01-delete.md"], in: root)
        expectEqual(wrong.status, 2)
        expect(wrong.error.contains("--since: git knows no revision no-such-commit"), "\(wrong.error)")
        expectEqual(try String(contentsOf: chinese, encoding: .utf8), before)
        let alone = try tool.chapters(["translate", "--since", "HEAD", "Chapters/en/01-delete.md"], in: root)
        expect(alone.status != 0 && alone.error.contains("give --update too"), "\(alone.error)")
    }

    @Test func helpNamesUpdate() throws {
        let help = try tool.chapters(["help", "translate"])
        expect(help.output.contains("--update"), "\(help.output)")
    }
}
