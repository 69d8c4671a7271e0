import ChapterModel
import Foundation
import Testing
@testable import BookVerification
@testable import SpecInterpreter
import TestSupport

/// How a run compares chapters with their translations: language folders, chapters given alone, untranslated prose.
@Suite("Translation checks of a run")
struct TranslationCheckTests {
    static let english = """
        # Delete

        Swiping a row to the left shows its Delete button, and a tap on it removes the row for good.

        ## Open it

        Drag the third row far enough to the left and the button stays visible after you let go.

        ```spec
        table 5 rows
        expect row count 5
        ```

        ## Count them

        After the delete there is one row fewer, and the rows below it move up to close the gap.

        ```spec
        expect row count 5
        ```
        """
    static let chinese = """
        # 删除

        把一行向左滑，就露出它的删除按钮，点一下这一行就删掉了。

        ## 打开

        把第三行向左拖得足够远，松手后按钮还露在外面。

        ```spec
        表格 5 行
        期望 行 数量 5
        ```

        ## 数一数

        删掉以后少了一行，下面的行往上移，补上空位。

        ```spec
        期望 行 数量 5
        ```
        """

    func folder(_ files: [String: String]) throws -> String {
        let folder = TestFolders.fresh("translation-check")
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    @Test(arguments: [("zh-CN", "zh-Hans"), ("zh-hans", "zh-Hans"), ("zh_Hans", "zh-Hans"), ("ja", "zh-Hans"), ("EN", "en")])
    func aNearLanguageFolderIsAnErrorThatNamesIt(name: String, suggestion: String) throws {
        let root = try folder(["en/01-delete.md": Self.english, "\(name)/01-delete.md": Self.chinese])
        #expect {
            _ = try Book.discover(paths: [root])
        } throws: { error in
            guard let error = error as? Book.PathError else { return false }
            return error.path.hasSuffix("/\(name)") && error.message.contains("\(name)/") && error.message.hasSuffix("rename it \(suggestion)/")
        }
    }

    @Test func otherFoldersOfABookAreNoLanguage() throws {
        let root = try folder(["en/01-delete.md": Self.english, "zh-Hans/01-delete.md": Self.chinese, "images/a.txt": "", "img/b.txt": ""])
        expectEqual(try Book.discover(paths: [root]).entries.count, 2)
        expectEqual(Book.nearLanguageFolder("zh-Hans"), nil)
        expectEqual(Book.nearLanguageFolder("src"), nil)
        expectEqual(Book.nearLanguageFolder("pt_BR"), .chinese)
        expectEqual(Book.nearLanguageFolder("en-GB"), .english)
    }

    @Test func aChapterGivenAloneIsComparedWithItsTwinOnDisk() throws {
        let root = try folder(["en/01-delete.md": Self.english, "zh-Hans/01-delete.md": Self.chinese.replacingOccurrences(of: "期望 行 数量 5", with: "期望 行 数量 4")])
        let book = try Book.discover(paths: [root + "/en/01-delete.md"])
        let result = BookResult.verify(book, concurrently: false)
        expectEqual(result.chapters.count, 1, "the twin is compared, not run")
        expectEqual(result.drifts.count, 2)
        expect(result.drifts.allSatisfy { $0.translation.file == root + "/zh-Hans/01-delete.md" })
        expectEqual(result.driftCount, 2)
        expectEqual(result.driftedPairs, 1)
    }

    @Test func bothFilesOfAPairGivenAreCompared() throws {
        let root = try folder(["en/01-delete.md": Self.english, "zh-Hans/01-delete.md": Self.chinese.replacingOccurrences(of: "表格 5 行", with: "表格 6 行")])
        let book = try Book.discover(paths: [root + "/en/01-delete.md", root + "/zh-Hans/01-delete.md"])
        let result = BookResult.verify(book, concurrently: false)
        expectEqual(result.chapters.count, 2)
        expectEqual(result.drifts.map(\.original.line), [10])
    }

    @Test func aChapterGivenAloneWithoutATwinIsUntranslatedAsWithItsBooksFolder() throws {
        let root = try folder(["en/01-delete.md": Self.english, "zh-Hans/02-other.md": Self.chinese])
        let alone = BookResult.verify(try Book.discover(paths: [root + "/en/01-delete.md"]), concurrently: false)
        let status = try require(alone.translations.first?.status)
        expectEqual(status, .untranslated(presentIn: .english, missing: .chinese))
        expect(alone.warnings.map(\.message).contains("01-delete.md is untranslated: it exists in en/ only"), "\(alone.warnings)")
        let whole = BookResult.verify(try Book.discover(paths: [root]), concurrently: false)
        // The same under --strict for one file as for the book folder: a warning, so a failure.
        expect(!alone.isSuccess(strict: true) && !whole.isSuccess(strict: true))
        expect(alone.isSuccess(strict: false) && whole.isSuccess(strict: false))
    }

    @Test func aTwinOnDiskThatCannotBeReadIsNotCompared() throws {
        let root = try folder(["en/01-delete.md": Self.english, "zh-Hans/02-other.md": Self.chinese])
        try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: root + "/zh-Hans/01-delete.md"))
        let result = BookResult.verify(try Book.discover(paths: [root + "/en/01-delete.md"]), concurrently: false)
        expect(result.readErrors.isEmpty, "the twin was not given, so it is no read error of this run")
        guard case .notCompared(let reason)? = result.translations.first?.status else {
            Issue.record("expected not compared, got \(String(describing: result.translations.first?.status))")
            return
        }
        expect(reason.english.contains("zh-Hans/01-delete.md cannot be read"))
    }

    @Test func aVerbatimCopyIsUntranslatedAWarningThatStrictFails() throws {
        let copy = Self.english.replacingOccurrences(of: "```spec\ntable 5 rows\nexpect row count 5\n```", with: "```spec\n表格 5 行\n期望 行 数量 5\n```")
        let root = try folder(["en/01-delete.md": Self.english, "zh-Hans/01-delete.md": copy])
        let result = BookResult.verify(try Book.discover(paths: [root]), concurrently: false)
        expect(result.drifts.isEmpty)
        let warning = try require(result.warnings.first)
        expect(warning.location.file.hasSuffix("zh-Hans/01-delete.md"))
        expectEqual(warning.location.line, 3)
        // Written in the translation's language, like the rest of its chapter's lines.
        expect(warning.message.contains("3 个段落里有 3 个和"))
        expect(warning.message.contains("一字不差"))
        expect(result.isSuccess(strict: false))
        expect(!result.isSuccess(strict: true))
    }

    @Test func aTranslationWithOneQuotedParagraphIsTranslated() throws {
        let quoting = Self.chinese.replacingOccurrences(
            of: "删掉以后少了一行，下面的行往上移，补上空位。",
            with: "After the delete there is one row fewer, and the rows below it move up to close the gap."
        )
        let root = try folder(["en/01-delete.md": Self.english, "zh-Hans/01-delete.md": quoting])
        let result = BookResult.verify(try Book.discover(paths: [root]), concurrently: false)
        expect(result.warnings.isEmpty)
    }

    @Test func untranslatedMarkersAreAWarningAtTheFirstWithTheirCount() throws {
        let skeleton = Self.chinese
            .replacingOccurrences(of: "## 打开", with: "<!-- untranslated -->\n## Open it")
            .replacingOccurrences(of: "删掉以后", with: "<!-- untranslated -->\n删掉以后")
        let root = try folder(["en/01-delete.md": Self.english, "zh-Hans/01-delete.md": skeleton])
        let result = BookResult.verify(try Book.discover(paths: [root]), concurrently: false)
        expect(result.drifts.isEmpty)
        expectEqual(result.stepCounts.failed, 0)
        let warning = try require(result.warnings.first)
        expectEqual(warning.location.line, 5)
        expect(warning.message.contains("还有 2 个标题或段落是英文，标着 `<!-- untranslated -->`"))
        expect(!result.isSuccess(strict: true))
    }

    @Test func earlierTranslationsLeftInCommentsAreAWarningAtTheFirstWithTheirCount() throws {
        let note = Chapter.earlierTranslationNote
        let kept = Self.chinese
            .replacingOccurrences(of: "删掉以后", with: "\(note)\n旧的一段。\n-->\n\n删掉以后")
        let root = try folder(["en/01-delete.md": Self.english, "zh-Hans/01-delete.md": kept])
        let result = BookResult.verify(try Book.discover(paths: [root]), concurrently: false)
        expect(result.drifts.isEmpty)
        let warning = try require(result.warnings.first)
        expect(warning.message.contains("`chapters translate --update` 留下的 1 段旧译文还在注释"), "\(warning.message)")
        expect(!result.isSuccess(strict: true))
        // An HTML comment of the translator's own is no such thing.
        let own = Self.chinese.replacingOccurrences(of: "删掉以后", with: "<!-- 译注：见第 3 章 -->\n\n删掉以后")
        let plain = try folder(["en/01-delete.md": Self.english, "zh-Hans/01-delete.md": own])
        expect(BookResult.verify(try Book.discover(paths: [plain]), concurrently: false).warnings.isEmpty)
    }

    /// The lead-byte test for CJK text agrees with the scalars' ranges, on scalars all over U+0020 … U+10FFFF and every
    /// scalar at the ranges' edges, alone and beside an English dash and quote: a copied paragraph is looked up exactly
    /// when it could be a copy.
    @Test func cjkIsToldFromTheLeadBytesAsFromTheScalars() {
        func byScalars(_ text: String) -> Bool {
            text.unicodeScalars.contains { (0x2E80...0xFFFF).contains($0.value) || (0x20000...0x3FFFF).contains($0.value) }
        }
        var disagreements: [UInt32] = []
        let edges: [UInt32] = [0x2E80, 0x3000, 0xFFFF, 0x10000, 0x20000, 0x3FFFF, 0x40000].flatMap { [$0 - 1, $0, $0 + 1] }
        for value in Array(stride(from: UInt32(0x20), through: 0x10FFFF, by: 61)) + edges {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "a—" + String(scalar), String(scalar) + "’b"]
            where UntranslatedProse.hasCJK(text) != byScalars(text) {
                disagreements.append(value)
            }
        }
        expect(disagreements.isEmpty, "first: \(disagreements.prefix(5))")
        expect(UntranslatedProse.hasCJK("左滑删除") && UntranslatedProse.hasCJK("\u{2E80}") && UntranslatedProse.hasCJK("𠀀"))
        expect(!UntranslatedProse.hasCJK("Swipe — it’s “done”") && !UntranslatedProse.hasCJK("\u{2E7F}"))
    }
}
