import ChapterModel
import Foundation
import Messages
import SpecLanguage
import TableModel

/// Runs a chapter's steps against the engines (SPEC-LANGUAGE.md, "Chapters, steps, blocks").
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
        var parsedBlocks: [Int: [ParsedLine]] = [:]
        return run(chapter, keepingWorlds: keepingWorlds, decisions: decisions, parsedBlocks: &parsedBlocks)
    }

    /// Runs every counted step of a chapter, handing back what the parser made of each block by the line of
    /// its fence, so that translation sync need not parse the book again.
    static func run(
        _ chapter: Chapter, keepingWorlds: Bool, decisions: Decisions = .book, parsedBlocks: inout [Int: [ParsedLine]]
    ) -> ChapterResult {
        // Parsing is static: every block first, so that every line that does not parse can be reported.
        var invalidLines = 0
        var chapter = chapter
        let language = chapter.language
        for step in chapter.steps where step.isCounted {
            for block in step.blocks {
                let parsed = SpecParser.parse(block, suggesting: false)
                for line in parsed {
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
                parsedBlocks[block.location.line] = parsed
            }
        }
        var listing = ParseErrorListing(total: invalidLines, language: language)
        var world: World?
        var brokenBy: SourceLocation?
        var budget = RunBudget()
        var steps: [StepResult] = []
        for (stepIndex, step) in chapter.steps.enumerated() where step.isCounted {
            let started = ContinuousClock.now
            var blocks: [BlockResult] = []
            var failuresInStep: Set<SourceLocation> = []
            for block in step.blocks {
                let parsed = parsedBlocks[block.location.line] ?? []
                let before = brokenBy
                var result = run(
                    block, parsed: parsed, world: &world, brokenBy: &brokenBy, budget: &budget, listing: &listing, keepingWorld: keepingWorlds,
                    decisions: decisions, language: language
                )
                if let failure = brokenBy, failure != before { failuresInStep.insert(failure) }
                if result.status == .blocked, let cause = result.blockedBy { result.isBlockedWithinItsStep = failuresInStep.contains(cause) }
                blocks.append(result)
            }
            steps.append(StepResult(step: step, stepIndex: stepIndex, blocks: blocks))
            steps[steps.count - 1].seconds = Self.seconds(since: started)
        }
        var result = ChapterResult(chapter: chapter, steps: steps)
        if keepingWorlds { result.parsedBlocks = parsedBlocks }
        return result
    }

    /// Runs one block, continuing `world`; `brokenBy` is the line that stopped the block the current world
    /// comes from (a refusal or a line that does not parse), if any. Failures are written in `language`, the chapter's.
    static func run(
        _ block: SpecBlock, parsed: [ParsedLine], world: inout World?, brokenBy: inout SourceLocation?, budget: inout RunBudget,
        listing: inout ParseErrorListing, keepingWorld: Bool, decisions: Decisions = .book, language: ReaderLanguage = .english
    ) -> BlockResult {
        var outcomes: [Int: LineOutcome] = [:] // by line number
        var spans: [Int: Int] = [:]             // first line → line count (trees span several)
        var failed = false

        func result(_ status: Status, blockedBy: SourceLocation? = nil) -> BlockResult {
            // The further lines of a multi-line command (a tree's rows) pass with it.
            for (start, count) in spans where outcomes[start] == .passed && count > 1 {
                for line in start + 1..<start + count where outcomes[line] == nil { outcomes[line] = .passed }
            }
            let lines = block.lines.map { line -> LineResult in
                LineResult(text: line.text, location: line.location, outcome: outcomes[line.location.line] ?? .comment)
            }
            return BlockResult(block: block, lines: lines, status: status, blockedBy: blockedBy, world: keepingWorld ? world : nil, language: language)
        }

        /// Fails the line of `command` at the failure's own place, else where the command starts (past the line's
        /// indentation, as parse errors count columns); returns that place, which dependent blocks are blocked by.
        @discardableResult
        func fail(_ command: Command, _ failure: LineFailure) -> SourceLocation {
            var failure = failure
            let place = failure.location ?? command.start
            failure.location = place
            failure.language = language
            outcomes[command.location.line] = .failed(failure)
            failed = true
            return place
        }

        /// Stops the block at `place`: the lines not run yet are not run, and the world is broken from here on.
        func stop(at place: SourceLocation) -> BlockResult {
            for line in parsed where outcomes[line.location.line] == nil { outcomes[line.location.line] = .notRun }
            brokenBy = place
            return result(.failed)
        }

        // Every line that does not parse is this block's own failure, whatever came before.
        var firstInvalid: SourceLocation?
        for line in parsed {
            switch line {
            case .command(let command): spans[command.location.line] = command.lineCount
            case .invalid(let diagnostic):
                outcomes[diagnostic.location.line] = listing.outcome(for: diagnostic)
                firstInvalid = firstInvalid ?? diagnostic.location
                failed = true
            }
        }

        // Does the block start a fresh world, continue one, or depend on a broken one?
        let startsFresh: Bool
        if case .command(let first)? = parsed.first, first.kind.isFixture { startsFresh = true } else { startsFresh = false }
        if !startsFresh, case .invalid(let diagnostic)? = parsed.first { return stop(at: diagnostic.location) }
        if !startsFresh {
            if let broken = brokenBy {
                for line in parsed where outcomes[line.location.line] == nil { outcomes[line.location.line] = .blocked }
                return failed ? result(.failed) : result(.blocked, blockedBy: broken)
            }
            if world == nil, case .command(let first)? = parsed.first {
                var failure = LineFailure(RunnerMessages.firstBlockNeedsFixture, expected: RunnerMessages.aFixture, in: language)
                failure.actual = first.text.trimmingCharacters(in: .whitespaces)
                return stop(at: fail(first, failure))
            }
        }

        if keepingWorld { world?.beginMotion() }
        var index = 0
        while index < parsed.count {
            defer { index += 1 }
            guard case .command(let command) = parsed[index] else {
                // A line that does not parse stops its block: what it meant to do is unknown.
                return stop(at: firstInvalid ?? parsed[index].location)
            }
            if command.kind.isFixture, let refusal = budget.spend(on: command.kind) {
                return stop(at: fail(command, LineFailure(refusal.message(in: language))))
            }
            if var fresh = World.make(from: command.kind, decisions: decisions) {
                fresh.language = language
                if keepingWorld { fresh.beginMotion() }
                world = fresh
                brokenBy = nil
                outcomes[command.location.line] = .passed
                continue
            }
            if command.predictions.contains(where: \.isBlank) {
                // A blank prediction: nothing to check yet. Like a failed expectation it changes nothing and the block
                // goes on, but the block does not pass.
                outcomes[command.location.line] = .notAnswered
                failed = true
                continue
            }
            let next: Command? = if index + 1 < parsed.count, case .command(let following) = parsed[index + 1] { following } else { nil }
            if case .expect(.error(let text)) = command.kind {
                // An expectation: it fails, and the block goes on.
                fail(command, LineFailure(
                    RunnerMessages.notRefused, expected: RunnerMessages.refusalContaining(SpecString.quoted(text)), actual: RunnerMessages.succeeded,
                    in: language
                ))
                continue
            }
            guard var current = world else { continue }
            if case .hold(let seconds) = command.kind, let refusal = budget.spend(holding: seconds) {
                return stop(at: fail(command, LineFailure(refusal.message(in: language))))
            }
            // Kept only when the next line expects a refusal: a copy would otherwise make the command's
            // first change to the rows copy all of them.
            var before: World?
            if let next, case .expect(.error) = next.kind { before = current }
            do {
                if let failure = try current.perform(command.kind) {
                    // A failed expectation changes nothing, so it stops nothing.
                    fail(command, current.explainingFingerDown(failure, for: command.kind))
                } else {
                    current.noteFingerDown(by: command)
                    outcomes[command.location.line] = .passed
                }
                world = current
            } catch {
                if let next, case .expect(.error(let text)) = next.kind {
                    // The refusal is the point of the step: check its message, keep the world as it was.
                    world = before ?? current
                    outcomes[command.location.line] = .passed
                    // The empty text is contained in every message: `expect error ""` accepts any refusal. The English
                    // text counts in every chapter, the Chinese one in a zh-Hans chapter.
                    if error.contains(text, in: language) {
                        outcomes[next.location.line] = .passed
                    } else {
                        var failure = LineFailure(RunnerMessages.otherRefusal, in: language)
                        failure.expected = SpecString.quoted(text)
                        failure.actual = SpecString.quoted(error.message(in: language))
                        fail(next, failure)
                    }
                    index += 1
                } else if case .expect = command.kind {
                    // An expectation that cannot be asked (a row off screen) fails like one that does not hold.
                    world = current
                    fail(command, LineFailure(message(of: error, for: command.kind).text(in: language)))
                } else {
                    world = current
                    return stop(at: fail(command, LineFailure(message(of: error, for: command.kind).text(in: language))))
                }
            }
        }
        if let firstInvalid { return stop(at: firstInvalid) }
        return result(failed ? .failed : .passed)
    }

    /// Seconds from `start` to now.
    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// A refusal's message with what to do about it, unless the engine's message says so already
    /// (`nothing is pressed: long-press a row first`).
    private static func message(of refusal: Refusal, for kind: CommandKind) -> LocalizedText {
        guard let hint = refusalHint(for: kind), !refusal.message.contains(hint.english) else { return refusal.text }
        return RunnerMessages.refusal(refusal.text, hint: hint)
    }

    /// What to do about a refusal, where the spec language can say it.
    private static func refusalHint(for kind: CommandKind) -> LocalizedText? {
        switch kind {
        case .release, .cancel: RunnerMessages.startAGesture
        case .drop, .dragTo, .dragBy: RunnerMessages.longPressFirst
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
