import Testing
import SwipeEngine
import TestSupport

@Test func systemDeleteIsOneDestructiveButton82PointsWide() {
    expectEqual(SwipeAction.systemDelete.title, "Delete")
    expectEqual(SwipeAction.systemDelete.width, 82)
    expect(SwipeAction.systemDelete.isDestructive)
}
