import ChapterModel
import Messages
import SpecLanguage

/// How a spec block, a step or a chapter came out.
public enum Status: String, Equatable, Sendable {
    case passed
    case failed
    case blocked
}

/// A spec block after running: each line's outcome and the world it left.
public struct BlockResult: Sendable {
    public var block: SpecBlock
    public var lines: [LineResult]
    public var status: Status
    /// For a blocked block: the failing line it depends on.
    public var blockedBy: SourceLocation?
    /// For a blocked block: whether that failing line is in an earlier block of the same step. Such a block did not
    /// run because its own step had already failed, and the step counts as failed, not as blocked.
    public var isBlockedWithinItsStep = false
    /// The world after the block (kept when the runner is asked to, for figures).
    public var world: World?
    /// The language of the block's chapter: its explanations and failures are written in it.
    public var language: ReaderLanguage = .english

    /// A block's result: its lines' outcomes, how it came out, what blocked it and the world it left.
    public init(
        block: SpecBlock, lines: [LineResult], status: Status, blockedBy: SourceLocation? = nil, world: World? = nil,
        language: ReaderLanguage = .english
    ) {
        self.block = block
        self.lines = lines
        self.status = status
        self.blockedBy = blockedBy
        self.world = world
        self.language = language
    }

    /// Why a blocked block did not run, in words for a report, in the chapter's language: "not run: an earlier block
    /// of this step failed at a.md:6:1" when the failure is in its own step, else "blocked by the failure at
    /// a.md:6:1"; `nil` for a block that ran.
    public var blockedExplanation: String? {
        blockedExplanation(in: language)
    }

    /// Why a blocked block did not run, in `language`; `nil` for a block that ran.
    public func blockedExplanation(in language: ReaderLanguage) -> String? {
        guard status == .blocked, let blockedBy else { return nil }
        let text = isBlockedWithinItsStep ? RunnerMessages.notRunAfter("\(blockedBy)") : RunnerMessages.blockedBy("\(blockedBy)")
        return text.text(in: language)
    }

    /// The lines with a prediction left blank (``LineOutcome/notAnswered``).
    public var notAnswered: [LineResult] { lines.filter { $0.outcome == .notAnswered } }

    /// The lines that failed.
    public var failures: [(line: LineResult, failure: LineFailure)] {
        lines.compactMap { line in
            if case .failed(let failure) = line.outcome { return (line, failure) }
            return nil
        }
    }
}

/// A counted step after running.
public struct StepResult: Sendable {
    public var step: Step
    /// The step's index in ``Chapter/steps``.
    public var stepIndex: Int
    public var blocks: [BlockResult]
    /// The step's Swift listings after checking (empty when listings were not checked).
    public var listings: [ListingResult] = []
    /// How long the step's blocks took to run, in seconds (for JUnit's `time`).
    public var seconds: Double = 0
    /// The step's lines as the reader's app answered them; `nil` when the chapter's app did not run (no app, or the
    /// app backend was off).
    public var app: StepAppResult?

    /// A counted step's result: its blocks' results (its listings and app lines are attached later).
    public init(step: Step, stepIndex: Int, blocks: [BlockResult]) {
        self.step = step
        self.stepIndex = stepIndex
        self.blocks = blocks
    }

    /// For a blocked step: the failing line in an earlier step that it depends on; `nil` when the step passed or
    /// failed (blocks after a failure in the step itself do not make the step blocked).
    public var blockedBy: SourceLocation? {
        guard status == .blocked else { return nil }
        for index in blocks.indices where blocks[index].status == .blocked { return blocks[index].blockedBy }
        return nil
    }

    public var status: Status {
        // By index: reads each block's status without copying the block (a `for` loop copies every block it visits,
        // world and all, which made counting steps a noticeable part of `report` on big books).
        var status = Status.passed
        if listings.contains(where: { $0.status == .failed }) { return .failed }
        if let app, app.lines.contains(where: { $0.failure != nil }) { return .failed }
        for index in blocks.indices {
            switch blocks[index].status {
            case .failed: return .failed
            case .blocked: status = .blocked
            case .passed: break
            }
        }
        return status
    }
}

/// How many steps passed, failed and were blocked.
public struct StepCounts: Equatable, Sendable {
    public var passed = 0
    public var failed = 0
    public var blocked = 0

    public init(passed: Int = 0, failed: Int = 0, blocked: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.blocked = blocked
    }

    /// Every step counted.
    public var total: Int { passed + failed + blocked }

    /// Failed if any step failed, else blocked if any was blocked, else passed.
    public var status: Status {
        if failed > 0 { return .failed }
        if blocked > 0 { return .blocked }
        return .passed
    }

    /// Counts one more step that came out `status`.
    public mutating func add(_ status: Status) {
        switch status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .blocked: blocked += 1
        }
    }

    /// Both counts added, kind by kind.
    public static func + (left: StepCounts, right: StepCounts) -> StepCounts {
        StepCounts(passed: left.passed + right.passed, failed: left.failed + right.failed, blocked: left.blocked + right.blocked)
    }
}

/// A chapter after running every step.
public struct ChapterResult: Sendable {
    public var chapter: Chapter
    /// The counted steps (those with spec blocks), in order.
    public var steps: [StepResult]
    /// The chapter as the run parsed it, kept with the worlds (for a report, which shows each block's Swift and need
    /// not parse the book again). Lines that do not parse carry only their place: ``SpecParser/withSuggestion(_:)``
    /// works out their message.
    public var parsed: ParsedChapter?

    /// A chapter's result: its counted steps after running (none for a chapter read but not run).
    public init(chapter: Chapter, steps: [StepResult]) {
        self.chapter = chapter
        self.steps = steps
    }

    /// The steps that passed, failed and were blocked, counted in one pass.
    public var counts: StepCounts {
        var counts = StepCounts()
        for index in steps.indices { counts.add(steps[index].status) }
        return counts
    }

    public var passed: Int { counts.passed }
    public var failed: Int { counts.failed }
    public var blocked: Int { counts.blocked }
    public var status: Status { counts.status }

    /// Hands each listing's result to the step it stands in.
    public mutating func attach(_ listings: [ListingResult]) {
        for listing in listings {
            guard let index = steps.firstIndex(where: { $0.step.listings.contains { $0.location == listing.listing.location } }) else { continue }
            steps[index].listings.append(listing)
        }
    }

    /// Every listing result of the chapter, in order.
    public var listings: [ListingResult] { steps.flatMap(\.listings) }

    /// The number of spec lines that ran or were meant to run (not comments).
    public var specLineCount: Int {
        steps.reduce(0) { $0 + $1.blocks.reduce(0) { $0 + $1.lines.count { $0.outcome != .comment } } }
    }
}
