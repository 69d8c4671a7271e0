import ChapterModel
import Testing
@testable import SpecLanguage
import TestSupport

/// A translation's Swift listings against the original's: same listings, same kind and file, same code.
@Suite("Translation sync of Swift listings")
struct ListingSyncTests {
    let english = """
    # Swipe

    ## Set up

    ```swift ios file=InboxViewController.swift
    import UIKit

    // The inbox.
    final class InboxViewController: UITableViewController {
        let title = "Inbox \\(count) items" /* a title */
        override func viewDidLoad() {
            tableView.rowHeight = 44
        }
    }
    ```

    ```swift
    import SwipeEngine
    let offset = -100 // fully open
    ```
    """

    func drifts(_ chinese: String) -> [TranslationDrift] {
        let en = ChapterReader.parse(markdown: english, path: "en/01.md")
        let zh = ChapterReader.parse(markdown: chinese, path: "zh-Hans/01.md", language: .chinese)
        return TranslationSync.drifts(original: en, translation: zh)
    }

    var faithful: String {
        english.replacingOccurrences(of: "# Swipe", with: "# 滑动")
            .replacingOccurrences(of: "## Set up", with: "## 准备")
            .replacingOccurrences(of: "// The inbox.", with: "// 收件箱。\n    // 第二行注释。")
            .replacingOccurrences(of: "\"Inbox \\(count) items\" /* a title */", with: "\"收件箱里有 \\(count) 封\"")
            .replacingOccurrences(of: "// fully open", with: "// 完全打开")
    }

    @Test func commentsAndTheTextOfStringsMayBeTranslated() {
        expect(drifts(faithful).isEmpty, "\(drifts(faithful))")
    }

    @Test func aChangedValueIsReportedAtBothLines() throws {
        let found = drifts(faithful.replacingOccurrences(of: "rowHeight = 44", with: "rowHeight = 60"))
        try require(found.count == 1, "\(found)")
        expectEqual(found[0].kind, .changedCode)
        expect(found[0].original.line == 12 && found[0].translation.line == 13)
        expect(found[0].originalLine == "tableView.rowHeight = 44" && found[0].translationLine == "tableView.rowHeight = 60")
        expect(found[0].message.contains("`tableView.rowHeight = 44` against `tableView.rowHeight = 60`"))
        expect(found[0].text.chinese.contains("原文是 `tableView.rowHeight = 44`"))
    }

    @Test func anInterpolationIsCodeInsideAString() {
        let found = drifts(faithful.replacingOccurrences(of: "\\(count)", with: "\\(total)"))
        expectEqual(found.map(\.kind), [.changedCode])
    }

    @Test func aDeletedListingIsMissingAtTheTranslationsPlace() throws {
        let chinese = faithful.replacingOccurrences(of: "```swift\nimport SwipeEngine\nlet offset = -100 // 完全打开\n```", with: "")
        let found = drifts(chinese)
        try require(found.count == 1, "\(found)")
        expectEqual(found[0].kind, .missingListing)
        expect(found[0].original.line == 17 && found[0].originalLine == "```swift")
        // After the translation's last listing of the step: at its last line.
        expect(found[0].translation.line == 15 && found[0].translationLine == "}")
        expect(found[0].message.contains("has no Swift listing for en/01.md:17:1"))
    }

    @Test func anExtraListingAndAnotherFileAreDrifts() {
        let extra = faithful + "\n\n```swift\nprint(1)\n```\n"
        expectEqual(drifts(extra).map(\.kind), [.extraListing])
        let otherFile = faithful.replacingOccurrences(of: "file=InboxViewController.swift", with: "file=Inbox.swift")
        expectEqual(drifts(otherFile).map(\.kind), [.changedListing])
        let otherKind = faithful.replacingOccurrences(of: "```swift\nimport SwipeEngine", with: "```swift ios\nimport SwipeEngine")
        expectEqual(drifts(otherKind).map(\.kind), [.changedListing])
    }

    @Test func aLineOfCodeDroppedOrAddedIsReportedAsSuch() {
        let dropped = faithful.replacingOccurrences(of: "        tableView.rowHeight = 44\n", with: "")
        expectEqual(drifts(dropped).map(\.kind), [.missingCode])
        let added = faithful.replacingOccurrences(of: "import UIKit\n", with: "import UIKit\nimport Foundation\n")
        expectEqual(drifts(added).map(\.kind), [.extraCode])
    }

    @Test func codeIsReadWithoutCommentsAndStringText() {
        let code = ListingCode(code: """
        let a = #"raw "quoted" \\#(x) text"# // note
        let b = \"\"\"
            several
            lines \\(y)
            \"\"\" /* nested /* comment */ still */ + z
        """)
        expectEqual(code.lines.map(\.text), ["let a = \"\\(x)\"", "let b = \"\\(y)\" + z"])
        expectEqual(code.lines.map(\.index), [0, 1])
    }
}
