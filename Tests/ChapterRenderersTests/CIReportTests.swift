import Reports
import SpecInterpreter
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// The reports CI reads: the JSON report against its schema, JUnit's times, names and options, GitHub annotations,
/// warnings and `--strict`, and the colour choice.
@Suite("CI reports")
struct CIReportTests {
    /// A book with a pass, a failure, a blocked step, a duplicate heading, a misspelt fence, a drift and an
    /// untranslated chapter.
    static let book = [
        "en/01-delete.md": """
            # Delete

            ## Open it

            ```spec
            table 30 rows
            expect row count 30
            ```

            ## Check

            ```spec
            expect row count 28
            tap row 40
            ```

            ## Check

            ```spec
            expect row count 30
            ```

            ## Misspelt

            ```specs
            expect row count 30
            ```
            """,
        "zh-Hans/01-delete.md": """
            # 删除

            ## 打开

            ```spec
            表格 31 行
            期望 行 数量 30
            ```
            """,
        "en/02-alone.md": "# Alone\n\n## One\n\n```spec\ntable 3 rows\n```\n",
    ]

    // MARK: - JSON against its schema

    static var schemaURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Reports/Schemas/verify-report.schema.json")
    }

    @Test func theJSONReportMatchesItsSchema() throws {
        let schema = try require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
        let (_, result) = try Fixtures.verifiedBook(Self.book)
        for strict in [false, true] {
            let text = JSONReport(strict: strict).render(strict ? result.failingMisspeltFences() : result)
            let document = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            let problems = SchemaCheck(root: schema).problems(in: document, against: schema, at: "$")
            expect(problems.isEmpty, "\(problems)")
            let object = try require(document as? [String: Any])
            expectEqual(object["schemaVersion"] as? Int, JSONReport.schemaVersion)
            expectEqual(((schema["properties"] as? [String: Any])?["schemaVersion"] as? [String: Any])?["const"] as? Int, JSONReport.schemaVersion)
            // Every kind of record is there, so the check above looked at each.
            let steps = try require(object["steps"] as? [[String: Any]])
            expectEqual(Set(steps.compactMap { $0["outcome"] as? String }), ["passed", "failed", "blocked"])
            let translations = try require(object["translations"] as? [[String: Any]])
            expectEqual(Set(translations.compactMap { $0["status"] as? String }), ["drift", "untranslated"])
            expectEqual((object["warnings"] as? [Any])?.count, 2)
            expectEqual((object["summary"] as? [String: Any])?["strict"] as? Bool, strict)
        }
    }

    @Test func theSchemaCheckFindsWhatIsMissing() throws {
        let schema = try require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
        let broken: [String: Any] = ["schemaVersion": 1, "summary": ["passed": "1"], "steps": [["blockedBy": ["file": "a.md"]]]]
        let problems = SchemaCheck(root: schema).problems(in: broken, against: schema, at: "$")
        expect(problems.contains("$: `translations` is missing"))
        expect(problems.contains("$.summary.passed: expected integer"))
        expect(problems.contains("$.steps[0]: `outcome` is missing"))
        expect(problems.contains { $0.hasPrefix("$.steps[0].blockedBy: matches no choice") })
    }

    // MARK: - JUnit

    func junit(_ report: JUnitReport, strict: Bool = false) throws -> XMLDocument {
        let (_, result) = try Fixtures.verifiedBook(Self.book)
        return try XMLDocument(xmlString: report.render(strict ? result.failingMisspeltFences() : result), options: [])
    }

    func elements(_ document: XMLDocument, _ xpath: String) throws -> [XMLElement] {
        try document.nodes(forXPath: xpath).compactMap { $0 as? XMLElement }
    }

    @Test func junitHasTimesUniqueNamesAndWarnings() throws {
        let document = try junit(JUnitReport())
        for element in try elements(document, "//testsuites | //testsuite | //testcase") {
            let time = try require(element.attribute(forName: "time")?.stringValue, "\(element.name ?? "") has no time")
            expectEqual(Double(time).map { $0 >= 0 }, true, "\(time)")
        }
        let names = try elements(document, "/testsuites/testsuite[1]/testcase").compactMap { $0.attribute(forName: "name")?.stringValue }
        expectEqual(names, ["Open it", "Check", "Check (2)", "Misspelt"])
        let warnings = try require(try elements(document, "/testsuites/testsuite[@name='warnings']").first)
        let warning = try require(try elements(document, "/testsuites/testsuite[@name='warnings']/testcase/skipped").first)
        expectEqual(warnings.attribute(forName: "tests")?.stringValue, "1")
        expectEqual(warning.attribute(forName: "message")?.stringValue?.contains("misspelt `spec`"), true)
    }

    @Test func underStrictWarningsAndUntranslatedChaptersFail() throws {
        let document = try junit(JUnitReport(strict: true), strict: true)
        let misspelt = try require(try elements(document, "/testsuites/testsuite[1]/testcase[@name='Misspelt']/failure").first)
        expectEqual(misspelt.attribute(forName: "message")?.stringValue?.contains("--strict"), true)
        expectEqual(try elements(document, "/testsuites/testsuite[@name='warnings']/testcase/failure").count, 1)
        let untranslated = try elements(document, "/testsuites/testsuite[@name='translations']/testcase[@name='02-alone.md']/failure")
        expectEqual(untranslated.count, 1)
        expectEqual(try elements(document, "//skipped").count, 1, "only the blocked step is skipped")
    }

    @Test func junitCanLeaveOutTheNonStandardLocationAttributes() throws {
        let with = try junit(JUnitReport())
        expect(try elements(with, "//testcase[@file]").count > 0)
        let without = try junit(JUnitReport(includingLocations: false))
        expect(try elements(without, "//*[@file] | //*[@line]").isEmpty)
        expectEqual(try elements(without, "//testcase").count, (try elements(with, "//testcase").count))
    }

    // MARK: - GitHub annotations

    @Test func githubAnnotationsNameFileLineAndColumnAndEscapeTheirText() throws {
        let (folder, result) = try Fixtures.verifiedBook(Self.book)
        let lines = GitHubAnnotations().render(result).split(separator: "\n").map(String.init)
        let english = folder.appendingPathComponent("en/01-delete.md").path
        let property = english.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        expect(lines.contains { $0.hasPrefix("::error file=\(property),line=13,col=1,title=step “Check” failed::expect row count 28%0A") })
        expect(lines.contains { $0.hasPrefix("::error file=") && $0.contains("title=translation drift::") })
        expectEqual(lines.filter { $0.hasPrefix("::warning ") }.count, 2, "the misspelt fence and the untranslated chapter")
        expect(lines.allSatisfy { $0.hasPrefix("::") && !$0.contains("\r") })
        let strict = GitHubAnnotations(strict: true).render(result)
        expect(!strict.contains("::warning "))
    }

    // MARK: - Summary and colour

    @Test func theSummaryCountsWarningsAndSaysWhenTheyFail() throws {
        let (_, result) = try Fixtures.verifiedBook(Self.book)
        expectEqual(TerminalReport(useColor: false).summary(result), "3 passed, 2 failed, 1 blocked, 4 translation drifts, 2 warnings")
        expectEqual(TerminalReport(useColor: false, strict: true).summary(result.failingMisspeltFences()), "2 passed, 3 failed, 1 blocked, 4 translation drifts, 2 warnings (failures under --strict)")
    }

    @Test func colourFollowsTheChoiceThenTheEnvironmentThenTheTerminal() {
        let auto = ColorChoice.auto
        expect(auto.wantsColor(isTerminal: true, environment: [:]))
        expect(!auto.wantsColor(isTerminal: false, environment: [:]))
        expect(!auto.wantsColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        expect(auto.wantsColor(isTerminal: true, environment: ["NO_COLOR": ""]), "an empty NO_COLOR is not set")
        expect(!auto.wantsColor(isTerminal: true, environment: ["TERM": "dumb"]))
        expect(auto.wantsColor(isTerminal: false, environment: ["FORCE_COLOR": "1"]))
        expect(!auto.wantsColor(isTerminal: false, environment: ["FORCE_COLOR": "0"]))
        expect(ColorChoice.always.wantsColor(isTerminal: false, environment: ["NO_COLOR": "1", "TERM": "dumb"]))
        expect(!ColorChoice.never.wantsColor(isTerminal: true, environment: ["FORCE_COLOR": "1"]))
    }

    @Test func theListingShowsStepsAndProseWithTheirLines() throws {
        let (folder, result) = try Fixtures.verifiedBook(["en/01-a.md": "# A\n\n## Run\n\n```spec\ntable 3 rows\n```\n\n## Read\n\nWords.\n"])
        let file = folder.appendingPathComponent("en/01-a.md").path
        let listing = ChapterListing(useColor: false).render(result, showingProse: true)
        expectEqual(listing, "\(file):1: A (1 step)\n  \(file):3: step: Run\n  \(file):9: prose: Read\n")
        expect(!ChapterListing(useColor: false).render(result, showingProse: false).contains("prose"))
    }
}

/// Checks a JSON value against the parts of JSON Schema the report's schema uses: `type`, `required`,
/// `properties`, `items`, `enum`, `const`, `oneOf` and `$ref` to `#/$defs/…`.
struct SchemaCheck {
    var root: [String: Any]

    func problems(in value: Any, against schema: [String: Any], at path: String) -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let target = (root["$defs"] as? [String: Any])?[name] as? [String: Any] else { return ["\(path): unknown $ref \(reference)"] }
            return problems(in: value, against: target, at: path)
        }
        if let choices = schema["oneOf"] as? [[String: Any]] {
            let matching = choices.filter { problems(in: value, against: $0, at: path).isEmpty }
            return matching.count == 1 ? [] : ["\(path): matches no choice of oneOf (or more than one)"]
        }
        var found: [String] = []
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [(type as? String) ?? ""]
            if !types.contains(where: { Self.value(value, is: $0) }) { return ["\(path): expected \(types.joined(separator: " or "))"] }
        }
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { ($0 as? NSObject)?.isEqual(value) == true }) {
            found.append("\(path): \(value) is not one of \(allowed)")
        }
        if let constant = schema["const"], (constant as? NSObject)?.isEqual(value) != true {
            found.append("\(path): expected \(constant)")
        }
        if let object = value as? [String: Any] {
            for key in (schema["required"] as? [String]) ?? [] where object[key] == nil {
                found.append("\(path): `\(key)` is missing")
            }
            for (key, property) in (schema["properties"] as? [String: [String: Any]]) ?? [:] {
                if let member = object[key] { found += problems(in: member, against: property, at: "\(path).\(key)") }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() { found += problems(in: item, against: items, at: "\(path)[\(index)]") }
        }
        return found
    }

    static func value(_ value: Any, is type: String) -> Bool {
        // JSONSerialization gives true and false as NSNumbers of their own class.
        let isBoolean = value is NSNumber && String(describing: Swift.type(of: value)) == String(describing: Swift.type(of: NSNumber(value: true)))
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "null": return value is NSNull
        case "boolean": return isBoolean
        case "integer": return !isBoolean && (value as? NSNumber).map { $0.doubleValue == $0.doubleValue.rounded() } == true
        default: return false
        }
    }
}
