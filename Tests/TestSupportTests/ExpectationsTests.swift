import Testing
import TestSupport

/// The tests' stand-ins for `#expect` record a failure where one is due, with what the failure needs to be read.
@Suite struct ExpectationsTests {
    @Test func aFalseConditionIsRecordedWithItsLineAndComment() {
        withKnownIssue {
            expect(1 + 1 == 3, "arithmetic")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("expect(1 + 1 == 3, \"arithmetic\")") && text.contains("arithmetic")
                && issue.sourceLocation?.fileName == "ExpectationsTests.swift"
        }
    }

    @Test func unequalValuesAreRecordedWithBothValues() {
        withKnownIssue {
            expectEqual([1, 2], [1, 3])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("[1, 2] is not [1, 3]")
        }
        withKnownIssue {
            expectEqual("a" as String?, nil)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("\"a\" is not nil")
        }
    }

    @Test func aMissingValueEndsTheTestWithOneFailureAtItsLine() throws {
        var reachedAfter = false
        try withKnownIssue {
            let missing: Int? = nil
            _ = try require(missing, "needed")
            reachedAfter = true
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("try require(missing, \"needed\")") && text.contains("found nil") && text.contains("needed")
        }
        try withKnownIssue {
            try require(2 < 1)
            reachedAfter = true
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("try require(2 < 1)")
        }
        #expect(!reachedAfter)
        #expect(try require(Optional(4)) == 4)
    }

    @Test func whatHoldsRecordsNothing() {
        expect(true)
        expectEqual(Optional(3), 3)
        expectEqual("x", "x", "no failure")
    }
}
