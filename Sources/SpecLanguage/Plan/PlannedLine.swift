import ChapterModel

/// One spec line of a block as both backends run it, with the block rules applied (chapter 00, Chapters/en/00-spec-language.md, "Chapters,
/// steps, blocks"): a fixture starts a fresh scene; `expect error` pairs with the line before it when that line may be
/// refused; a prediction left blank checks nothing; a setting after `wait` or `hold` lets what still moves finish.
public enum PlannedLine: Sendable {
    /// A fresh scene.
    case fixture(Command, SceneFixture)
    /// An action or a check; `settles`: a setting after `wait` or `hold`, which then lets what still moves finish, as the
    /// table does between two touches.
    case perform(Command, PlannedCall, settles: Bool)
    /// An action or a check followed by `expect error "text"`: it runs on a copy of the scene; refused, the scene
    /// stays as it was and the refusal must contain `text`; not refused, the scene takes its changes and the
    /// `expect error` line fails.
    case attempt(Command, PlannedCall, settles: Bool, refusal: Command, containing: String)
    /// `expect error "text"` after a line that cannot be refused (a fixture, a blank prediction, nothing): it fails,
    /// and the block goes on.
    case unrefused(Command, containing: String)
    /// An `expect` line with a prediction left blank (`?`): nothing to check yet, and the block does not pass.
    case notAnswered(Command)
    /// A line that does not parse: the block fails here.
    case invalid(SpecDiagnostic)

    /// Where the line stands.
    public var location: SourceLocation {
        switch self {
        case .fixture(let command, _), .perform(let command, _, _), .attempt(let command, _, _, _, _), .unrefused(let command, _),
             .notAnswered(let command):
            command.location
        case .invalid(let diagnostic): diagnostic.location
        }
    }

    /// A block's lines, planned.
    /// - Parameter continuing: the block continues the scene of the block before it (which may still be moving).
    public static func plan(_ parsed: [ParsedLine], continuing: Bool) -> [PlannedLine] {
        var planned: [PlannedLine] = []
        planned.reserveCapacity(parsed.count)
        // Each line's call once (the line after a command is asked whether it is `expect error`).
        let calls = parsed.map { line -> PlannedCall? in
            guard case .command(let command) = line else { return nil }
            return PlannedCall(command.kind)
        }
        var unsettled = continuing
        var index = parsed.startIndex
        while index < parsed.endIndex {
            defer { index += 1 }
            guard case .command(let command) = parsed[index], let call = calls[index] else {
                if case .invalid(let diagnostic) = parsed[index] { planned.append(.invalid(diagnostic)) }
                continue
            }
            var settles = false
            switch call {
            case .fixture(let fixture):
                planned.append(.fixture(command, fixture))
                unsettled = false
                continue
            case .expectError(let text):
                planned.append(.unrefused(command, containing: text))
                continue
            case .check where command.predictions.contains(where: \.isBlank):
                planned.append(.notAnswered(command))
                continue
            case .check:
                break
            case .action(let action):
                settles = action.isSetting && unsettled
                unsettled = action.leavesMotion
            }
            if index + 1 < parsed.endIndex, case .expectError(let text)? = calls[index + 1], case .command(let next) = parsed[index + 1] {
                planned.append(.attempt(command, call, settles: settles, refusal: next, containing: text))
                index += 1
            } else {
                planned.append(.perform(command, call, settles: settles))
            }
        }
        return planned
    }
}
