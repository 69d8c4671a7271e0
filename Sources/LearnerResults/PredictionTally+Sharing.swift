/// A "predict the number" tally as a class sees it: each chapter's right, wrong and unanswered blanks, never the
/// numbers a learner wrote (a right one is the book's number, which the rest of the class is still to predict).
extension PredictionTally {
    /// The most blanks a tally may count; more is not a result any kit makes.
    public static let maximumBlanks = 100_000

    /// Each chapter's counts from the blanks, in the order the blanks list them (book order).
    public static func chapters(of blanks: [PredictionBlank]) -> [PredictionChapter] {
        var chapters: [PredictionChapter] = []
        for blank in blanks {
            let name = blank.file.split(separator: "/").last.map(String.init) ?? blank.file
            if chapters.last?.chapter != name, !chapters.contains(where: { $0.chapter == name }) {
                chapters.append(PredictionChapter(chapter: name, correct: 0, wrong: 0, notAnswered: 0))
            }
            guard let index = chapters.lastIndex(where: { $0.chapter == name }) else { continue }
            if blank.answer == nil {
                chapters[index].notAnswered += 1
            } else if blank.correct {
                chapters[index].correct += 1
            } else {
                chapters[index].wrong += 1
            }
        }
        return chapters
    }

    /// The chapters' counts: as the result gives them, else counted from its blanks; `nil` when it has neither
    /// (a result that only counts, such as the contract's example).
    public var chapterCounts: [PredictionChapter]? {
        chapters ?? blanks.map(Self.chapters(of:))
    }

    /// Blanks answered with another number than the book's.
    public var wrong: Int { answered - correct }

    /// Blanks still `?`.
    public var notAnswered: Int { total - answered }

    /// The tally without what the learner wrote: the counts and each chapter's counts, no blanks, no next line.
    public func withoutAnswers() -> PredictionTally {
        PredictionTally(answered: answered, correct: correct, total: total, blanks: nil, next: nil, chapters: chapterCounts)
    }

    /// Whether `name` reads as a chapter's file name: two digits first, `.md` last, at most 120 characters, no folder
    /// and no control character.
    static func isChapterName(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        return name.count <= 120 && name.hasSuffix(".md") && name.prefix(2).allSatisfy(\.isASCII) && name.prefix(2).allSatisfy(\.isNumber)
            && !scalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// What is wrong with the counts, naming the key (`predictions.chapters[1].wrong`), or `nil` when they add up.
    func problem() -> String? {
        let limit = Self.maximumBlanks
        for (key, value) in [("answered", answered), ("correct", correct), ("total", total)] where value < 0 || value > limit {
            return "`predictions.\(key)` is \(value); a count is between 0 and \(limit)"
        }
        if correct > answered { return "`predictions.correct` (\(correct)) is more than `predictions.answered` (\(answered))" }
        if answered > total { return "`predictions.answered` (\(answered)) is more than `predictions.total` (\(total))" }
        if let blanks {
            if blanks.count != total { return "`predictions.blanks` lists \(blanks.count) blanks but `predictions.total` is \(total)" }
            if blanks.count(where: { $0.answer != nil }) != answered {
                return "`predictions.blanks` holds \(blanks.count(where: { $0.answer != nil })) answers but `predictions.answered` is \(answered)"
            }
            if blanks.count(where: \.correct) != correct {
                return "`predictions.blanks` marks \(blanks.count(where: \.correct)) right but `predictions.correct` is \(correct)"
            }
            if let index = blanks.firstIndex(where: { $0.correct && $0.answer == nil }) {
                return "`predictions.blanks[\(index)]` is right without an answer"
            }
        }
        guard let chapters else { return nil }
        var seen = Set<String>()
        var sums = (correct: 0, wrong: 0, notAnswered: 0)
        for (index, chapter) in chapters.enumerated() {
            let place = "predictions.chapters[\(index)]"
            for (key, value) in [("correct", chapter.correct), ("wrong", chapter.wrong), ("notAnswered", chapter.notAnswered)]
            where value < 0 || value > limit {
                return "`\(place).\(key)` is \(value); a count is between 0 and \(limit)"
            }
            guard Self.isChapterName(chapter.chapter) else {
                return "`\(place).chapter` is not a chapter's file name (like `03-snap-and-bounce.md`)"
            }
            guard seen.insert(chapter.chapter).inserted else { return "`\(place)` names \(chapter.chapter) a second time" }
            sums.correct += chapter.correct
            sums.wrong += chapter.wrong
            sums.notAnswered += chapter.notAnswered
        }
        if sums.correct != correct { return "`predictions.chapters` count \(sums.correct) right but `predictions.correct` is \(correct)" }
        if sums.correct + sums.wrong != answered {
            return "`predictions.chapters` count \(sums.correct + sums.wrong) answered but `predictions.answered` is \(answered)"
        }
        if sums.correct + sums.wrong + sums.notAnswered != total {
            return "`predictions.chapters` count \(sums.correct + sums.wrong + sums.notAnswered) blanks but `predictions.total` is \(total)"
        }
        return nil
    }
}

extension LearnerResult {
    /// The result as it goes to a class server: exercises as they are, predictions as counts per chapter only (no
    /// learner's numbers, no line of the next blank). `workshop verify --submit` sends this, and the server keeps
    /// only this form of any result it takes.
    public func withoutPredictionAnswers() -> LearnerResult {
        var copy = self
        copy.predictions = predictions?.withoutAnswers()
        return copy
    }
}
