import ChapterModel
import Foundation
import Messages
import SpecLanguage
import TableModel

/// Runs a chapter's steps against the engines (chapter 00, "Chapters, steps and blocks", Chapters/en/00-spec-language.md).
///
/// One world per chapter, carried from block to block; a block that starts with a fixture starts a fresh
/// world. Like Swift Testing's `#expect` and `#require`: a failed expectation is recorded and its block goes on,
/// since checking changes nothing; a refused command or a line that does not parse stops its block, and later
/// blocks that depend on its world are blocked. Every line that does not parse is reported, in every block.
public enum ScenarioRunner {
    /// Runs every counted step of a chapter.
    /// - Parameter keepingWorlds: keep the world after each block (for figures); `verify` does not need them.
    /// - Parameter decisions: the decisions plugged into every world (a workshop's learner code); the book's by default.
    public static func run(_ chapter: Chapter, keepingWorlds: Bool = false, decisions: Decisions = .book) -> ChapterResult {
        run(ParsedChapter(chapter, suggesting: false), keepingWorlds: keepingWorlds, decisions: decisions)
    }

    /// Runs every counted step of a parsed chapter (parsing is static: every block is parsed before any runs, so that
    /// every line that does not parse is reported). A caller that compares the chapter with its translation
    /// afterwards hands the same parsed chapter to translation sync, which then parses nothing.
    /// - Parameter keepingWorlds: keep the world after each block (for figures) and the parsed chapter with the result.
    public static func run(_ parsed: ParsedChapter, keepingWorlds: Bool = false, decisions: Decisions = .book) -> ChapterResult {
        var invalidLines = 0
        var chapter = parsed.chapter
        let language = chapter.language
        for (step, blocks) in zip(chapter.steps, parsed.steps) where step.isCounted {
            for block in blocks {
                for line in block.lines {
                    switch line {
                    case .invalid: invalidLines += 1
                    case .command(let command):
                        // A line written the old way still runs; the chapter shows a warning with its fix.
                        for warning in command.warnings {
                            chapter.diagnostics.append(ChapterDiagnostic(
                                .warning, at: warning.location, warning.message.text(in: language), hint: warning.hint.text(in: language)
                            ))
                        }
                    }
                }
            }
        }
        var state = ChapterRunState(
            listing: ParseErrorListing(total: invalidLines, language: language), keepingWorlds: keepingWorlds, decisions: decisions, language: language
        )
        // The plan the exporter prints: how each block begins, and its lines as calls.
        let plan = ScenarioPlan(parsed, completingMessages: false)
        var plannedSteps = plan.steps.makeIterator()
        var steps: [StepResult] = []
        for (stepIndex, step) in chapter.steps.enumerated() where step.isCounted {
            let started = ContinuousClock.now
            var blocks: [BlockResult] = []
            var failuresInStep: Set<SourceLocation> = []
            // The plan leaves out a block of comments only before any world: its blocks are a subsequence of the step's.
            var plannedBlocks = (plannedSteps.next()?.blocks ?? [])[...]
            for block in step.blocks {
                let before = state.brokenBy
                var planned: ScenarioPlan.PlannedBlock?
                if plannedBlocks.first?.block.location == block.location { planned = plannedBlocks.popFirst() }
                var run = BlockRun(block, planned: planned)
                var result = run.run(&state)
                if let failure = state.brokenBy, failure != before { failuresInStep.insert(failure) }
                if result.status == .blocked, let cause = result.blockedBy { result.isBlockedWithinItsStep = failuresInStep.contains(cause) }
                blocks.append(result)
            }
            steps.append(StepResult(step: step, stepIndex: stepIndex, blocks: blocks))
            steps[steps.count - 1].seconds = Self.seconds(since: started)
        }
        var result = ChapterResult(chapter: chapter, steps: steps)
        if keepingWorlds { result.parsed = parsed }
        return result
    }

    /// Seconds from `start` to now.
    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// A refusal's message with what to do about it, unless the engine's message says so already
    /// (`nothing is pressed: long-press a row first`).
    static func message(of refusal: Refusal, for call: PlannedCall) -> LocalizedText {
        guard let hint = refusalHint(for: call), !refusal.message.contains(hint.english) else { return refusal.text }
        return RunnerMessages.refusal(refusal.text, hint: hint)
    }

    /// What to do about a refusal, where the spec language can say it.
    private static func refusalHint(for call: PlannedCall) -> LocalizedText? {
        switch call {
        case .action(.release), .action(.cancel): RunnerMessages.startAGesture
        case .action(.drop), .action(.dragTo), .action(.dragToViewportY), .action(.dragBy): RunnerMessages.longPressFirst
        default: nil
        }
    }
}

extension LineFailure {
    /// The failure of a line that does not parse, at the column where the problem is, in the chapter's language.
    init(_ diagnostic: SpecDiagnostic, in language: ReaderLanguage) {
        self.init(diagnostic.message(in: language), suggestion: diagnostic.suggestion, at: diagnostic.location, language: language)
    }
}
