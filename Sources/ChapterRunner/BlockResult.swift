import ChapterModel

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
    /// The world after the block (kept when the runner is asked to, for figures).
    public var world: World?

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

    public var status: Status {
        if blocks.contains(where: { $0.status == .failed }) { return .failed }
        if blocks.contains(where: { $0.status == .blocked }) { return .blocked }
        return .passed
    }
}

/// A chapter after running every step.
public struct ChapterResult: Sendable {
    public var chapter: Chapter
    /// The counted steps (those with spec blocks), in order.
    public var steps: [StepResult]

    public var passed: Int { steps.count { $0.status == .passed } }
    public var failed: Int { steps.count { $0.status == .failed } }
    public var blocked: Int { steps.count { $0.status == .blocked } }

    public var status: Status {
        if failed > 0 { return .failed }
        if blocked > 0 { return .blocked }
        return .passed
    }

    /// The number of spec lines that ran or were meant to run (not comments).
    public var specLineCount: Int {
        steps.reduce(0) { $0 + $1.blocks.reduce(0) { $0 + $1.lines.count { $0.outcome != .comment } } }
    }
}
