import ChapterModel
import Testing
@testable import BookVerification
@testable import SpecInterpreter
import TestSupport

func run(_ markdown: String) -> ChapterResult {
    ScenarioRunner.run(ChapterReader.parse(markdown: markdown, path: "t.md"), keepingWorlds: true)
}

func outcome(_ result: ChapterResult, line: Int) -> LineOutcome? {
    for step in result.steps {
        for block in step.blocks {
            if let found = block.lines.first(where: { $0.location.line == line }) { return found.outcome }
        }
    }
    return nil
}

@Suite("Scenario runner")
struct ScenarioRunnerTests {
    @Test func stateCarriesOverFromBlockToBlock() {
        let result = run("""
        # T

        ## One

        ```spec
        table 30 rows
        editing delete
        ```

        ## Two

        ```spec
        tap "Delete" in row 3
        expect error "not visible"
        pan row 3 by -60
        release
        tap "Delete" in row 3
        expect row count 29
        expect row 3 is "Item #5"
        ```
        """)
        expectEqual(result.steps.map(\.status), [.passed, .passed])
        expectEqual(result.passed, 2)
    }

    @Test func aFixtureStartsAFreshWorld() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
        ```

        ```spec
        table 3 rows
        expect row count 3
        ```
        """)
        expectEqual(result.status, .passed)
    }

    @Test func theFirstBlockMustStartWithAFixture() {
        let result = run("""
        # T

        ## A

        ```spec
        expect row count 3
        ```
        """)
        expectEqual(result.status, .failed)
        guard case .failed(let failure)? = outcome(result, line: 6) else { Issue.record("line 6 did not fail"); return }
        expect(failure.message.contains("must start with a fixture"))
    }

    @Test func aFailedExpectationIsRecordedAndTheRestRuns() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
        expect row count 4
        expect row count 5
        expect row 9 is "Item #10"
        expect row count 5
        ```

        ## B

        ```spec
        expect row count 5
        ```
        """)
        // Like `#expect`: the failures are recorded, the block goes on, and the next step is not blocked.
        expectEqual(result.steps.map(\.status), [.failed, .passed])
        guard case .failed(let failure)? = outcome(result, line: 7) else { Issue.record("line 7 did not fail"); return }
        expectEqual(failure.expected, "4")
        expectEqual(failure.actual, "5")
        expectEqual(outcome(result, line: 8), .passed)
        // An expectation that cannot be asked (no such row) fails the same way and stops nothing either.
        guard case .failed(let missing)? = outcome(result, line: 9) else { Issue.record("line 9 did not fail"); return }
        expect(missing.message.contains("there is no row 9"))
        expectEqual(outcome(result, line: 10), .passed)
        expectEqual(outcome(result, line: 16), .passed)
        expectEqual(result.steps[0].blocks[0].failures.count, 2)
    }

    @Test func aFailedExpectErrorStopsNothingEither() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
        editing delete
        expect error "anything"
        tap "Delete" in row 1
        expect error "not this text"
        pan row 1 by -100
        release
        expect row 1 open
        ```

        ## B

        ```spec
        tap "Delete" in row 1
        expect row count 4
        ```
        """)
        expectEqual(result.steps.map(\.status), [.failed, .passed])
        expectEqual(result.steps[0].blocks[0].failures.map(\.line.location.line), [8, 10])
        expectEqual(outcome(result, line: 13), .passed)
    }

    @Test func aRefusedCommandStopsItsBlockAndBlocksDependentBlocks() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
        release
        expect row count 5
        ```

        ## B

        ```spec
        expect row count 5
        ```

        ## C

        ```spec
        table 2 rows
        expect row count 2
        ```
        """)
        expectEqual(result.steps.map(\.status), [.failed, .blocked, .passed])
        guard case .failed(let failure)? = outcome(result, line: 7) else { Issue.record("line 7 did not fail"); return }
        expect(failure.message.contains("no pan to release"))
        expectEqual(outcome(result, line: 8), .notRun)
        expectEqual(outcome(result, line: 14), .blocked)
        expectEqual(result.steps[1].blocks[0].blockedBy?.line, 7)
    }

    @Test func everyLineThatDoesNotParseIsReportedInOneRun() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
        expct row count 5
        release
        tabel 3 rows
        ```

        ## B

        ```spec
        pann row 1 by -60
        expect row count 5
        ```

        ## C

        ```spec
        expect row count 5
        expect row cont 5
        ```
        """)
        // Three typos in three steps: all three steps fail on their own typos; none is merely blocked.
        expectEqual(result.steps.map(\.status), [.failed, .failed, .failed])
        func suggestion(_ line: Int) -> String? {
            if case .failed(let failure)? = outcome(result, line: line) { return failure.suggestion }
            return nil
        }
        expectEqual(suggestion(7), "expect")
        expectEqual(outcome(result, line: 8), .notRun)
        // After the block stopped, a later typo in it is still reported.
        expectEqual(suggestion(9), "table")
        // The first line of a later block is reported like any other line.
        expectEqual(suggestion(15), "pan")
        expectEqual(outcome(result, line: 16), .notRun)
        // In a block blocked by an earlier failure, the typo is reported and the rest is blocked.
        expectEqual(outcome(result, line: 22), .blocked)
        guard case .failed(let typo)? = outcome(result, line: 23) else { Issue.record("line 23 was not reported"); return }
        expect(typo.message.contains("`cont`"))
        expectEqual(result.steps[2].blocks[0].status, .failed)
    }

    @Test func onlyTheFirstFiftyLinesThatDoNotParseAreListed() {
        let garbage = (0..<120).map { "tabel \($0)" }.joined(separator: "\n")
        let result = run("# T\n\n## A\n\n```spec\ntable 3 rows\nrelease\n" + garbage + "\n```\n")
        let failures = result.steps[0].blocks[0].failures
        // The refusal, 50 lines that do not parse, then one line saying how many more there are.
        expectEqual(failures.count, 52)
        expectEqual(failures[1].failure.suggestion, "table")
        expectEqual(failures[50].failure.suggestion, "table")
        expectEqual(failures[51].line.location.line, 58)
        expect(failures[51].failure.message.hasPrefix("and 70 more lines of this chapter, from this one on, do not parse"))
        expectEqual(failures[51].failure.suggestion, nil)
        expectEqual(outcome(result, line: 59), .notRun)
        expectEqual(result.status, .failed)
    }

    @Test func aBlockAfterAFailureInItsOwnStepIsNotRunRatherThanABlockedStep() {
        let result = run("""
        # T

        ## a

        ```spec
        table 3 rows
        release
        ```

        ```spec
        expect error "no pan"
        ```

        ## b

        ```spec
        expect row count 3
        ```
        """)
        // Counting stays as the contract says: the step with the failure failed, the next one is blocked.
        expectEqual(result.steps.map(\.status), [.failed, .blocked])
        expectEqual(result.counts, StepCounts(passed: 0, failed: 1, blocked: 1))
        let sameStep = result.steps[0].blocks[1]
        expectEqual(sameStep.status, .blocked)
        expectEqual(outcome(result, line: 11), .blocked)
        expectEqual(sameStep.blockedBy?.line, 7)
        expect(sameStep.isBlockedWithinItsStep)
        expectEqual(sameStep.blockedExplanation, "not run: an earlier block of this step failed at t.md:7:1")
        expectEqual(result.steps[0].blockedBy, nil)
        let nextStep = result.steps[1].blocks[0]
        expect(!nextStep.isBlockedWithinItsStep)
        expectEqual(nextStep.blockedExplanation, "blocked by the failure at t.md:7:1")
        expectEqual(result.steps[1].blockedBy?.line, 7)
        expectEqual(result.steps[0].blocks[0].blockedExplanation, nil)
    }

    @Test func expectErrorAfterASuccessFails() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
        scroll to 0
        expect error "anything"
        ```
        """)
        guard case .failed(let failure)? = outcome(result, line: 8) else { Issue.record("line 8 did not fail"); return }
        expect(failure.message.contains("not refused"))
    }

    @Test func aRefusalWithTheWrongTextFailsTheExpectErrorLine() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
        release
        expect error "something else"
        ```
        """)
        expectEqual(outcome(result, line: 7), .passed)
        guard case .failed(let failure)? = outcome(result, line: 8) else { Issue.record("line 8 did not fail"); return }
        expectEqual(failure.actual?.contains("no pan"), true)
    }

    @Test func anUnexpectedRefusalFailsItsLineWithAHintGivenOnce() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
        drop
        ```

        ## B

        ```spec
        table 5 rows
        drag to y 300
        ```

        ## C

        ```spec
        table 5 rows
        release
        ```
        """)
        let messages = [7, 14, 21].map { line -> String? in
            if case .failed(let failure)? = outcome(result, line: line) { return failure.message }
            return nil
        }
        expectEqual(messages[0], "nothing is pressed: long-press a row first")
        expectEqual(messages[1], "nothing is lifted: long-press a row first")
        // An engine message without the hint still gets it, once.
        expectEqual(messages[2]?.hasSuffix("; start a gesture first (`pan row 3 by -60` or `long-press row 2`)"), true)
        expectEqual(messages[2]?.components(separatedBy: "start a gesture first").count, 2)
    }

    @Test func aFailureOnAnIndentedLineIsReportedWhereItsCommandStarts() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
           expect row 0 is "Item #2"
        ```

        ## B

        ```spec
        table 5 rows
        \tdrop
        ```

        ## C

        ```spec
          table 5 rows
          pan row 1 by -60
          expect error "not this"
          release
          release
        ```

        ## D

        ```spec
          expect row count 5
        ```
        """)
        func place(_ line: Int) -> ChapterModel.SourceLocation? {
            if case .failed(let failure)? = outcome(result, line: line) { return failure.location }
            return nil
        }
        // Three spaces: the command starts at column 4; a tab counts one column, as in parse errors.
        expectEqual(place(7), ChapterModel.SourceLocation(file: "t.md", line: 7, column: 4))
        expectEqual(place(14), ChapterModel.SourceLocation(file: "t.md", line: 14, column: 2))
        expectEqual(place(22), ChapterModel.SourceLocation(file: "t.md", line: 22, column: 3))
        // A block blocked by a refusal names the same place.
        expectEqual(place(24), ChapterModel.SourceLocation(file: "t.md", line: 24, column: 3))
        expectEqual(result.steps[3].blocks[0].blockedBy, ChapterModel.SourceLocation(file: "t.md", line: 24, column: 3))
        // Parse errors on such lines keep their own, exact column.
        let parsed = run("""
        # T

        ## A

        ```spec
        table 5 rows
           expect row 0 iss "Item #2"
        ```
        """)
        guard case .failed(let failure)? = outcome(parsed, line: 7) else { Issue.record("line 7 did not fail"); return }
        expectEqual(failure.location?.column, 17)
    }

    @Test func rowsOffScreenCannotBeTouched() {
        let result = run("""
        # T

        ## A

        ```spec
        table 30 rows
        editing delete
        pan row 20 by -60
        expect error "row 20 is not on screen"
        scroll to 440
        pan row 20 by -60
        release
        expect row 20 open
        ```
        """)
        expectEqual(result.status, .passed)
    }

    @Test func eventsAreCheckedSinceTheLastExpectEvents() {
        let result = run("""
        # T

        ## A

        ```spec
        table 30 rows
        editing delete
        pan row 3 by -60
        release
        expect events: opened row 3
        tap row 3
        expect events: closed row [0, 3]
        expect events: none
        ```
        """)
        expectEqual(result.status, .passed)
    }

    @Test func parseErrorsFailTheirLineWithASuggestion() {
        let result = run("""
        # T

        ## A

        ```spec
        table 30 rows
        trailling actions "Delete" 80
        ```
        """)
        guard case .failed(let failure)? = outcome(result, line: 7) else { Issue.record("line 7 did not fail"); return }
        expectEqual(failure.suggestion, "trailing actions")
    }

    @Test func aStepWithoutSpecBlocksIsNotCounted() {
        let result = run("""
        # T

        ## Prose

        Words.

        ## A

        ```spec
        table 1 rows
        ```
        """)
        expectEqual(result.steps.count, 1)
        expectEqual(result.steps[0].step.title, "A")
    }

    @Test func treeLinesShareTheirCommandsOutcome() {
        let result = run("""
        # T

        ## A

        ```spec
        tree
          Fruits
            Apple
        expect row count 1
        tap row 0
        expect row count 2
        expect row 1 level 1
        ```
        """)
        expectEqual(result.status, .passed)
        expectEqual(outcome(result, line: 8), .passed)
    }

    @Test func aCommentInsideATreeIsNotARow() {
        let result = run("""
        # T

        ## A

        ```spec
        tree
          "A"
            # the children of A
            "A1"
          "B"
        tap row 0
        expect row count 3
        ```
        """)
        expectEqual(result.status, .passed)
    }

    @Test func nothingChangesTheRowsWhileOneIsLifted() {
        let result = run("""
        # T

        ## A

        ```spec
        table 30 rows
        editing delete
        long-press row 1
        drag to row 4
        pan row 0 by -100
        expect error "a finger is already down: long press on row 4"
        tap header 0
        expect error "a row is lifted"
        cancel
        expect rows "Item #1", "Item #2", "Item #3", "Item #4", "Item #5"
        expect events: lifted row 1, moved row 1 to row 4, dropped row 1
        pan row 0 by -60
        long-press row 3
        expect error "a finger is already down: pan on row 0"
        ```
        """)
        expectEqual(result.status, .passed, "\(result.steps.flatMap { $0.blocks.flatMap(\.failures) }.map(\.failure))")
    }

    @Test func aChapterCannotCreateUnboundedRowsOrHoldForever() {
        var budget = RunBudget()
        for _ in 0..<5 { expectEqual(budget.spend(on: .table(rows: 1_000_000, titled: nil)), nil) }
        expectEqual(budget.spend(on: .table(rows: 1, titled: nil))?.message.contains("more than 5000000 rows"), true)
        for _ in 0..<6 { expectEqual(budget.spend(holding: 600), nil) }
        expect(budget.spend(holding: 1) != nil)
        let result = run("# T\n\n## A\n\n```spec\ntable 3 rows\n" + String(repeating: "hold 600s\n", count: 7) + "```\n")
        guard case .failed(let failure)? = outcome(result, line: 13) else { Issue.record("the seventh hold was not refused"); return }
        expect(failure.message.contains("hold for less time"))
    }

    @Test func anEmptyExpectErrorAcceptsAnyRefusal() {
        let result = run("""
        # T

        ## A

        ```spec
        table 3 rows
        release
        expect error ""
        drop
        expect error ""
        expect row count 3
        ```
        """)
        expectEqual(result.status, .passed)
        // It still needs a refusal.
        let succeeded = run("# T\n\n## A\n\n```spec\ntable 3 rows\nwait 1s\nexpect error \"\"\n```\n")
        guard case .failed(let failure)? = outcome(succeeded, line: 8) else { Issue.record("line 8 did not fail"); return }
        expectEqual(failure.message, "the previous command was not refused")
    }

    @Test func aMissingRowSaysWhichRowsThereAre() {
        let result = run("""
        # T

        ## A

        ```spec
        table 20 rows
        expect row 20 is "Item #21"
        table sections "Family" 3, "Friends" 5 collapsed
        expect row [0, 3] is "x"
        expect row [1, 0] is "x"
        expect row [2, 0] is "x"
        table 1 rows
        expect row 1 is "x"
        ```
        """)
        func message(_ line: Int) -> String? {
            if case .failed(let failure)? = outcome(result, line: line) { return failure.message }
            return nil
        }
        expectEqual(message(7), "there is no row 20: the table shows 20 rows (rows are 0–19)")
        expectEqual(message(9), "there is no row 3: the table shows 3 in section 0, 0 in section 1 (rows of section 0 are 0–2)")
        expectEqual(message(10), "there is no row [1, 0]: the table shows 3 in section 0, 0 in section 1 (section 1 shows no rows)")
        expectEqual(message(11), "there is no row [2, 0]: the table shows 3 in section 0, 0 in section 1 (sections are 0–1)")
        expectEqual(message(13), "there is no row 1: the table shows 1 row (the only row is 0)")
    }

    @Test func aCellExpectationWhileAFingerIsDownSaysSinceWhichLine() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
        editing delete
        pan row 1 by -100
        expect row 1 open
        expect row 1 closed
        release
        expect row 1 closed
        ```
        """)
        for line in [9, 10] {
            guard case .failed(let failure)? = outcome(result, line: line) else { Issue.record("line \(line) did not fail"); continue }
            expect(failure.message.hasSuffix("; a finger is still down since line 8 (`pan row 1 by -100`): `release` it first"))
        }
        // Once the finger is up, a failure says nothing about it.
        guard case .failed(let after)? = outcome(result, line: 12) else { Issue.record("line 12 did not fail"); return }
        expect(!after.message.contains("finger"))
    }

    @Test func aFirstLineThatDoesNotParseIsItsOwnFailureNotBlocked() {
        let result = run("""
        # T

        ## A

        ```spec
        table 5 rows
        expect row count 4
        ```

        ## B

        ```spec
        tabel 5 rows
        ```
        """)
        expectEqual(result.steps.map(\.status), [.failed, .failed])
        guard case .failed(let failure)? = outcome(result, line: 13) else { Issue.record("line 13 did not fail"); return }
        expectEqual(failure.suggestion, "table")
    }
}

struct ListingInStepTests {
    static let markdown = """
    # T

    ## Spec and listing

    ```spec
    table 3 rows
    ```

    ```swift
    let x = 1
    ```

    ## Listing only

    ```swift ios
    import UIKit
    ```
    """

    @Test func aFailedListingFailsItsStepAndAListingOnlyStepCounts() {
        let chapter = ChapterReader.parse(markdown: Self.markdown, path: "a.md")
        var result = ScenarioRunner.run(chapter)
        expectEqual(result.counts, StepCounts(passed: 2), "a step with only a listing is counted")
        let listings = chapter.listings
        result.attach([
            ListingResult(listing: listings[0], check: .compiledAndRun, failures: [ListingFailure(at: listings[0].lines[0].location, "cannot find 'y'")]),
            ListingResult(listing: listings[1], check: .syntaxOnly),
        ])
        expectEqual(result.steps.map(\.status), [.failed, .passed])
        expectEqual(result.counts, StepCounts(passed: 1, failed: 1))
    }

    @Test func aListingNotCheckedNeitherPassesNorFailsItsStep() {
        let chapter = ChapterReader.parse(markdown: Self.markdown, path: "a.md")
        var result = ScenarioRunner.run(chapter)
        result.attach(chapter.listings.map { ListingResult(listing: $0, check: .notChecked(reason: "no swiftc")) })
        expect(result.listings.allSatisfy { $0.status == .notChecked })
        expectEqual(result.steps.map(\.status), [.passed, .passed], "the spec block decides; the warning is reported apart")
    }
}
