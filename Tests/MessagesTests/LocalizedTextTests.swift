import Messages
import Testing
import TestSupport

@Suite("Localized text")
struct LocalizedTextTests {
    @Test func picksTheReadersLanguage() {
        let text = LocalizedText("row 3 is not on screen", zh: "行 3 不在屏幕上")
        expectEqual(text.text(in: .english), "row 3 is not on screen")
        expectEqual(text.text(in: .chinese), "行 3 不在屏幕上")
        expectEqual(text.description, "row 3 is not on screen")
    }

    @Test func languageFromFolderAndLocale() {
        expectEqual(ReaderLanguage(folder: "zh-Hans"), .chinese)
        expectEqual(ReaderLanguage(folder: "en"), .english)
        expectEqual(ReaderLanguage(folder: "ja"), .english)
        expectEqual(ReaderLanguage(localeVariable: "zh_CN.UTF-8"), .chinese)
        expectEqual(ReaderLanguage(localeVariable: "en_US.UTF-8"), .english)
        expectEqual(ReaderLanguage(localeVariable: nil), .english)
        expectEqual(ReaderLanguage(localeVariable: "C"), .english)
    }

    @Test func joinsBothLanguages() {
        let joined = LocalizedText("a", zh: "甲") + LocalizedText(verbatim: "!")
        expectEqual(joined.english, "a!")
        expectEqual(joined.chinese, "甲!")
    }
}
