import Foundation
import Messages
import Testing
import ChapterModel
import BookVerification
import SpecInterpreter
import Figures
import TestSupport

@Suite("Message catalogue")
struct CatalogueTests {
    static let translated = RefusalMessages.translatedExamples + RunnerMessages.translatedExamples + ReportMessages.translatedExamples
        + ChapterMessages.translatedExamples + UsageMessages.pluralExamples
        + StudyGuideMessages.translatedExamples

    @Test func everyEntryHasItsOwnChineseText() {
        expect(Self.translated.count > 100)
        for text in Self.translated {
            expect(!text.chinese.trimmingCharacters(in: .whitespaces).isEmpty, "no Chinese for \(text.english)")
            expect(text.chinese != text.english, "the Chinese of \(text.english) is the English")
            expect(text.chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "no Chinese characters in \(text.chinese)")
        }
    }

    @Test func uikitsExceptionTextStaysVerbatim() {
        for text in RefusalMessages.verbatimExamples {
            expect(text.english.hasPrefix("Invalid update"))
            expectEqual(text.chinese, text.english)
        }
    }

    /// Every `LocalizedText("…", zh: "…")` written in the catalogue's files has a Chinese text, so an entry missing from
    /// the examples above cannot hide an empty translation.
    @Test func noEntryInTheSourcesHasAnEmptyChineseText() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
        // Each module keeps its own words (`Sources/ClassServer/ClassServerMessages.swift`): every catalogue file is read.
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        let files = try modules.flatMap { module in
            let folder = sources.appendingPathComponent(module)
            return try (FileManager.default.subpathsOfDirectory(atPath: folder.path))
                .filter { $0.hasSuffix("Messages.swift") }.map { folder.appendingPathComponent($0) }
        }
        expect(files.count >= 3)
        expect(files.contains { $0.lastPathComponent == "RefusalMessages.swift" })
        for url in files {
            let file = url.lastPathComponent
            let source = try String(contentsOf: url, encoding: .utf8)
            expect(!source.contains("zh: \"\""), "an empty Chinese text in \(file)")
            // Every text of the file has its Chinese (a catalogue of three entries is as complete as one of thirty).
            let english = source.components(separatedBy: "LocalizedText(\"").count - 1
            let chinese = source.components(separatedBy: "zh: \"").count - 1
            expect(chinese >= 2 && chinese >= english, "\(file) has \(english) texts and \(chinese) Chinese ones")
        }
    }

    @Test func rowsAreNamedAsTheChaptersWriteThem() {
        expectEqual(RefusalMessages.row(section: 0, row: 3).chinese, "行 3")
        expectEqual(RefusalMessages.row(section: 1, row: 2).chinese, "行 [1, 2]")
        expectEqual(RefusalMessages.row(section: 1, row: 2).english, "row [1, 2]")
        expectEqual(RefusalMessages.notOnScreen(RefusalMessages.row(section: 0, row: 20)).chinese, "行 20 不在屏幕上")
    }

    @Test func theTerminalsLanguageComesFromItsLocaleVariables() {
        expectEqual(ReaderLanguage(environment: ["LANG": "zh_CN.UTF-8"]), .chinese)
        expectEqual(ReaderLanguage(environment: ["LANG": "en_US.UTF-8"]), .english)
        expectEqual(ReaderLanguage(environment: [:]), .english)
        // LC_ALL wins over LC_MESSAGES, which wins over LANG; an empty one is skipped.
        expectEqual(ReaderLanguage(environment: ["LC_ALL": "en_GB.UTF-8", "LANG": "zh_CN.UTF-8"]), .english)
        expectEqual(ReaderLanguage(environment: ["LC_MESSAGES": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"]), .chinese)
        expectEqual(ReaderLanguage(environment: ["LC_ALL": "", "LANG": "zh_CN.UTF-8"]), .chinese)
    }

    @Test func theEnglishSummaryKeepsTheFormatCIReads() {
        let line = ReportMessages.passedFailed(240, 0) + ReportMessages.blocked(2)
        expectEqual(line.english, "240 passed, 0 failed, 2 blocked")
        expectEqual(line.chinese, "240 个步骤通过，0 个失败，2 个受阻")
    }
}
