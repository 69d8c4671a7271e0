import LearnerResults
import Messages
import SpecLanguage

/// What the learner sees: progress, each exercise's state, and the next exercise's failing line with the
/// sentence of prose above it (and, on request, its hint).
struct WorkshopScreen {
    var result: LearnerResult
    var manifest: KitManifest
    var showingHint = false

    /// The exercise to do next: the first one that has not passed.
    var next: ExerciseResult? { result.exercises.first { $0.status != .passed } }

    func render() -> String {
        if result.exercises.isEmpty, let predictions = result.predictions { return render(predictions) }
        let text = WorkshopText(language: result.readerLanguage)
        let total = result.exercises.count
        let passed = result.passedCount
        var lines: [String] = []
        lines.append("\(Self.bar(passed: passed, total: total)) \(text.done(passed, of: total))")
        lines.append("")
        for exercise in result.exercises {
            let mark = switch exercise.status {
            case .passed: "✓"
            case .failed: "✗"
            case .notStarted: "·"
            }
            let state = exercise.status == .notStarted
                ? text.notStarted : text.steps(exercise.stepsPassed, exercise.stepsTotal)
            lines.append("\(mark) \(exercise.chapter.prefix(2)) \(exercise.title) — \(state)")
        }
        // A kit with exercises and predictions: the blanks' tally under the exercises, and what to do next for each.
        let predictions = result.predictions
        if let predictions {
            lines.append("")
            lines += tally(predictions)
        }
        lines.append("")
        guard let next else {
            lines.append(predictions?.next == nil ? text.allDone : text.exercisesDone)
            if let predictions { lines += nextBlank(predictions) }
            return lines.joined(separator: "\n")
        }
        lines.append("\(text.next)\(text.colon)\(next.title) (\(next.id))")
        if let file = manifest.exercises.first(where: { $0.id == next.id })?.file {
            lines.append("  \(text.edit)\(text.colon)\(file)")
        }
        if let failure = next.firstFailure {
            lines.append("  \(text.failing)\(text.colon)\(failure.file):\(failure.line):\(failure.column)")
            if !failure.prose.isEmpty { lines.append("    \(failure.prose)") }
            lines.append("    \(failure.text)")
            lines.append("    → \(failure.message)")
        }
        if showingHint, let exercise = ExerciseCatalogue.exercise(id: next.id) {
            lines.append("  \(text.hint)\(text.colon)\(exercise.hint(language: result.readerLanguage))")
        }
        if let predictions, predictions.next != nil {
            lines.append("")
            lines += nextBlank(predictions)
        }
        return lines.joined(separator: "\n")
    }

    /// A "predict the number" kit: the tally, each chapter's blanks, and the next blank to fill in (or the first wrong
    /// answer, without the right number: the learner predicts again).
    private func render(_ predictions: PredictionTally) -> String {
        (tally(predictions) + [""] + nextBlank(predictions)).joined(separator: "\n")
    }

    /// The blanks' progress bar and tally, then each chapter's blanks (`✓✗?`).
    private func tally(_ predictions: PredictionTally) -> [String] {
        let reader = result.readerLanguage
        var lines = ["\(Self.bar(passed: predictions.correct, total: predictions.total)) "
                     + PredictionMessages.tally(answered: predictions.answered, correct: predictions.correct, total: predictions.total).text(in: reader)]
        lines.append("")
        var files: [String] = []
        for blank in predictions.blanks ?? [] where !files.contains(blank.file) { files.append(blank.file) }
        for file in files {
            let blanks = (predictions.blanks ?? []).filter { $0.file == file }
            let marks = blanks.map { $0.answer == nil ? "?" : $0.correct ? "✓" : "✗" }.joined()
            lines.append("\(blanks.allSatisfy(\.correct) ? "✓" : "·") \(file) \(marks)")
        }
        return lines
    }

    /// The next blank to fill in (or the first wrong answer, without the right number), or that all are right.
    private func nextBlank(_ predictions: PredictionTally) -> [String] {
        let text = WorkshopText(language: result.readerLanguage)
        let reader = result.readerLanguage
        guard let next = predictions.next else { return [PredictionMessages.allPredicted.text(in: reader)] }
        var lines = ["\(PredictionMessages.nextBlank.text(in: reader))\(text.colon)\(next.file):\(next.line):\(next.column)"]
        if !next.prose.isEmpty { lines.append("    \(next.prose)") }
        lines.append("    \(next.text)")
        lines.append("    → \(next.message)")
        // Blanks answered wrong while others are still open: each is located (never with the right number), so a wrong
        // answer is not hidden behind the next blank to fill in.
        let wrong = (predictions.blanks ?? []).filter { $0.answer != nil && !$0.correct }
            .filter { !($0.file == next.file && $0.line == next.line && $0.column == next.column) }
        guard !wrong.isEmpty else { return lines }
        lines.append("")
        for blank in wrong.prefix(Self.wrongShown) {
            lines.append("✗ \(WorkshopMessages.wrongBlank.text(in: reader))\(text.colon)\(blank.file):\(blank.line):\(blank.column) (\(blank.answer ?? "")?)")
        }
        if wrong.count > Self.wrongShown { lines.append("  " + WorkshopMessages.moreWrong(wrong.count - Self.wrongShown).text(in: reader)) }
        lines.append("    → \(PredictionMessages.wrongPrediction.text(in: reader))")
        return lines
    }

    /// How many wrong blanks are listed under the next blank.
    static let wrongShown = 5

    /// `[#####-----] 50%`, 20 cells wide.
    static func bar(passed: Int, total: Int) -> String {
        let width = 20
        let filled = total == 0 ? 0 : passed * width / total
        let percent = total == 0 ? 0 : passed * 100 / total
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] \(percent)%"
    }
}
