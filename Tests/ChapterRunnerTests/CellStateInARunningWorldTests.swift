import ChapterModel
import Testing
@testable import BookVerification
@testable import SpecInterpreter
import TestSupport

/// `cell state` in a world already running: the runner turns memory on with `setCellState(_:in:)`, as the exported
/// Swift does, so the rows open on screen at that moment are remembered.
@Suite("Cell state in a running world")
struct CellStateInARunningWorldTests {
    static let markdown = """
    # T

    ## Open with memory off

    ```spec
    table 30 rows
    editing delete
    cell state reset
    pan row 2 by -200
    release
    ```

    ## Memory on remembers the open row

    ```spec
    cell state remembered
    scroll to 440
    scroll to 0
    expect row 2 open
    expect open rows 2
    ```

    ## Off again forgets it

    ```spec
    cell state reset
    scroll to 440
    cell state remembered
    scroll to 0
    expect row 2 closed
    ```
    """

    @Test func turningMemoryOnInARunningWorldRemembersTheRowsOpenOnScreen() {
        let result = run(Self.markdown)
        expectEqual(result.steps.map(\.status), [.passed, .passed, .passed], "\(result.steps.flatMap(\.blocks).flatMap(\.lines).map(\.outcome))")
        expectEqual(outcome(result, line: 19), .passed) // expect row 2 open
    }

    @Test func aSettingAfterWaitLetsTheCellFinishMoving() {
        let result = run("""
        # T

        ## S

        ```spec
        table 30 rows
        editing delete
        cell state naive
        pan row 5 by -200
        release
        wait 0.05s
        cell state remembered
        expect row 5 offset 82
        ```
        """)
        expectEqual(result.steps.map(\.status), [.passed], "\(result.steps.flatMap(\.blocks).flatMap(\.lines).map(\.outcome))")
    }
}
