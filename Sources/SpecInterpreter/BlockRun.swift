import ChapterModel
import Messages
import SpecLanguage

/// What a chapter's run carries from block to block: the world, the line that broke it, the run budget and the
/// listing of lines that do not parse; and what every block of the chapter runs with.
struct ChapterRunState {
    var world: World?
    /// The line that stopped the block the current world comes from (a refusal or a line that does not parse), if any.
    var brokenBy: SourceLocation?
    var budget = RunBudget()
    var listing: ParseErrorListing
    let keepingWorlds: Bool
    let decisions: Decisions
    /// The chapter's language: failures are written in it.
    let language: ReaderLanguage
}

/// One block run by the interpreter: the block as the chapter's ``ScenarioPlan`` plans it (the plan the exporter
/// prints), its planned lines (``PlannedLine``) executed on the world it starts or continues, each line's outcome,
/// and where the block stopped.
struct BlockRun {
    let block: SpecBlock
    /// The block's plan; `nil` for a block of comments only before any world, which the plan leaves out.
    let planned: ScenarioPlan.PlannedBlock?
    let parsed: [ParsedLine]
    private var outcomes: [Int: LineOutcome] = [:] // by line number
    private var failed = false

    init(_ block: SpecBlock, planned: ScenarioPlan.PlannedBlock?) {
        self.block = block
        self.planned = planned
        self.parsed = planned?.parsed ?? []
    }

    /// Runs the block, continuing `state`'s world.
    mutating func run(_ state: inout ChapterRunState) -> BlockResult {
        // Comments only, and no world yet: nothing runs, nothing fails.
        guard let planned else { return result(.passed, state) }
        // Every line that does not parse is this block's own failure, whatever came before.
        var firstInvalid: SourceLocation?
        for case .invalid(let diagnostic) in parsed {
            outcomes[diagnostic.location.line] = state.listing.outcome(for: diagnostic)
            firstInvalid = firstInvalid ?? diagnostic.location
            failed = true
        }
        // Does the block start a fresh world, continue one, or depend on a broken one? (The plan says; a world broken
        // before it blocks it here.)
        let start = planned.start
        if start != .fresh, let early = begin(start, &state) { return early }
        if state.keepingWorlds { state.world?.beginMotion() }
        for line in planned.lines {
            // A line that does not parse stops its block: what it meant to do is unknown.
            if case .invalid = line { return stop(at: firstInvalid ?? line.location, &state) }
            if let place = run(line, &state) { return stop(at: place, &state) }
        }
        if let firstInvalid { return stop(at: firstInvalid, &state) }
        return result(failed ? .failed : .passed, state)
    }

    /// A block that does not start with a fixture: stopped when its first line does not parse, blocked when the
    /// world it continues is broken, failed when there is no world yet; `nil` when it runs.
    private mutating func begin(_ start: ScenarioPlan.BlockStart, _ state: inout ChapterRunState) -> BlockResult? {
        if case .invalid(let location) = start { return stop(at: location, &state) }
        if let broken = state.brokenBy {
            for line in parsed where outcomes[line.location.line] == nil { outcomes[line.location.line] = .blocked }
            return failed ? result(.failed, state) : result(.blocked, state, blockedBy: broken)
        }
        guard case .needsFixture(let first) = start else { return nil }
        var failure = LineFailure(RunnerMessages.firstBlockNeedsFixture, expected: RunnerMessages.aFixture, in: state.language)
        failure.actual = first.text.trimmingCharacters(in: .whitespaces)
        return stop(at: fail(first, failure, state.language), &state)
    }

    /// Runs one planned line; returns the place that stops the block, if it does.
    private mutating func run(_ line: PlannedLine, _ state: inout ChapterRunState) -> SourceLocation? {
        let language = state.language
        switch line {
        case .invalid(let diagnostic):
            return diagnostic.location
        case .fixture(let command, let fixture):
            if let refusal = state.budget.spend(on: fixture) { return fail(command, LineFailure(refusal.message(in: language)), language) }
            var fresh = World.make(from: fixture, decisions: state.decisions)
            fresh.language = language
            if state.keepingWorlds { fresh.beginMotion() }
            state.world = fresh
            state.brokenBy = nil
            outcomes[command.location.line] = .passed
        case .notAnswered(let command):
            // A blank prediction: nothing to check yet. Like a failed expectation it changes nothing and the block
            // goes on, but the block does not pass.
            outcomes[command.location.line] = .notAnswered
            failed = true
        case .unrefused(let command, let text):
            // An expectation: it fails, and the block goes on.
            fail(command, LineFailure(
                RunnerMessages.notRefused, expected: RunnerMessages.refusalContaining(SpecString.quoted(text)), actual: RunnerMessages.succeeded,
                in: language
            ), language)
        case .perform(let command, let call, let settles):
            return perform(command, call, settles: settles, &state)
        case .attempt(let command, let call, let settles, let refusal, let text):
            return attempt(command, call, settles: settles, refusal: refusal, containing: text, &state)
        }
        return nil
    }

    /// Performs a call: a failed check is recorded and the block goes on; a refused action stops the block.
    private mutating func perform(_ command: Command, _ call: PlannedCall, settles: Bool, _ state: inout ChapterRunState) -> SourceLocation? {
        guard state.world != nil else { return nil }
        if case .action(.hold(let seconds)) = call, let refusal = state.budget.spend(holding: seconds) {
            return fail(command, LineFailure(refusal.message(in: state.language)), state.language)
        }
        // Moved out and back, never copied: a world held twice would copy its tables on the first change (copy on
        // write), and a copy of a world is one reference count for each of its many parts.
        var world = state.world.take()!
        let stop = perform(command, call, settles: settles, on: &world, state.language)
        state.world = consume world
        return stop
    }

    private mutating func perform(
        _ command: Command, _ call: PlannedCall, settles: Bool, on world: inout World, _ language: ReaderLanguage
    ) -> SourceLocation? {
        do {
            if let failure = try world.perform(call, settles: settles) {
                // A failed expectation changes nothing, so it stops nothing.
                fail(command, world.explainingFingerDown(failure, for: call), language)
            } else {
                world.noteFingerDown(by: command, call: call)
                outcomes[command.location.line] = .passed
            }
        } catch {
            let failure = LineFailure(ScenarioRunner.message(of: error, for: call).text(in: language))
            // A check that cannot be asked (a row off screen) fails like one that does not hold.
            guard case .check = call else { return fail(command, failure, language) }
            fail(command, failure, language)
        }
        return nil
    }

    /// Performs a call followed by `expect error`: on a copy of the world, kept only when the call is not refused.
    private mutating func attempt(
        _ command: Command, _ call: PlannedCall, settles: Bool, refusal: Command, containing text: String, _ state: inout ChapterRunState
    ) -> SourceLocation? {
        guard var world = state.world else { return nil }
        if case .action(.hold(let seconds)) = call, let refusal = state.budget.spend(holding: seconds) {
            return fail(command, LineFailure(refusal.message(in: state.language)), state.language)
        }
        let language = state.language
        do {
            if let failure = try world.perform(call, settles: settles) {
                fail(command, world.explainingFingerDown(failure, for: call), language)
            } else {
                world.noteFingerDown(by: command, call: call)
                outcomes[command.location.line] = .passed
            }
            state.world = world
            // Not refused: the `expect error` line fails, and the block goes on.
            fail(refusal, LineFailure(
                RunnerMessages.notRefused, expected: RunnerMessages.refusalContaining(SpecString.quoted(text)), actual: RunnerMessages.succeeded,
                in: language
            ), language)
        } catch {
            // The refusal is the point of the step: check its message, keep the world as it was. The empty text is
            // contained in every message; the English text counts in every chapter, the Chinese one in a zh-Hans chapter.
            outcomes[command.location.line] = .passed
            if error.contains(text, in: language) {
                outcomes[refusal.location.line] = .passed
            } else {
                var failure = LineFailure(RunnerMessages.otherRefusal, in: language)
                failure.expected = SpecString.quoted(text)
                failure.actual = SpecString.quoted(error.message(in: language))
                fail(refusal, failure, language)
            }
        }
        return nil
    }

    /// Fails the line of `command` at the failure's own place, else where the command starts (past the line's
    /// indentation, as parse errors count columns); returns that place, which dependent blocks are blocked by.
    @discardableResult
    private mutating func fail(_ command: Command, _ failure: LineFailure, _ language: ReaderLanguage) -> SourceLocation {
        var failure = failure
        let place = failure.location ?? command.start
        failure.location = place
        failure.language = language
        outcomes[command.location.line] = .failed(failure)
        failed = true
        return place
    }

    /// Stops the block at `place`: the lines not run yet are not run, and the world is broken from here on.
    private mutating func stop(at place: SourceLocation, _ state: inout ChapterRunState) -> BlockResult {
        for line in parsed where outcomes[line.location.line] == nil { outcomes[line.location.line] = .notRun }
        state.brokenBy = place
        return result(.failed, state)
    }

    private func result(_ status: Status, _ state: ChapterRunState, blockedBy: SourceLocation? = nil) -> BlockResult {
        var outcomes = self.outcomes
        // The further lines of a multi-line command (a tree's rows) pass with it.
        for index in parsed.indices where parsed[index].lineCount > 1 && outcomes[parsed[index].location.line] == .passed {
            let first = parsed[index].location.line
            for line in first + 1..<first + parsed[index].lineCount where outcomes[line] == nil { outcomes[line] = .passed }
        }
        var commands: [Int: [Prediction]] = [:]
        for line in parsed {
            if case .command(let command) = line { commands[command.location.line] = command.predictions }
        }
        let lines = block.lines.map { line -> LineResult in
            LineResult(text: line.text, location: line.location, outcome: outcomes[line.location.line] ?? .comment,
                       predictions: commands[line.location.line] ?? [], isCommand: commands[line.location.line] != nil)
        }
        return BlockResult(block: block, lines: lines, status: status, blockedBy: blockedBy, world: state.keepingWorlds ? state.world : nil,
                           language: state.language)
    }
}
