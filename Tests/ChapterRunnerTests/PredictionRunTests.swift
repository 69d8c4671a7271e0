import ChapterModel
import Testing
@testable import BookVerification
@testable import SpecInterpreter
import TestSupport

@Suite("Predict the number: running blanks")
struct PredictionRunTests {
    let chapter = """
    # T

    ## Open

    ```spec
    table 30 rows
    trailing actions "More" 80, "Delete" 80 destructive
    pan row 1 by -60
    release
    expect row 1 offset 160?
    expect row 1 offset ?
    expect row 1 keyframes 170?, 160
    expect row 1 open
    ```

    ## Later

    ```spec
    expect row 1 open
    ```
    """

    @Test func aBlankIsNotAnsweredAndItsStepDoesNotPass() {
        let result = run(chapter)
        expectEqual(outcome(result, line: 10), .passed)
        expectEqual(outcome(result, line: 11), .notAnswered)
        expectEqual(outcome(result, line: 12).map { if case .failed = $0 { true } else { false } }, true)
        // The block goes on after a blank, and later blocks are not blocked by it.
        expectEqual(outcome(result, line: 13), .passed)
        expectEqual(outcome(result, line: 19), .passed)
        expectEqual(result.steps[0].status, .failed)
        expectEqual(result.steps[0].blocks[0].notAnswered.map(\.location.line), [11])
        expectEqual(result.steps[0].blocks[0].failures.map(\.line.location.line), [12])
        expectEqual(result.steps[1].status, .passed)
    }

    @Test func predictionsAreCounted() {
        let count = run(chapter).predictions
        expectEqual(count, PredictionCount(total: 3, blank: 1, correct: 1))
        expectEqual(count.answered, 2)
        let answered = run(chapter.replacingOccurrences(of: "offset ?", with: "offset 160?").replacingOccurrences(of: "170?", with: "180?"))
        expectEqual(answered.predictions, PredictionCount(total: 3, blank: 0, correct: 3))
        expectEqual(answered.status, .passed)
    }
}
