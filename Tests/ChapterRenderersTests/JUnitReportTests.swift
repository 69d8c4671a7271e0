import Reports
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

@Suite("JUnit report")
struct JUnitReportTests {
    func document(_ files: [String: String] = JSONReportTests.book) throws -> XMLDocument {
        let (_, result) = try Fixtures.verifiedBook(files)
        return try XMLDocument(xmlString: JUnitReport().render(result), options: [])
    }

    func elements(_ document: XMLDocument, _ xpath: String) throws -> [XMLElement] {
        try document.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
    }

    @Test func aSuitePerChapterAndACasePerStep() throws {
        let document = try document()
        let root = try require(document.rootElement())
        expectEqual(root.name, "testsuites")
        expectEqual(root.attribute(forName: "tests")?.stringValue, "4") // 3 steps and 1 translation
        expectEqual(root.attribute(forName: "failures")?.stringValue, "1")
        expectEqual(root.attribute(forName: "skipped")?.stringValue, "2")
        let suites = try elements(document, "/testsuites/testsuite")
        expectEqual(suites.map { $0.attribute(forName: "name")?.stringValue ?? "" }, ["en/01-delete.md: Delete", "translations"])
        let cases = try elements(document, "/testsuites/testsuite[1]/testcase")
        expectEqual(cases.map { $0.attribute(forName: "name")?.stringValue ?? "" }, ["Open it", "Count <them>", "After the failure"])
        expect(cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue == "en.01-delete" })
        expectEqual(cases[0].attribute(forName: "line")?.stringValue, "3", "a step that passed: its heading's line")
        expectEqual(cases[1].attribute(forName: "line")?.stringValue, "16", "a failed step: the failing spec line")
    }

    @Test func failedStepsHaveAFailureAndBlockedOnesAreSkipped() throws {
        let document = try document()
        let cases = try elements(document, "/testsuites/testsuite[1]/testcase")
        expect(cases[0].children?.isEmpty ?? true)
        let failure = try require(cases[1].elements(forName: "failure").first)
        expectEqual(failure.attribute(forName: "message")?.stringValue, "the table shows another number of rows")
        let details = try require(failure.stringValue)
        expect(details.contains("expected: 28"))
        expect(details.contains("actual:   30"))
        let skipped = try require(cases[2].elements(forName: "skipped").first)
        expectEqual(skipped.attribute(forName: "message")?.stringValue?.hasPrefix("blocked by the failure at "), true)
    }

    @Test func hostileTextStaysTextInAttributesAndContent() throws {
        let document = try document(["en/01-evil.md": StudyGuideEscapingTests.hostile])
        let cases = try elements(document, "//testcase")
        let names = cases.compactMap { $0.attribute(forName: "name")?.stringValue }
        expect(names.contains("Step <img src=x onerror=alert('step')> \"q\" & 'a'"))
        expect(names.contains("Unknown <script>alert('heading')</script>"))
        let failures = try elements(document, "//failure")
        expectEqual(failures.count, 2)
        expect(failures.contains { ($0.stringValue ?? "").contains("<b onmouseover=alert(1)>bold</b>") })
        expect(try elements(document, "//script").isEmpty)
    }
}
