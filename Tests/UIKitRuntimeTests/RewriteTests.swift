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
