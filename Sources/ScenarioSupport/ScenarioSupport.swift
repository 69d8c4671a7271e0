// What the exported scenarios share (`chapters export swift`, the scenario test targets): how a refusal ends a
// block, how a step rebuilds the world of the steps before it, and an expectation that cannot be asked. Compiled
// once, like the comparison rules in SpecComparisons; the exported files import both.
import Testing
import EngineMessages
import TableModel
import TableScene

/// Performs what one spec line does. When the scene refuses it, the refusal is recorded at that line and
/// ends the block, as a failed `#require` does; the steps that continue this world are then blocked.
/// (A failed `#expect`, by contrast, is recorded and the block goes on.)
@discardableResult
public func require<T>(
    _ action: () throws -> T,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws -> T {
    do {
        return try action()
    } catch let refusal as Refusal {
        try fail("refused: \(refusal.message)", fileID: fileID, filePath: filePath, line: line, column: column)
        throw refusal
    }
}

/// Fails the block at this line and ends it: a refusal, or a line that cannot run at all.
public func fail(_ message: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if Replay.isReplaying { throw Replay.Blocked(message: message, location: location) }
    let failure: String? = message
    try #require(failure == nil, Comment(rawValue: message), sourceLocation: location)
}

/// Runs `command` on a copy of the scene and hands back its refusal, keeping the scene as it was; when nothing
/// is refused, the scene takes the command's changes. For a spec line followed by `expect error`.
public func attempt(on scene: inout TableScene, _ command: (inout TableScene) throws -> Void) throws -> Refusal? {
    var trial = scene
    do {
        try command(&trial)
    } catch let refusal as Refusal {
        return refusal
    }
    scene = trial
    return nil
}

/// `expect error "…"`: the line before was refused, with a message that contains `text` (any refusal for an empty
/// text). A chapter in Chinese passes `in: .chinese`: then the refusal's Chinese message counts, and its English one
/// too. Otherwise the expectation fails here, like a failed `#expect`, and the block goes on.
public func expectRefusal(
    _ refusal: Refusal?, containing text: String, in language: ReaderLanguage = .english,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let refusal else {
        Issue.record("the previous command was not refused", sourceLocation: location)
        return
    }
    if !refusal.contains(text, in: language) {
        Issue.record("the refusal \"\(refusal.message(in: language))\" does not contain \"\(text)\"", sourceLocation: location)
    }
}

/// One expectation of a spec line: when `condition` is false, the failure is recorded at this line with what the
/// engines gave, and the block goes on, as a failed `#expect` does.
///
/// The exported scenarios call this rather than the `#expect` macro: the macro's expansion costs the compiler about
/// four times what a call does (the largest chapter's file type-checks in 1.5 s instead of 6.0 s; the Performance
/// article has the figures), and the book's scenarios hold some 1,500 expectations.
public func check(
    _ condition: Bool, found actual: @autoclosure () -> Any?,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard !condition else { return }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let found = actual().map { String(describing: $0) } ?? "nothing"
    Issue.record(Comment(rawValue: "Expectation failed: found \(found)"), sourceLocation: location)
}

/// What an expectation asks about (a row, a section, the label). When the scene refuses to look it up (a row off
/// screen), the expectation fails at this line, like a failed `#expect`, and the block goes on.
public func found<T>(
    _ lookup: () throws -> T,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> T? {
    do {
        return try lookup()
    } catch {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        Issue.record("cannot be asked: \(error)", sourceLocation: location)
        return nil
    }
}

/// Rebuilds the world that the steps before this one leave: runs their blocks from the last one that starts a
/// fresh scene. Their own tests check them, so their expectations are not checked again here. When one of
/// their lines was refused, this step cannot run: it is recorded as blocked, at that line.
public func replaying(
    _ start: () throws -> TableScene, _ blocks: (inout TableScene) throws -> Void...
) throws -> TableScene {
    var scene: TableScene?
    var blocked: Replay.Blocked?
    withKnownIssue("the steps before this one are checked by their own tests", isIntermittent: true) {
        Replay.$isReplaying.withValue(true) {
            do {
                var rebuilt = try start()
                for block in blocks { try block(&rebuilt) }
                scene = rebuilt
            } catch let stop as Replay.Blocked {
                blocked = stop
            } catch {
                blocked = Replay.Blocked(message: "\(error)", location: #_sourceLocation)
            }
        }
    }
    if let blocked {
        let reason: String? = "blocked by \(blocked.location.filePath):\(blocked.location.line): \(blocked.message)"
        try #require(reason == nil, Comment(rawValue: reason ?? ""), sourceLocation: blocked.location)
    }
    return try #require(scene)
}

/// Whether the blocks running now rebuild an earlier step's world.
enum Replay {
    @TaskLocal static var isReplaying = false

    /// The line that stopped a rebuilt block.
    struct Blocked: Error {
        var message: String
        var location: SourceLocation
    }
}
