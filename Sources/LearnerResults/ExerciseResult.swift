/// How far a learner got with one exercise.
public enum ExerciseStatus: String, Codable, Sendable, CaseIterable {
    /// Every step of the exercise's chapter passed with the learner's code plugged in.
    case passed
    /// At least one step failed.
    case failed
    /// The stub is untouched, or the chapter was not run.
    case notStarted
}

/// One exercise's line in a ``LearnerResult``.
public struct ExerciseResult: Codable, Sendable, Equatable {
    /// One of the ids in ``ExerciseCatalogue``, such as `pan-clamp`.
    public var id: String
    /// The chapter's file name, such as `02-under-the-content.md`.
    public var chapter: String
    /// The exercise's title in the kit's language.
    public var title: String
    /// Passed, failed or not started.
    public var status: ExerciseStatus
    /// Steps of the chapter that passed.
    public var stepsPassed: Int
    /// Steps the chapter has.
    public var stepsTotal: Int
    /// The first failing step, `nil` when none failed. Always encoded (as `null` when absent).
    public var firstFailure: FirstFailure?

    /// Makes an exercise result.
    public init(
        id: String,
        chapter: String,
        title: String,
        status: ExerciseStatus,
        stepsPassed: Int,
        stepsTotal: Int,
        firstFailure: FirstFailure? = nil
    ) {
        self.id = id
        self.chapter = chapter
        self.title = title
        self.status = status
        self.stepsPassed = stepsPassed
        self.stepsTotal = stepsTotal
        self.firstFailure = firstFailure
    }

    private enum CodingKeys: String, CodingKey {
        case id, chapter, title, status, stepsPassed, stepsTotal, firstFailure
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(chapter, forKey: .chapter)
        try container.encode(title, forKey: .title)
        try container.encode(status, forKey: .status)
        try container.encode(stepsPassed, forKey: .stepsPassed)
        try container.encode(stepsTotal, forKey: .stepsTotal)
        try container.encode(firstFailure, forKey: .firstFailure)
    }
}

/// Where and why an exercise's first failing step failed.
public struct FirstFailure: Codable, Sendable, Equatable {
    /// The chapter's path as the learner's kit names it, such as `Chapters/en/03-snap-and-bounce.md`.
    public var file: String
    /// 1-based line of the failing spec line.
    public var line: Int
    /// 1-based column of the failing spec line.
    public var column: Int
    /// The spec line as written.
    public var text: String
    /// What went wrong, in the runner's words.
    public var message: String
    /// The sentence of prose above the spec block, empty when there is none.
    public var prose: String

    /// Makes a first failure.
    public init(file: String, line: Int, column: Int, text: String, message: String, prose: String) {
        self.file = file
        self.line = line
        self.column = column
        self.text = text
        self.message = message
        self.prose = prose
    }
}

/// The "predict the number" tally of a kit made with `--predict`.
public struct PredictionTally: Codable, Sendable, Equatable {
    /// Blanks the learner filled in.
    public var answered: Int
    /// Filled-in blanks that match the book.
    public var correct: Int
    /// Blanks in the kit.
    public var total: Int
    /// Every blank of the kit in book order, with what the learner wrote (left out by results that do not list them).
    public var blanks: [PredictionBlank]?
    /// The first blank still to answer, else the first wrong prediction: where it is, its line and the prose above.
    public var next: FirstFailure?
    /// Per chapter, in book order, how many blanks are right, wrong and not answered: what a class server keeps and
    /// shows (never the answers). Left out by results made before it existed.
    public var chapters: [PredictionChapter]?

    /// Makes a tally.
    public init(
        answered: Int, correct: Int, total: Int, blanks: [PredictionBlank]? = nil, next: FirstFailure? = nil,
        chapters: [PredictionChapter]? = nil
    ) {
        self.answered = answered
        self.correct = correct
        self.total = total
        self.blanks = blanks
        self.next = next
        self.chapters = chapters
    }
}

/// One chapter's predictions in a ``PredictionTally``: counts only, so a result can be shared without its answers.
public struct PredictionChapter: Codable, Sendable, Equatable {
    /// The chapter's file name, such as `03-snap-and-bounce.md` (the same in both languages).
    public var chapter: String
    /// Blanks answered with the book's number.
    public var correct: Int
    /// Blanks answered with another number.
    public var wrong: Int
    /// Blanks still `?`.
    public var notAnswered: Int

    /// Makes a chapter's counts.
    public init(chapter: String, correct: Int, wrong: Int, notAnswered: Int) {
        self.chapter = chapter
        self.correct = correct
        self.wrong = wrong
        self.notAnswered = notAnswered
    }

    /// Every blank of the chapter.
    public var total: Int { correct + wrong + notAnswered }

    /// The chapter's two-digit number, such as `03`.
    public var chapterNumber: String { String(chapter.prefix(2)) }
}

/// One blank of a "predict the number" kit and the learner's answer.
public struct PredictionBlank: Codable, Sendable, Equatable {
    /// The chapter's path in the kit, such as `Chapters/en/03-snap-and-bounce.md`.
    public var file: String
    /// 1-based line of the blank's spec line.
    public var line: Int
    /// 1-based column of the blank (or of the number written there).
    public var column: Int
    /// The number the learner wrote, as written; `nil` while the blank is still `?`.
    public var answer: String?
    /// Whether the answer is the book's number.
    public var correct: Bool

    /// Makes a blank's entry.
    public init(file: String, line: Int, column: Int, answer: String?, correct: Bool) {
        self.file = file
        self.line = line
        self.column = column
        self.answer = answer
        self.correct = correct
    }
}

/// Why a result could not be read.
public enum LearnerResultError: Error, Equatable, CustomStringConvertible {
    /// The file was written by a newer or older tool.
    case unsupportedSchemaVersion(Int)
    /// An exercise id that is not one of the catalogue's ten.
    case unknownExercise(String)
    /// `predictions` whose counts cannot be (a negative count, more right than answered, chapters that do not add
    /// up, a chapter named twice): the place, and what is wrong there.
    case malformedPredictions(String)

    public var description: String {
        switch self {
        case .unsupportedSchemaVersion(let version):
            return "schemaVersion \(version) is not supported (this tool reads version \(LearnerResult.currentSchemaVersion)); "
                + "run `swift run workshop verify --format json` again with this checkout"
        case .unknownExercise(let id):
            let known = ExerciseCatalogue.all.map(\.id).joined(separator: ", ")
            return "unknown exercise id '\(id)'; use one of: \(known)"
        case .malformedPredictions(let problem):
            return "the predictions do not add up: \(problem)"
        }
    }
}
