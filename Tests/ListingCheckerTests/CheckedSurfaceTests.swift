import ChapterModel
import Foundation
@testable import ListingChecker
import Testing
import TestSupport

/// Issue 31: "checked" means checked. Misspelt UIKit names fail as in Xcode, availability and main-actor rules are
/// Xcode 16's, and the surface is true to Apple's declarations. These run the real compiler against the surface.
@Suite(.serialized)
struct CheckedSurfaceTests {
    static func checker() -> ListingChecker {
        var environment = ProcessInfo.processInfo.environment
        environment["CHAPTERS_SURFACE_CACHE"] = environment["CHAPTERS_SURFACE_CACHE"] ?? ListingChecker.forRunningExecutable().cache?.folder
        environment["CHAPTERS_LISTING_CACHE"] = TestFolders.fresh("checked-surface").path
        return ListingChecker.forRunningExecutable(environment: environment)
    }

    /// The diagnostics of one file, `Screen.swift`, whose body is `lines` inside a table view controller.
    static func diagnostics(_ body: String, outside: String = "") throws -> [ListingChecker.CheckedDiagnostic] {
        let source = """
        import UIKit

        final class ScreenController: UITableViewController {
            let label = UILabel()
            let pan = UIPanGestureRecognizer()
            let scrollView = UIScrollView()

            func go(session: any UIDropSession) {
        \(body)
            }
        }
        \(outside)
        """
        let checker = checker()
        try require(checker.toolchain != nil, "swiftc must be on PATH")
        defer { if let folder = checker.cache?.folder { try? FileManager.default.removeItem(atPath: folder) } }
        return try checker.checkedDiagnostics([("Screen.swift", source)]).get()
    }

    // MARK: - 2. Misspelt names

    @Test func eachMisspeltNameFailsAtItsLineWithDidYouMean() throws {
        let found = try Self.diagnostics("""
                tableView.rowHeigth = 44
                tableView.reloadDat()
                label.numberOfLine = 0
                _ = pan.translation(in: view).dx
                _ = session.localDragSesion
        """)
        let errors = found.filter { !$0.isWarning && $0.outsideSurface == nil }
        let expected = [
            ("Screen.swift:9:", "value of type 'UITableView' has no member 'rowHeigth'; did you mean 'rowHeight'?"),
            ("Screen.swift:10:", "value of type 'UITableView' has no member 'reloadDat'; did you mean 'reloadData'?"),
            ("Screen.swift:11:", "value of type 'UILabel' has no member 'numberOfLine'; did you mean 'numberOfLines'?"),
            ("Screen.swift:12:", "value of type 'CGPoint' has no member 'dx'; did you mean 'x'?"),
            ("Screen.swift:13:", "value of type 'any UIDropSession' has no member 'localDragSesion'; did you mean 'localDragSession'?"),
        ]
        for (place, message) in expected {
            expect(errors.contains { $0.place.hasPrefix(place) && $0.message == message }, "\(place) \(message) in \(found)")
        }
        expect(!found.contains { $0.outsideSurface != nil }, "a misspelling is not a gap in the surface: \(found)")
    }

    @Test func aRealMemberTheSurfaceLacksIsNotCheckedAndNamedEvenThroughAnExistential() throws {
        let found = try Self.diagnostics("""
                _ = tableView.contextMenuInteraction
                _ = session.progressIndicatorStyle
        """)
        expectEqual(found.map(\.outsideSurface), ["UITableView.contextMenuInteraction", "UIDropSession.progressIndicatorStyle"], "\(found)")
    }

    @Test func aFollowOnErrorDoesNotHideTheMissingNameThatCausedIt() throws {
        let found = try Self.diagnostics("""
                tableView.deleteRowz(at: [], with: .fade)
        """)
        expectEqual(found.count, 1, "\(found)")
        expectEqual(found.first?.message, "value of type 'UITableView' has no member 'deleteRowz'; did you mean 'deleteRows'?")
        expect(!found.contains { $0.message.hasPrefix("cannot infer contextual base") })
    }

    @Test func refiningDropsTheFollowOnOfAGapToo() {
        let gap = StepDiagnostic(file: "A.swift", line: 3, column: 9, message: "value of type 'UITableView' has no member 'contextMenuInteraction'",
                                 outsideSurface: "UITableView.contextMenuInteraction")
        let followOn = StepDiagnostic(file: "A.swift", line: 3, column: 40, message: "cannot infer contextual base in reference to member 'fade'")
        let elsewhere = StepDiagnostic(file: "A.swift", line: 4, column: 40, message: "cannot infer contextual base in reference to member 'fade'")
        let documented = DocumentedMembers(text: "UITableView: UIScrollView\ncontextMenuInteraction\nUIScrollView:\nbounces\n")
        expectEqual(SurfaceDiagnostics.refine([gap, followOn, elsewhere], documented: documented), [gap, elsewhere])
    }

    @Test func documentedMembersAreReadWithTheirParents() {
        let documented = DocumentedMembers(text: "# a comment\nUIView: UIResponder\nalpha tag # inline\nUIResponder:\nbecomeFirstResponder\n")
        expectEqual(documented.allMembers(of: "UIView"), ["alpha", "tag", "becomeFirstResponder"])
        expectEqual(documented.suggestion(for: "alhpa", in: "UIView"), "alpha")
        expectEqual(documented.suggestion(for: "somethingElse", in: "UIView"), nil)
        expect(!documented.documents("UILabel"))
    }

    // MARK: - 3. Availability and main-actor rules

    @Test func anIOS174APIUnguardedFailsAndUnderIfAvailablePasses() throws {
        let unguarded = try Self.diagnostics("        scrollView.bouncesHorizontally = false")
        expect(unguarded.contains { $0.place.hasPrefix("Screen.swift:9:") && $0.message.hasPrefix("'bouncesHorizontally' is only available in iOS 17.4 or newer") },
                "\(unguarded)")
        let guarded = try Self.diagnostics("""
                if #available(iOS 17.4, *) {
                    scrollView.bouncesHorizontally = false
                }
        """, outside: """
        @available(iOS 17.4, *)
        @MainActor func marked(_ scrollView: UIScrollView) { scrollView.bouncesVertically = true }
        """)
        expect(guarded.isEmpty, "\(guarded)")
    }

    /// `UIListContentConfiguration.header()` carries no availability in the overlay: its iOS 18.0 comes from the
    /// declaration data (its documentation page), written onto it when the surface is built.
    @Test func anAvailabilityFromTheDeclarationDataIsHeldAsXcodeHoldsIt() throws {
        let unguarded = try Self.diagnostics("        _ = UIListContentConfiguration.header()")
        expect(unguarded.contains { !$0.isWarning && $0.place.hasPrefix("Screen.swift:9:") && $0.message.hasPrefix("'header()' is only available in iOS 18.0 or newer") },
                "\(unguarded)")
        let guarded = try Self.diagnostics("""
                if #available(iOS 18.0, *) { _ = UIListContentConfiguration.header() }
                _ = UIBackgroundConfiguration.listPlainCell()
        """)
        expect(guarded.isEmpty, "guarded, and a deprecation later than iOS 17.0 says nothing: \(guarded)")
        let deprecated = try Self.diagnostics("        _ = UIApplication.shared.keyWindow")
        expect(deprecated.contains { $0.isWarning && $0.message.hasPrefix("'keyWindow' was deprecated in iOS 13.0") }, "\(deprecated)")
    }

    /// An Objective-C declaration of the surface takes its availability from its page the same way:
    /// `UINavigationItem.subtitle` is iOS 26.0 on its page, though its header states none.
    @Test func aHeaderDeclarationsAvailabilityComesFromItsPage() throws {
        let unguarded = try Self.diagnostics("        navigationItem.subtitle = \"Inbox\"")
        expect(unguarded.contains { !$0.isWarning && $0.place.hasPrefix("Screen.swift:9:") && $0.message.hasPrefix("'subtitle' is only available in iOS 26.0 or newer") },
                "\(unguarded)")
        let guarded = try Self.diagnostics("        if #available(iOS 26.0, *) { navigationItem.subtitle = \"Inbox\" }")
        expect(guarded.isEmpty, "\(guarded)")
    }

    /// A table screen shown from SwiftUI, under the safe area: the modifier's `some View` hides the type behind it,
    /// as Apple's does, and a `some View` is all a reader can name.
    @Test func aRepresentableTableIgnoresTheSafeArea() throws {
        let found = try Self.diagnostics("", outside: """
        import SwiftUI

        struct Inbox: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> ScreenController { ScreenController(style: .plain) }
            func updateUIViewController(_ controller: ScreenController, context: Context) {}
        }

        struct Root: View {
            var body: some View { Inbox().ignoresSafeArea() }
        }
        """)
        expect(found.isEmpty, "\(found)")
        let named = try Self.diagnostics("", outside: """
        import SwiftUI

        struct Inbox: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> ScreenController { ScreenController(style: .plain) }
            func updateUIViewController(_ controller: ScreenController, context: Context) {}
        }

        let root: ModifiedView<Inbox> = Inbox().ignoresSafeArea()
        """)
        expect(named.contains { $0.message.contains("cannot find type 'ModifiedView' in scope") }, "\(named)")
    }

    /// `UIActionHandler` is `(UIAction) -> Void` as its page shows, not main-actor: a handler written in a view
    /// controller takes the controller's isolation, as any closure that is not `@Sendable` does, and may touch its views.
    @Test func anActionHandlerInAViewControllerMayTouchItsViews() throws {
        let found = try Self.diagnostics("""
                let delete = UIAction(title: "Delete", attributes: .destructive) { _ in self.tableView.reloadData() }
                navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: delete)
        """)
        expect(found.isEmpty, "\(found)")
    }

    @Test func guardsAreReadFromTheText() {
        let text = """
        func a(s: S) {
            guard #available(iOS 17.4, *) else { return }
            s.use()
        }
        func b(s: S) {
            if #available(iOS 17.4, *) { s.other() } else {
                s.use()
            }
            if #available(iOS 18, *) { s.use() }
        }
        """
        expect(AvailabilityContext.isGuarded(text: text, line: 3, column: 7, version: "17.4"))
        expect(!AvailabilityContext.isGuarded(text: text, line: 7, column: 9, version: "17.4"), "the else branch is not guarded")
        expect(AvailabilityContext.isGuarded(text: text, line: 9, column: 34, version: "17.4"), "iOS 18 ensures 17.4")
        expect(!AvailabilityContext.isGuarded(text: text, line: 3, column: 7, version: "18.0"), "iOS 17.4 does not ensure 18")
    }

    @Test func theSurfaceIsMarkedOnlyWhereANewerOrDeprecatedAPIIs() {
        let header = "@property BOOL a API_AVAILABLE(ios(17.4));\n@property BOOL b API_AVAILABLE(ios(13.0));\n@property BOOL c API_DEPRECATED(\"Use d.\", ios(2.0, 13.0));"
        let marked = SurfaceAvailability.markedHeader(header, target: "17.0").split(separator: "\n").map(String.init)
        expect(marked[0].hasSuffix("API_AVAILABLE(ios(17.4)) __attribute__((deprecated(\"ios-availability: introduced 17.4\")));"))
        expectEqual(marked[1], "@property BOOL b API_AVAILABLE(ios(13.0));")
        expect(marked[2].contains("deprecated(\"ios-availability: deprecated 13.0 Use d.\")"))
        let overlay = SurfaceAvailability.markedOverlay("    @available(iOS 18.0, *)\n    @available(iOS 15.0, *)", target: "17.0")
        expectEqual(overlay, "    @available(*, deprecated, message: \"ios-availability: introduced 18.0\") @available(iOS 18.0, *)\n    @available(iOS 15.0, *)")
    }

    @Test func aDeprecatedAPIIsAWarningWithXcodesWords() throws {
        let found = try Self.diagnostics("""
                _ = UITableViewRowAction(style: .normal, title: "Flag") { _, _ in }
        """)
        expect(found.contains { $0.isWarning && $0.place.hasPrefix("Screen.swift:9:") && $0.message.hasPrefix("'UITableViewRowAction' was deprecated in iOS 13.0") },
                "\(found)")
        expect(!found.contains { !$0.isWarning }, "a deprecated use still passes: \(found)")
    }

    @Test func aNonisolatedFunctionSettingAViewPropertyFailsAsInXcode16() throws {
        let found = try Self.diagnostics("", outside: """
        nonisolated func fade(_ view: UIView) {
            view.alpha = 0
            view.setNeedsLayout()
        }
        """)
        expect(found.contains { $0.place.hasPrefix("Screen.swift:13:") && $0.message == "main actor-isolated property 'alpha' can not be mutated from a nonisolated context" },
                "\(found)")
        expect(found.contains { $0.place.hasPrefix("Screen.swift:14:") && $0.message == "call to main actor-isolated instance method 'setNeedsLayout()' in a synchronous nonisolated context" },
                "\(found)")
    }

    // MARK: - 4. Apple's declarations

    @Test func theDeclarationsIssue31FoundWrongAreApplesNow() throws {
        let found = try Self.diagnostics("""
                UIView.animate(springDuration: 0.3, bounce: 0.2) { self.view.alpha = 1 }
                var button = UIButton.Configuration.filled()
                button.attributedTitle = AttributedString("Save")
                var content = UIListContentConfiguration.cell()
                content.textProperties.lineBreakMode = .byWordWrapping
                tableView.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "Cell")
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
                view.accessibilityLabel = "Inbox"
                view.accessibilityTraits = [.header]
                view.isAccessibilityElement = true
        """, outside: """
        final class SwipeCell: UITableViewCell {
            let pan = UIPanGestureRecognizer()
            func setUp() { pan.delegate = self }
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
        }
        final class MenuController: UITableViewController {
            override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                    point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: [UIAction(title: "Delete") { _ in }])
                }
            }
            override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
        }
        """)
        expect(found.isEmpty, "\(found)")
    }

    @Test func aRedundantGestureDelegateConformanceAndTheInventedReconfigureSectionsFail() throws {
        let found = try Self.diagnostics("""
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.reconfigureSections([0])
        """, outside: """
        final class RedundantCell: UITableViewCell, UIGestureRecognizerDelegate {}
        """)
        expect(found.contains { $0.place.hasPrefix("Screen.swift:10:") && $0.message.contains("has no member 'reconfigureSections'") }, "\(found)")
        expect(found.contains { $0.place.hasPrefix("Screen.swift:13:") && $0.message.contains("redundant conformance of 'RedundantCell' to protocol 'UIGestureRecognizerDelegate'") },
                "\(found)")
    }
}
