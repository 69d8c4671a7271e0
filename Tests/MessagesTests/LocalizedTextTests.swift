import Messages
import Testing

@Suite("Localized text")
struct LocalizedTextTests {
    @Test func picksTheReadersLanguage() {
        let text = LocalizedText("row 3 is not on screen", zh: "行 3 不在屏幕上")
        #expect(text.text(in: .english) == "row 3 is not on screen")
        #expect(text.text(in: .chinese) == "行 3 不在屏幕上")
        #expect(text.description == "row 3 is not on screen")
    }

    @Test func languageFromFolderAndLocale() {
        #expect(ReaderLanguage(folder: "zh-Hans") == .chinese)
        #expect(ReaderLanguage(folder: "en") == .english)
        #expect(ReaderLanguage(folder: "ja") == .english)
        #expect(ReaderLanguage(localeVariable: "zh_CN.UTF-8") == .chinese)
        #expect(ReaderLanguage(localeVariable: "en_US.UTF-8") == .english)
        #expect(ReaderLanguage(localeVariable: nil) == .english)
        #expect(ReaderLanguage(localeVariable: "C") == .english)
    }

    @Test func joinsBothLanguages() {
        let joined = LocalizedText("a", zh: "甲") + LocalizedText(verbatim: "!")
        #expect(joined.english == "a!")
        #expect(joined.chinese == "甲!")
    }
}
