import Foundation
import ListingChecker
import Testing
import TestSupport

/// The checked iOS surface against Apple's documented Swift signatures: each line of `Signatures/*.swift` is one
/// declaration written in its documented Swift form (`let _: (UITableView) -> ([IndexPath], UITableView.RowAnimation)
/// -> Void = UITableView.deleteRows(at:with:)`), under its documentation page's address; together they must
/// type-check against the surface with exactly those types.
@Suite struct SurfaceSignatureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Signatures").path

    static func signatureFiles() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
    }

    static func checker() -> ListingChecker {
        var environment = ProcessInfo.processInfo.environment
        // A fresh cache, so every check here runs the compiler; the surface's overlays, named by their content and
        // the compiler, are the package's (built once, not once per test).
        environment["CHAPTERS_SURFACE_CACHE"] = environment["CHAPTERS_SURFACE_CACHE"] ?? ListingChecker.forRunningExecutable().cache?.folder
        environment["CHAPTERS_LISTING_CACHE"] = TestFolders.fresh("surface-tests").path
        return ListingChecker.forRunningExecutable(environment: environment)
    }

    @Test func atLeastTwoHundredDocumentedDeclarationsEachUnderItsDocumentationPage() throws {
        let files = try Self.signatureFiles()
        var checks = 0
        for file in files {
            let lines = file.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() where line.hasPrefix("let _:") {
                checks += 1
                let above = lines[..<index].last { !$0.isEmpty } ?? ""
                expect(above.hasPrefix("// https://developer.apple.com/documentation/"), "\(file.name): `\(line)` has no documentation page above it")
            }
        }
        expect(checks >= 200, "only \(checks) documented declarations are checked")
    }

    @Test func theDocumentedSignaturesTypeCheckAgainstTheSurface() throws {
        let files = try Self.signatureFiles()
        try require(!files.isEmpty)
        let checker = Self.checker()
        try require(checker.toolchain != nil, "swiftc must be on PATH")
        defer { if let folder = checker.cache?.folder { try? FileManager.default.removeItem(atPath: folder) } }
        let errors = try checker.typeCheckApp(files).get()
        expect(errors.isEmpty, "\(errors.prefix(20).joined(separator: "\n"))")
    }

    /// The mistakes a reader makes most, each alone in an otherwise correct file, fail as they would in Xcode.
    @Test(arguments: [
        ("a two-argument contextual-action handler",
         "let action = UIContextualAction(style: .destructive, title: \"Delete\") { action, view in }"),
        ("deleteRows without with:", "tableView.deleteRows(at: [IndexPath(row: 0, section: 0)])"),
        ("a read-only property assigned", "tableView.visibleCells = []"),
        ("#selector to a method that is not @objc", "_ = #selector(ScreenController.plain)"),
        // API the surface once had and Apple's Swift interfaces do not (iPhoneOS18.0.sdk): each compiles on Linux
        // with a hand-written surface that is too generous, and fails in Xcode.
        ("a number literal assigned to a layout priority", "tableView.heightAnchor.constraint(equalToConstant: 44).priority = 999"),
        ("a CGFloat parsed from a string", "_ = CGFloat(\"1.5\")"),
        ("a CGFloat's debug description", "_ = tableView.rowHeight.debugDescription"),
        ("edge insets as a set's elements", "_ = Set<UIEdgeInsets>()"),
        ("a cell's configuration state made without a trait collection", "_ = UICellConfigurationState()"),
        ("a layout priority multiplied (UIKit gives it only + and -)", "_ = UILayoutPriority.defaultHigh * 2"),
        ("3D transforms compared with == (CATransform3D is not Equatable)", "_ = tableView.layer.transform == CATransform3DIdentity"),
        // Swift 4.2 renamed these: Xcode's error names the new spelling.
        ("UIEdgeInsetsInsetRect, which Swift calls CGRect.inset(by:)", "_ = UIEdgeInsetsInsetRect(tableView.bounds, .zero)"),
        ("UIStackViewSpacingUseSystem, which Swift calls UIStackView.spacingUseSystem", "_ = UIStackViewSpacingUseSystem"),
    ])
    func aTypicalMistakeFails(mistake: String, line: String) throws {
        let source = """
        import UIKit

        final class ScreenController: UITableViewController {
            func plain() {}

            func go() {
                \(line)
            }
        }
        """
        let checker = Self.checker()
        try require(checker.toolchain != nil, "swiftc must be on PATH")
        defer { if let folder = checker.cache?.folder { try? FileManager.default.removeItem(atPath: folder) } }
        let errors = try checker.typeCheckApp([("Screen.swift", source)]).get()
        expect(errors.contains { $0.hasPrefix("Screen.swift:7:") }, "\(mistake) should fail at its line: \(errors)")
    }

    /// What a reader writes instead of those mistakes, as Apple's API has it, passes.
    @Test func theFormsAppleHasPass() throws {
        let source = """
        import UIKit

        final class ScreenController: UITableViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
            }

            func go() {
                tableView.heightAnchor.constraint(equalToConstant: 44).priority = UILayoutPriority(999)
                tableView.heightAnchor.constraint(equalToConstant: 44).priority = .defaultHigh - 1
                _ = CGFloat(Double("1.5") ?? 0)
                _ = tableView.rowHeight.description
                _ = tableView.contentInset == .zero
                // UIKit's numeric raw-representable arithmetic (_UIKitNumericRawRepresentable).
                var priority = UILayoutPriority.defaultLow
                priority -= 1
                priority = 1 + priority
                let gap: Float = UILayoutPriority.defaultHigh - priority
                _ = gap
                _ = UIFont.Weight.regular < .bold
                var state = UICellConfigurationState(traitCollection: traitCollection)
                _ = state.traitCollection.userInterfaceStyle
                state[UIConfigurationStateCustomKey("archived")] = true
                _ = state[UIConfigurationStateCustomKey(rawValue: "archived")]
                // Dispatch's global time operators and its full queue initialiser.
                let queue = DispatchQueue(label: "loader", qos: .utility, attributes: .concurrent)
                queue.asyncAfter(deadline: .now() + .milliseconds(300)) {}
                _ = DispatchTime.now() - .seconds(1)
                _ = DispatchTime.now() - 0.5
                let group = DispatchGroup()
                group.enter()
                queue.async(group: group) { group.leave() }
                group.notify(queue: .main) {}
                // CGFloat's order, zero and conversions come from the standard library's protocol defaults.
                let width: CGFloat = tableView.rowHeight
                _ = width <= .zero || width.nextDown > CGFloat(3) || CGFloat(Float(2)) >= CGFloat(exactly: 2.5) ?? 0
                _ = CGFloat(signOf: -1, magnitudeOf: width) == CGFloat.ulpOfOne
                _ = CATransform3DIsIdentity(tableView.layer.transform)
                // The keyboard's layout guide is a tracking layout guide (UIKeyboardLayoutGuide.h).
                view.keyboardLayoutGuide.followsUndockedKeyboard = true
                let tracking: UITrackingLayoutGuide = view.keyboardLayoutGuide
                tracking.removeAllTrackedConstraints()
                let rows = IndexSet([0, 2, 3])
                let title: NSString = "Rows"
                _ = (rows.count, title.length)
            }
        }
        """
        let checker = Self.checker()
        try require(checker.toolchain != nil, "swiftc must be on PATH")
        defer { if let folder = checker.cache?.folder { try? FileManager.default.removeItem(atPath: folder) } }
        let errors = try checker.typeCheckApp([("Screen.swift", source)]).get()
        expect(errors.isEmpty, "\(errors)")
    }

    /// Darwin's math as `import UIKit` brings it on iOS: rounding, `sqrt` and `fabs` are generic over FloatingPoint
    /// (the `_math` overlay), so they take CGFloat, Double and Float alike; `fabs` is deprecated there, renamed `abs`,
    /// and Xcode warns at its line, as it does for a row action (deprecated by its header, dated by its page) in the page's words only.
    @Test func darwinsRoundingIsGenericAndFabsIsDeprecated() throws {
        let source = """
        import UIKit

        final class ScreenController: UITableViewController {
            func go() {
                let width: CGFloat = tableView.rowHeight
                let half: Float = 2.5
                _ = (ceil(width), floor(half), round(2.5), trunc(half), sqrt(half), trunc(width), abs(width))
                _ = sin(0.5) + cos(0.5) + exp(1) + log(2.0) + pow(2.0, 3) + atan2(1.0, 1) + tan(0.25) + fabs(-1.0)
                _ = sin(width) + hypot(width, 1)
                _ = fabs(width)
                _ = UITableViewRowAction(style: .normal, title: "Flag") { _, _ in }
                _ = UIEdgeInsetsEqualToEdgeInsets(.zero, tableView.contentInset) || tableView.bounds.inset(by: .zero) == .zero
                _ = UIStackView.spacingUseSystem + UIStackView.spacingUseDefault
            }
        }
        """
        let checker = Self.checker()
        try require(checker.toolchain != nil, "swiftc must be on PATH")
        defer { if let folder = checker.cache?.folder { try? FileManager.default.removeItem(atPath: folder) } }
        let found = try checker.checkedDiagnostics([("Screen.swift", source)]).get()
        expect(!found.contains { !$0.isWarning }, "\(found)")
        expect(found.contains { $0.isWarning && $0.place.hasPrefix("Screen.swift:10:") && $0.message.contains("'abs'") }, "\(found)")
        // UITableViewRowAction is deprecated by its header and dated by its page: Xcode's dated words with the
        // header's advice, once for the class and once for its initialiser, with no diagnostic group (Swift 6.0
        // names none).
        let rowAction = found.filter { $0.place.hasPrefix("Screen.swift:11:") }.map(\.message)
        expectEqual(rowAction, ["'UITableViewRowAction' was deprecated in iOS 13.0: Use UIContextualAction and related APIs instead.",
                                "'init(style:title:handler:)' was deprecated in iOS 13.0"])
        // UIKit's overlay deprecates UIEdgeInsetsEqualToEdgeInsets in favour of ==.
        expect(found.contains { $0.isWarning && $0.place.hasPrefix("Screen.swift:12:") && $0.message.contains("Use == operator instead") }, "\(found)")
        expect(found.filter(\.isWarning).count == 4, "only fabs on a CGFloat is deprecated (fabs on a Double is math.h's): \(found)")
    }

    @Test func aMisspeltOptionalDelegateMethodFails() throws {
        let source = """
        import UIKit

        final class ScreenController: UIViewController, UITableViewDelegate {
            func tableView(_ tableView: UITableView, didSelectRowAtIndexPath indexPath: IndexPath) {}
        }
        """
        let checker = Self.checker()
        try require(checker.toolchain != nil, "swiftc must be on PATH")
        defer { if let folder = checker.cache?.folder { try? FileManager.default.removeItem(atPath: folder) } }
        let errors = try checker.typeCheckApp([("Screen.swift", source)]).get()
        expect(errors.contains { $0.hasPrefix("Screen.swift:4:") }, "\(errors)")
    }
}
