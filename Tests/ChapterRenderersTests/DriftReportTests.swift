import Reports
import StudyGuides
import BookVerification
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// Every drift of a chapter pair in each report, not only the first.
@Suite("Drift in reports")
struct DriftReportTests {
    /// `CIReportTests.book`: its translation has a changed number in its one step and lacks the other three headings.
    func result() throws -> (folder: URL, result: BookResult) {
        try Fixtures.verifiedBook(CIReportTests.book)
    }

    @Test func theJSONReportListsEveryDriftWithItsKindAndPlaces() throws {
        let (_, result) = try result()
        let document = try require(try JSONSerialization.jsonObject(with: Data(JSONReport().render(result).utf8)) as? [String: Any])
        let translations = try require(document["translations"] as? [[String: Any]])
        let drifted = try require(translations.first { $0["status"] as? String == "drift" })
        let drifts = try require(drifted["drifts"] as? [[String: Any]])
        expectEqual(drifts.compactMap { $0["kind"] as? String }, ["changed line", "missing heading", "missing heading", "missing heading"])
        expectEqual(drifts.compactMap { $0["originalLine"] as? String }, ["table 30 rows", "## Check", "## Check", "## Misspelt"])
        expectEqual(drifts.compactMap { ($0["original"] as? [String: Any])?["line"] as? Int }, [6, 10, 17, 23])
        expect(drifts.allSatisfy { $0["count"] as? Int == 1 && ($0["hint"] as? String)?.isEmpty == false })
        expectEqual(drifted["message"] as? String, drifts.first?["message"] as? String, "the first drift's message stays where it was")
        expectEqual((document["summary"] as? [String: Any])?["drifts"] as? Int, 1, "the summary counts pairs, as its schema says")
        let untranslated = try require(translations.first { $0["status"] as? String == "untranslated" })
        expect(untranslated["drifts"] == nil)
    }

    @Test func junitFailsThePairWithEveryDriftInItsDetails() throws {
        let (_, result) = try result()
        let document = try XMLDocument(xmlString: JUnitReport().render(result), options: [])
        let failure = try require(try document.nodes(forXPath: "/testsuites/testsuite[@name='translations']/testcase[@name='01-delete.md']/failure").first as? XMLElement)
        expectEqual(failure.attribute(forName: "message")?.stringValue?.hasPrefix("4 translation drifts; the first: these lines differ"), true)
        let details = failure.stringValue ?? ""
        expectEqual(details.components(separatedBy: "the translation has no `##` heading for").count, 4)
        expect(details.contains("表格 31 行"))
    }

    @Test func githubAndTheTerminalShowEveryDrift() throws {
        let (_, result) = try result()
        let annotations = GitHubAnnotations().render(result).split(separator: "\n")
        expectEqual(annotations.count { $0.contains("title=translation drift::") }, 4)
        let text = TerminalReport(useColor: false).render(result)
        expectEqual(text.components(separatedBy: "✗ translation drift in 01-delete.md").count, 5)
        expect(text.contains("the translation has no `##` heading for"))
        expect(text.contains("## Misspelt"))
    }

    @Test func aChineseTerminalReadsDriftInChinese() throws {
        let (_, result) = try result()
        let text = TerminalReport(useColor: false, language: .chinese).render(result)
        expectEqual(text.components(separatedBy: "✗ 01-delete.md 的译文偏离：").count, 5)
        expect(!text.contains("translation drift in"))
    }

    @Test func aPairNotComparedIsANoteEverywhere() throws {
        let folder = try Fixtures.temporaryFolder("alone")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("en/02-alone.md")
        try (CIReportTests.book["en/02-alone.md"] ?? "").write(to: file, atomically: true, encoding: .utf8)
        // A twin on disk that cannot be read (not UTF-8) is not compared.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("zh-Hans"), withIntermediateDirectories: true)
        try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(to: folder.appendingPathComponent("zh-Hans/02-alone.md"))
        let result = BookResult.verify(try Book.discover(paths: [file.path]), concurrently: false)
        let text = TerminalReport(useColor: false).render(result)
        expect(text.contains("note: 02-alone.md: not compared with a translation: \(folder.path)/zh-Hans/02-alone.md cannot be read"), "\(text)")
        expect(text.hasSuffix("1 passed, 0 failed\n"))
        let json = try require(try JSONSerialization.jsonObject(with: Data(JSONReport().render(result).utf8)) as? [String: Any])
        expectEqual((json["translations"] as? [[String: Any]])?.first?["status"] as? String, "not compared")
        let schema = try require(try JSONSerialization.jsonObject(with: Data(contentsOf: CIReportTests.schemaURL)) as? [String: Any])
        expect(SchemaCheck(root: schema).problems(in: json, against: schema, at: "$").isEmpty)
        let junit = try XMLDocument(xmlString: JUnitReport(strict: true).render(result), options: [])
        expectEqual(try junit.nodes(forXPath: "//testsuite[@name='translations']/testcase/skipped").count, 1)
        expect(result.isSuccess(strict: true))
    }
}

@Suite("Drift in study guides")
struct DriftStudyGuideTests {
    @Test func eachLanguagesPageShowsTheFirstDriftInItsLanguageAndHowManyMore() throws {
        let (_, result) = try Fixtures.verifiedBook(CIReportTests.book)
        let pages = Dictionary(uniqueKeysWithValues: StudyGuide(result: result).pages().map { ($0.path.description, $0.html) })
        let chinese = try require(pages["zh-Hans/01-delete.html"])
        expect(chinese.contains("这两行的数字、序号或关键字不同：原文是 `table 30 rows`，译文是 `table 31 rows`"))
        expect(chinese.contains("(+3)"))
        let english = try require(pages["en/01-delete.html"])
        expect(english.contains("these lines differ in a number, index or keyword: `table 30 rows` against `table 31 rows`"))
        let progress = try require(pages["progress.html"])
        // Both chapters of the pair have a row, and each lists the three missing headings.
        expectEqual(progress.components(separatedBy: "the translation has no `##` heading for").count, 7)
    }
}
