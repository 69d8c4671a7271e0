import ChapterModel

/// A chapter's plan: which spec blocks start a fresh scene and which continue one, each block's lines as calls on
/// the scene (``PlannedLine``), and the blocks a step must run again to rebuild the world it continues
/// (chapter 00, "Chapters, steps and blocks", Chapters/en/00-spec-language.md). The exporter prints it; the interpreter runs it: both read how a
/// block begins (``PlannedBlock/start``) and its lines from here.
public struct ScenarioPlan: Sendable {
    /// A spec block with its plan.
    public struct PlannedBlock: Sendable {
        /// The block as the chapter holds it.
        public var block: SpecBlock
        /// What the parser made of its lines.
        public var parsed: [ParsedLine]
        /// How the block begins, after the blocks before it (what the interpreter does before its first line).
        public var start: BlockStart
        /// The block's lines as calls, with the block rules applied.
        public var lines: [PlannedLine]
        /// `block12` for the block whose fence is on line 12.
        public var name: String
        /// Whether the block needs no world before it: it starts with a fixture, or it has a line that does not parse
        /// (and fails there, whatever came before).
        public var isFresh: Bool
        /// The chapter's first block with commands, which does not start with a fixture: it fails at once.
        public var needsFixture: Bool
        /// Its index in ``ScenarioPlan/blocks``.
        public var index: Int
    }

    /// A step with its planned blocks.
    public struct PlannedStep: Sendable {
        /// The step as the chapter holds it.
        public var step: Step
        /// Its blocks that run (a block of comments only does not).
        public var blocks: [PlannedBlock]
    }

    /// The chapter's counted steps, in order.
    public private(set) var steps: [PlannedStep] = []
    /// Every planned block of the chapter, in order.
    public private(set) var blocks: [PlannedBlock] = []

    /// The plan of a chapter whose blocks are parsed now.
    public init(chapter: Chapter) {
        self.init(ParsedChapter(chapter))
    }

    /// The plan of a parsed chapter.
    /// - Parameter completingMessages: give each line that does not parse its message and suggestion, when the chapter
    ///   was parsed without (the exporter prints them); the interpreter leaves that to its listing of parse errors,
    ///   which words only the first ones.
    public init(_ source: ParsedChapter, completingMessages: Bool = true) {
        var hasWorld = false
        let completing = completingMessages && !source.isSuggesting
        for (step, parsedBlocks) in zip(source.chapter.steps, source.steps) where step.isCounted {
            var planned: [PlannedBlock] = []
            for parsedBlock in parsedBlocks {
                let block = parsedBlock.block
                let parsed = completing ? Self.withMessages(parsedBlock.lines) : parsedBlock.lines
                let start = Self.start(of: parsed, afterAWorld: hasWorld)
                let hasInvalidLine = parsed.contains { if case .invalid = $0 { true } else { false } }
                // A line that does not parse fails its block before anything runs here (`verify` runs the lines before it
                // and fails the block there too).
                var isFresh = hasInvalidLine
                var needsFixture = false
                switch start {
                case .fresh, .invalid: isFresh = true
                case .needsFixture: isFresh = true; needsFixture = true
                case .continuing, .empty: break
                }
                if isFresh { hasWorld = true }
                if !isFresh && !hasWorld { continue } // nothing to run and no world: a block of comments only
                // Lines planned as the interpreter runs them: a block that fails at a line that does not parse runs the
                // lines before it on the world it continues (the exporter prints from that line on).
                let plannedBlock = PlannedBlock(
                    block: block, parsed: parsed, start: start, lines: PlannedLine.plan(parsed, continuing: start != .fresh),
                    name: "block\(block.location.line)", isFresh: isFresh, needsFixture: needsFixture, index: blocks.count
                )
                blocks.append(plannedBlock)
                planned.append(plannedBlock)
            }
            steps.append(PlannedStep(step: step, blocks: planned))
        }
    }

    /// How a block begins: what both backends do before its first line (chapter 00, "Chapters, steps and blocks", Chapters/en/00-spec-language.md).
    public enum BlockStart: Equatable, Sendable {
        /// Its first line is a fixture: a fresh world, whatever came before.
        case fresh
        /// Its first line does not parse: the block fails there, whatever came before.
        case invalid(SourceLocation)
        /// It continues the world the blocks before it left; blocked when a line broke that world (a refusal, a line
        /// that does not parse), and then a step that continues it is blocked by that line.
        case continuing
        /// No block before it started a world, and it does not start with a fixture: it fails at its first line.
        case needsFixture(Command)
        /// No world and nothing to run: a block of comments only.
        case empty
    }

    /// How a block with these lines begins.
    /// - Parameter afterAWorld: whether a block before it started a world (or tried to).
    public static func start(of parsed: [ParsedLine], afterAWorld: Bool) -> BlockStart {
        switch parsed.first {
        case .command(let command)? where command.kind.isFixture: .fresh
        case .invalid(let diagnostic)?: .invalid(diagnostic.location)
        case .command(let command)? where !afterAWorld: .needsFixture(command)
        case nil where !afterAWorld: .empty
        default: .continuing
        }
    }

    /// The lines with each line that does not parse given its message and suggestion.
    private static func withMessages(_ lines: [ParsedLine]) -> [ParsedLine] {
        guard lines.contains(where: { if case .invalid = $0 { true } else { false } }) else { return lines }
        return lines.map { line in
            if case .invalid(let diagnostic) = line { return .invalid(SpecParser.withSuggestion(diagnostic)) }
            return line
        }
    }

    /// The blocks to run again before `block` to rebuild its world: from the last fresh block before it.
    public func chain(before block: PlannedBlock) -> [PlannedBlock] {
        guard let start = blocks[..<block.index].lastIndex(where: \.isFresh) else { return [] }
        return Array(blocks[start..<block.index])
    }
}
