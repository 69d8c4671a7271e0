import Testing
import SwipeEngine

@Test func systemDeleteIsOneDestructiveButton82PointsWide() {
    #expect(SwipeAction.systemDelete.title == "Delete")
    #expect(SwipeAction.systemDelete.width == 82)
    #expect(SwipeAction.systemDelete.isDestructive)
}
