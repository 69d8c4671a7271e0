import Figures
import Messages
import Testing
import TestSupport

/// The figures' words live beside them (`Sources/Figures/FigureMessages.swift`), and each has its own Chinese.
@Suite("Figure catalogue")
struct FigureCatalogueTests {
    @Test func everyEntryHasItsOwnChineseText() {
        expect(FigureMessages.translatedExamples.count > 10)
        for text in FigureMessages.translatedExamples {
            expect(text.chinese != text.english, "the Chinese of \(text.english) is the English")
            expect(text.chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "no Chinese characters in \(text.chinese)")
        }
    }
}
