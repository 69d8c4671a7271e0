import ChapterModel
import Foundation
import SpecLanguage
import TableModel

/// Runs a chapter's steps against the engines (SPEC-LANGUAGE.md, "Chapters, steps, blocks").
///
/// One world per chapter, carried from block to block; a block that starts with a fixture starts a fresh
/// world. A failing line stops its block, and later blocks that depend on its world are blocked.
public enum ScenarioRunner {
    /// Runs every counted step of a chapter.
    /// - Parameter keepingWorlds: keep the world after each block (for figures); `verify` does not need them.
    public static func run(_ chapter: Chapter, keepingWorlds: Bool = false) -> ChapterResult {
        var parsedBlocks: [Int: [ParsedLine]] = [:]
        return run(chapter, keepingWorlds: keepingWorlds, parsedBlocks: &parsedBlocks)
    }

    /// Runs every counted step of a chapter, handing back what the parser made of each block by the line of
    /// its fence, so that translation sync need not parse the book again.
    static func run(_ chapter: Chapter, keepingWorlds: Bool, parsedBlocks: inout [Int: [ParsedLine]]) -> ChapterResult {
        var world: World?
        var brokenBy: SourceLocation?
        var budget = RunBudget()
        var steps: [StepResult] = []
        for (stepIndex, step) in chapter.steps.enumerated() where step.isCounted {
            let started = ContinuousClock.now
            var blocks: [BlockResult] = []
            var failuresInStep: Set<SourceLocation> = []
            for block in step.blocks {
                let parsed = SpecParser.parse(block)
                parsedBlocks[block.location.line] = parsed
                var result = run(block, parsed: parsed, world: &world, brokenBy: &brokenBy, budget: &budget, keepingWorld: keepingWorlds)
                if result.status == .failed, let failure = brokenBy { failuresInStep.insert(failure) }
                if result.status == .blocked, let cause = result.blockedBy { result.isBlockedWithinItsStep = failuresInStep.contains(cause) }
                blocks.append(result)
            }
            steps.append(StepResult(step: step, stepIndex: stepIndex, blocks: blocks))
            steps[steps.count - 1].seconds = Self.seconds(since: started)
        }
        return ChapterResult(chapter: chapter, steps: steps)
    }

    /// Runs one block, continuing `world`; `brokenBy` is the failing line the current world depends on.
    static func run(
        _ block: SpecBlock, parsed: [ParsedLine], world: inout World?, brokenBy: inout SourceLocation?, budget: inout RunBudget,
        keepingWorld: Bool
    ) -> BlockResult {
        var outcomes: [Int: LineOutcome] = [:] // by line number
        var spans: [Int: Int] = [:]             // first line → line count (trees span several)

        func result(_ status: Status, blockedBy: SourceLocation? = nil) -> BlockResult {
            // The further lines of a multi-line command (a tree's rows) pass with it.
            for (start, count) in spans where outcomes[start] == .passed && count > 1 {
                for line in start + 1..<start + count where outcomes[line] == nil { outcomes[line] = .passed }
            }
            let lines = block.lines.map { line -> LineResult in
                LineResult(text: line.text, location: line.location, outcome: outcomes[line.location.line] ?? .comment)
            }
            return BlockResult(block: block, lines: lines, status: status, blockedBy: blockedBy, world: keepingWorld ? world : nil)
        }

        /// Fails the line of `command` at the failure's own place, else where the command starts (past the line's
        /// indentation, as parse errors count columns); returns that place, which dependent blocks are blocked by.
        func fail(_ command: Command, _ failure: LineFailure) -> SourceLocation {
            var failure = failure
            let place = failure.location ?? command.start
            failure.location = place
            outcomes[command.location.line] = .failed(failure)
            return place
        }

        for line in parsed {
            if case .command(let command) = line { spans[command.location.line] = command.lineCount }
        }

        // Does the block start a fresh world, continue one, or depend on a broken one?
        let startsFresh: Bool
        if case .command(let first)? = parsed.first, first.kind.isFixture { startsFresh = true } else { startsFresh = false }
        if !startsFresh, case .invalid(let diagnostic)? = parsed.first {
            // A first line that does not parse is this block's own failure, whatever came before.
            outcomes[diagnostic.location.line] = .failed(LineFailure(diagnostic))
            for line in parsed.dropFirst() { outcomes[line.location.line] = .notRun }
            brokenBy = diagnostic.location
            return result(.failed)
        }
        if !startsFresh {
            if let broken = brokenBy {
                for line in parsed { outcomes[line.location.line] = .blocked }
                return result(.blocked, blockedBy: broken)
            }
            if world == nil, case .command(let first)? = parsed.first {
                brokenBy = fail(first, LineFailure(
                    "the first block of a chapter must start with a fixture: `table`, `tree` or `label`",
                    expected: "a fixture such as `table 30 rows`", actual: first.text.trimmingCharacters(in: .whitespaces)
                ))
                for line in parsed.dropFirst() { outcomes[line.location.line] = .notRun }
                return result(.failed)
            }
        }

        var index = 0
        var failedAt: SourceLocation?
        while index < parsed.count {
            let line = parsed[index]
            let command: Command
            switch line {
            case .invalid(let diagnostic):
                outcomes[line.location.line] = .failed(LineFailure(diagnostic))
                failedAt = diagnostic.location
            case .command(let parsedCommand):
                command = parsedCommand
                if command.kind.isFixture, let refusal = budget.spend(on: command.kind) {
                    failedAt = fail(command, LineFailure(refusal.message))
                    break
                }
                if let fresh = World.make(from: command.kind) {
                    world = fresh
                    brokenBy = nil
                    outcomes[command.location.line] = .passed
                    break
                }
                let next: Command? = if index + 1 < parsed.count, case .command(let following) = parsed[index + 1] { following } else { nil }
                if case .expect(.error(let text)) = command.kind {
                    failedAt = fail(command, LineFailure(
                        "the previous command was not refused", expected: "a refusal containing \(SpecString.quoted(text))", actual: "it succeeded"
                    ))
                    break
                }
                guard var current = world else { break }
                if case .hold(let seconds) = command.kind, let refusal = budget.spend(holding: seconds) {
                    failedAt = fail(command, LineFailure(refusal.message))
                    break
                }
                // Kept only when the next line expects a refusal: a copy would otherwise make the command's
                // first change to the rows copy all of them.
                var before: World?
                if let next, case .expect(.error) = next.kind { before = current }
                do {
                    if let failure = try current.perform(command.kind) {
                        failedAt = fail(command, failure)
                    } else {
                        outcomes[command.location.line] = .passed
                    }
                    world = current
                } catch {
                    if let next, case .expect(.error(let text)) = next.kind {
                        // The refusal is the point of the step: check its message, keep the world as it was.
                        world = before ?? current
                        outcomes[command.location.line] = .passed
                        if error.message.contains(text) {
                            outcomes[next.location.line] = .passed
                        } else {
                            failedAt = fail(next, LineFailure(
                                "the refusal's message does not contain the expected text",
                                expected: SpecString.quoted(text), actual: SpecString.quoted(error.message)
                            ))
                        }
                        index += 1
                    } else {
                        world = current
                        failedAt = fail(command, LineFailure(message(of: error, for: command.kind)))
                    }
                }
            }
            index += 1
            if let failedAt {
                for rest in parsed[index...] where outcomes[rest.location.line] == nil { outcomes[rest.location.line] = .notRun }
                brokenBy = failedAt
                return result(.failed)
            }
        }
        return result(.passed)
    }

    /// Seconds from `start` to now.
    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// A refusal's message with what to do about it, unless the engine's message says so already
    /// (`nothing is pressed: long-press a row first`).
    private static func message(of refusal: Refusal, for kind: CommandKind) -> String {
        guard let hint = refusalHint(for: kind), !refusal.message.contains(hint) else { return refusal.message }
        return refusal.message + "; " + hint
    }

    /// What to do about a refusal, where the spec language can say it.
    private static func refusalHint(for kind: CommandKind) -> String? {
        switch kind {
        case .release, .cancel: "start a gesture first (`pan row 3 by -60` or `long-press row 2`)"
        case .drop, .dragTo, .dragBy: "long-press a row first"
        default: nil
        }
    }
}

extension LineFailure {
    /// The failure of a line that does not parse, at the column where the problem is.
    init(_ diagnostic: SpecDiagnostic) {
        self.init(diagnostic.message, suggestion: diagnostic.suggestion, at: diagnostic.location)
    }
}
