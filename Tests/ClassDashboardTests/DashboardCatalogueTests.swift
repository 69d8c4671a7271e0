import ClassDashboard
import EngineMessages
import Testing
import TestSupport

/// The dashboard's words live beside it (`Sources/ClassDashboard/DashboardMessages.swift`), and each has its own Chinese.
@Suite("Dashboard catalogue")
struct DashboardCatalogueTests {
    @Test func everyEntryHasItsOwnChineseText() {
        expect(DashboardMessages.translatedExamples.count > 10)
        for text in DashboardMessages.translatedExamples {
            expect(text.chinese != text.english, "the Chinese of \(text.english) is the English")
            expect(text.chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "no Chinese characters in \(text.chinese)")
        }
    }
}
