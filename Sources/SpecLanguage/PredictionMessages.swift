import Messages

/// "Predict the number": what the runner, the reports and the workshop say about predictions (`60?`) and
/// blanks (`?`).
public enum PredictionMessages {
    /// The outcome of a line whose prediction is still blank.
    public static let notAnswered = LocalizedText("not answered", zh: "未作答")

    /// What a blank line's report says, after its place.
    public static let notAnsweredMessage = LocalizedText(
        "not answered: write your prediction right before the `?` and keep the `?` (`?` becomes `-60?`), then check again",
        zh: "未作答：把你预测的数字写在 `?` 前面，`?` 保留（`?` 改成 `-60?`），然后再检查一次"
    )

    /// The summary's count of blanks: `, 3 predictions not answered`.
    public static func notAnsweredCount(_ count: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(count, "prediction")) not answered", zh: "\(Plural.chinese(count, "处预测"))未作答")
    }

    /// A study guide's control that reveals a hidden answer.
    public static let showAnswer = LocalizedText("show answer", zh: "看答案")

    /// The accessible name of a hidden answer's blank: "prediction: what is this number?".
    public static let predictThis = LocalizedText("Predict this number before you read on", zh: "先预测这个数字，再往下读")

    /// A study guide's control that shows the figure of a block whose answers are hidden: the figure draws the numbers.
    public static let showFigure = LocalizedText("Show the figure (it gives the answer away: predict first)",
                                                 zh: "显示插图（插图里有答案，先预测再看）")

    /// The accessible name of an answer shown in a teacher's copy.
    public static let answer = LocalizedText("the answer", zh: "答案")

    /// A workshop's tally: `Predictions: 3/7 answered, 2 correct`.
    public static func tally(answered: Int, correct: Int, total: Int) -> LocalizedText {
        LocalizedText("Predictions: \(answered)/\(total) answered, \(correct) correct",
                      zh: "预测：已作答 \(answered)/\(total) 处，答对 \(correct) 处")
    }

    /// The workshop's pointer to the next blank.
    public static let nextBlank = LocalizedText("Next blank", zh: "下一处空白")

    /// The workshop's pointer to a prediction the engines did not confirm (the actual number is not shown).
    public static let wrongPrediction = LocalizedText(
        "Not what the engine does: read the prose above the block again and predict once more",
        zh: "引擎的结果不是这样：再读一遍代码块上面的说明，重新预测"
    )

    /// An exercise's failing line that holds a prediction (a kit with exercises and predictions): the learner's Swift
    /// does not give the book's number there, which is not shown, since the learner is still to predict it.
    public static let exerciseMissesPrediction = LocalizedText(
        "Your code gives another number here than the book's; the number is one to predict, so it is not shown: read the prose above the block and check your code against it",
        zh: "你的代码在这里算出的数字和书里的不一样；这个数字是要预测的，所以不显示：对照代码块上面的说明检查你的代码"
    )

    /// The workshop's line when every blank is answered correctly.
    public static let allPredicted = LocalizedText(
        "All predicted: every blank holds the number the engines produce.",
        zh: "全部预测正确：每处空白都填上了引擎算出的数字。"
    )
}
