import Testing
import UIKit
import TestSupport

/// A crash names the app's line: UIKit's exceptions carry the call stack (`NSException.callStackSymbols` on iOS);
/// the runtime reads the file, line and column of the app's frame from it.
///
/// Documentation: https://developer.apple.com/documentation/foundation/nsexception/callstacksymbols
@MainActor @Suite struct CallSiteTests {
    @Test func anInvalidUpdateRecordsTheLineThatCalledDeleteRows() throws {
        let app = UIKitRuntime()
        let controller = InboxController()
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        let line = #line + 1
        app.run { controller.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic) }
        let exception = try require(app.exceptions.first)
        expectEqual(exception.name, "NSInternalInconsistencyException")
        let site = try require(exception.callSite)
        expect(site.file.hasSuffix("UIKitRuntimeTests/CallSiteTests.swift"))
        expectEqual(site.line, line)
        expect(site.column > 0)
        expect("\(exception.message(at: site))".hasPrefix("\(site.file):\(line):\(site.column): the app crashed"))
    }

    @Test func aCrashInsideAnActionHandlerNamesTheHandlersLine() throws {
        let app = UIKitRuntime()
        let controller = SwipeInbox()
        controller.deletesModel = false
        app.window.rootViewController = controller
        app.window.makeKeyAndVisible()
        controller.deletesRowItself = true
        app.drag(from: CGPoint(x: 300, y: 154), to: CGPoint(x: 240, y: 154), lift: false)
        app.advance(seconds: 0.2)
        app.touchUp()
        app.advance(seconds: 0.5)
        app.tap(at: CGPoint(x: 280, y: 154))
        let site = try require(app.exceptions.first?.callSite)
        // SwipeInbox's Delete handler calls deleteRows without changing its model.
        expect(site.file.hasSuffix("UIKitRuntimeTests/SwipeActionTests.swift"))
        expect(site.function.contains("SwipeInbox"))
    }
}
