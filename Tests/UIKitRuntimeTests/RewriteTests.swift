import Testing
import UIKit
import TestSupport

/// The source rewrite that lets the reader's `@objc` and `#selector` compile on Linux, at the same lines and columns.
@Suite struct RewriteTests {
    @Test func selectorAndObjcAreReplacedByTextOfTheSameLength() {
        let source = """
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
        @objc func handlePan(_ pan: UIPanGestureRecognizer) {}
        @objc(goBack:) private func goBack() {}
        @objcMembers final class A {}
        """
        let rewritten = ReaderSourceRewrite.rewrite(source)
        expectEqual(rewritten, """
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action:  Selector(handlePan(_:))))
              func handlePan(_ pan: UIPanGestureRecognizer) {}
                       private func goBack() {}
                     final class A {}
        """)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines.map(\.count), newLines.map(\.count))
    }

    /// The classes whose own code implements `tableView(_:commit:forRowAt:)`, for the entry point to name.
    @Test func theClassesThatCommitEditingAreFound() {
        let source = """
        final class Inbox: UITableViewController {
            override func tableView(
                _ tableView: UITableView,
                commit editingStyle: UITableViewCell.EditingStyle,
                forRowAt indexPath: IndexPath
            ) { if true { } }
            // func tableView(_ t: UITableView, commit s: UITableViewCell.EditingStyle, forRowAt i: IndexPath) {}
            let text = "func tableView(_ t: UITableView, commit s: X, forRowAt i: IndexPath)"
        }
        class Plain: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        }
        extension Plain {
            func helper() { let f = { (x: Int) in x } ; _ = f }
        }
        private final class Hidden: UITableViewController {
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        }
        extension Shelf: UITableViewDataSource {
            func tableView(_ tableView: UITableView, commit style: UITableViewCell.EditingStyle, forRowAt path: IndexPath) {}
        }
        """
        expectEqual(ReaderSourceRewrite.commitImplementers(source), ["Inbox", "Shelf"])
    }

    @Test func stringsAndCommentsAreLeftAlone() {
        let source = """
        let a = "#selector(x) @objc" // #selector(y) @objc
        /* @objc #selector( */ let b = #selector(go)
        let c = \"\"\"
        @objc
        \"\"\"
        """
        let rewritten = ReaderSourceRewrite.rewrite(source)
        expectEqual(rewritten, """
        let a = "#selector(x) @objc" // #selector(y) @objc
        /* @objc #selector( */ let b =  Selector(go)
        let c = \"\"\"
        @objc
        \"\"\"
        """)
    }

    @Test func identifiersThatMerelyContainTheWordsAreLeftAlone() {
        let source = "let objcCount = 1; @objcish func f() {}; x#selector(y)"
        expectEqual(ReaderSourceRewrite.rewrite(source), source)
    }
}
