import SpecInterpreter
import SpecLanguage

/// How a chapter's "predict the number" marks came out: every marked number, how many are still blank, and how
/// many of the answered ones the engines confirmed.
///
/// An answered prediction counts as right when its line passed: the line checks every number on it, so two
/// predictions on one line are right or wrong together here (a workshop grades each against the book's value).
public struct PredictionCount: Equatable, Sendable {
    /// Marked numbers and blanks.
    public var total = 0
    /// Blanks (`?`) still to fill in.
    public var blank = 0
    /// Answered predictions on lines that passed.
    public var correct = 0

    public init(total: Int = 0, blank: Int = 0, correct: Int = 0) {
        self.total = total
        self.blank = blank
        self.correct = correct
    }

    /// Predictions with a number written.
    public var answered: Int { total - blank }

    static func + (left: PredictionCount, right: PredictionCount) -> PredictionCount {
        PredictionCount(total: left.total + right.total, blank: left.blank + right.blank, correct: left.correct + right.correct)
    }
}

extension ChapterResult {
    /// The chapter's predictions, counted from its lines as written and their outcomes.
    public var predictions: PredictionCount {
        var count = PredictionCount()
        // By index: a `for` over the blocks would copy each one, world and all.
        for stepIndex in steps.indices {
            for blockIndex in steps[stepIndex].blocks.indices {
                for line in steps[stepIndex].blocks[blockIndex].lines where !line.predictions.isEmpty {
                    // Only an `expect` line that parsed holds predictions; a `?` elsewhere is that line's parse error.
                    let marks = line.predictions
                    count.total += marks.count
                    count.blank += marks.count { $0.isBlank }
                    if line.outcome == .passed { count.correct += marks.count { !$0.isBlank } }
                }
            }
        }
        return count
    }
}

extension BookResult {
    /// Every chapter's predictions, added up.
    public var predictions: PredictionCount {
        chapters.reduce(PredictionCount()) { $0 + $1.predictions }
    }
}
