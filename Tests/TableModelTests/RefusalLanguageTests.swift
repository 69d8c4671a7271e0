import Messages
import TableModel
import Testing
import TestSupport

@Suite("Refusals in both languages")
struct RefusalLanguageTests {
    @Test func anEnginesRefusalSpeaksBothLanguages() throws {
        var table = Table(rowCount: 3, titled: "Item #{n}")
        let refusal = try #require(throws: Refusal.self) { try table.moveRow(from: RowPath(1), to: RowPath(7)) }
        expectEqual(refusal.message, "cannot move row 1 to row 7: there is no such place")
        expectEqual(refusal.message(in: .english), refusal.message)
        expectEqual(refusal.message(in: .chinese), "无法把 行 1 移到 行 7：没有这个位置")
        expectEqual(Refusal.notOnScreen(RowPath(section: 1, row: 2)).message(in: .chinese), "行 [1, 2] 不在屏幕上")
        expectEqual(Refusal.noSuchRow(RowPath(4)).message(in: .chinese), "没有 行 4")
    }

    @Test func aLearnersPlainRefusalShowsItsTextInBoth() {
        let refusal = Refusal("the drop target must stay in its section")
        expectEqual(refusal.message, "the drop target must stay in its section")
        expectEqual(refusal.message(in: .chinese), "the drop target must stay in its section")
        expect(refusal.contains("stay in its section", in: .chinese))
    }

    @Test func expectErrorMatchesTheReadersTextAndTheEnglishOne() {
        let refusal = Refusal.notOnScreen(RowPath(20))
        expect(refusal.contains("行 20 不在屏幕上", in: .chinese))
        expect(refusal.contains("row 20 is not on screen", in: .chinese))
        expect(refusal.contains("", in: .english))
        // An English chapter does not read the Chinese text.
        expect(!refusal.contains("不在屏幕上", in: .english))
        expect(!refusal.contains("行 21", in: .chinese))
    }

    @Test func refusalsAreEqualWhenTheirEnglishIs() {
        expectEqual(Refusal.notOnScreen(RowPath(3)), Refusal("row 3 is not on screen"))
        expect(Refusal.notOnScreen(RowPath(3)) != Refusal.notOnScreen(RowPath(4)))
    }

    @Test func uikitsExceptionIsTheSameInBothLanguages() throws {
        let update = BatchUpdate(deleted: [RowPath(5)])
        let refusal = try #require(throws: Refusal.self) { try update.validate(countsBefore: [3], countsAfter: [2]) }
        expect(refusal.message.hasPrefix("Invalid update: attempt to delete row 5"))
        expectEqual(refusal.message(in: .chinese), refusal.message)
    }
}
