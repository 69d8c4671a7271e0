// The other files of this target are written at build time from Chapters/zh-Hans by ChapterScenarioPlugin: one suite
// per chapter, one test per step. These tests check the rules of ScenarioSupport and SpecComparisons that `expect error` and numbers rely on.
import Testing
import EngineMessages
import TableModel
import TableScene
import SpecComparisons
import ScenarioSupport

struct ExpectedRefusalTests {
    @Test func anExpectedRefusalKeepsTheSceneAsItWas() throws {
        var scene = TableScene(table: Table(rowCount: 30))
        scene.swipe.trailingActions = [.systemDelete]
        let refusal = try attempt(on: &scene) { scene in
            try scene.pan(scene.onScreen(scene.shownRow(3)), through: [-40])
            try scene.tapAction("Share", at: scene.shownRow(3))
        }
        #expect(refusal != nil)
        #expect(try scene.swipe.isClosed(at: RowPath(3), in: scene.table))
        expectRefusal(refusal, containing: "in progress")
        // A Chinese chapter's `expect error` quotes the Chinese refusal; the English text still counts.
        expectRefusal(refusal, containing: "有一次滑动正在进行", in: .chinese)
        expectRefusal(refusal, containing: "in progress", in: .chinese)
        #expect(refusal?.message(in: .chinese) == "有一次滑动正在进行；先 `松开` 或 `取消` 它")
    }

    @Test func numbersAgreeWithinTheBooksTolerance() {
        #expect(isClose(150.009, 150))
        #expect(!isClose(150.02, 150))
        #expect(!isClose(nil, 0))
        #expect(isClose([170, 150], [170.001, 150]))
        #expect(!isClose([170], [170, 150]))
    }
}
