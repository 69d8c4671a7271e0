// The hand-written tests' expectations: `expect(condition)` and `expectEqual(a, b)` record a failed expectation
// at the caller's line, as `#expect` does, and the test goes on.
//
// Why not the `#expect` macro: each use is expanded by Swift Testing's macro plugin into closures the compiler then
// type-checks, and that was most of the tests' build (the Performance article has the figures: 55 to 210 ms of compile
// time an expectation, where a call costs about 12 ms). The exported scenarios made the same change earlier (ScenarioSupport's
// `check(_:found:)`). What a failure shows is kept: the line's source text (read from the file only when it fails)
// and, for `expectEqual`, both values. `require` stands in for `#require` the same way; `#expect(throws:)` and
// `#require(throws:)` are still the macros.
import Foundation
import Testing

/// Records a failed expectation at the caller's line when `condition` is false; the test goes on.
public func expect(
    _ condition: Bool, _ comment: @autoclosure () -> Comment = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard !condition else { return }
    ExpectationFailure.record(nil, comment(), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Records a failed expectation at the caller's line when `left` and `right` differ, with both values; the test goes on.
public func expectEqual<T: Equatable>(
    _ left: T, _ right: T, _ comment: @autoclosure () -> Comment = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard left != right else { return }
    let values = "\(ExpectationFailure.describe(left)) is not \(ExpectationFailure.describe(right))"
    ExpectationFailure.record(values, comment(), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Unwraps `value`, or records a failed expectation at the caller's line and ends the test, as `#require` does.
public func require<T>(
    _ value: T?, _ comment: @autoclosure () -> Comment = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws -> T {
    if let value { return value }
    try ExpectationFailure.stop("found nil", comment(), fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Records a failed expectation at the caller's line and ends the test when `condition` is false, as `#require` does.
public func require(
    _ condition: Bool, _ comment: @autoclosure () -> Comment = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws {
    guard !condition else { return }
    try ExpectationFailure.stop(nil, comment(), fileID: fileID, filePath: filePath, line: line, column: column)
}

enum ExpectationFailure {
    /// Ends the test through `#require` itself, so that Swift Testing records one failed expectation (not a caught error).
    static func stop(_ values: String?, _ comment: Comment, fileID: String, filePath: String, line: Int, column: Int) throws -> Never {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let requirementFailed: Void? = nil
        try #require(requirementFailed, Comment(rawValue: message(values, comment, fileID: fileID, filePath: filePath, line: line)), sourceLocation: location)
        throw RequirementNotMet()
    }

    struct RequirementNotMet: Error {}

    static func message(_ values: String?, _ comment: Comment, fileID: String, filePath: String, line: Int) -> String {
        var message = "Expectation failed: " + (sourceText(filePath: filePath, line: line) ?? "\(fileID):\(line)")
        if let values { message += "\n  " + values }
        if !comment.rawValue.isEmpty { message += "\n  " + comment.rawValue }
        return message
    }

    static func record(_ values: String?, _ comment: Comment, fileID: String, filePath: String, line: Int, column: Int) {
        let text = message(values, comment, fileID: fileID, filePath: filePath, line: line)
        Issue.record(Comment(rawValue: text), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// A value as `#expect` shows it: strings quoted, optionals without `Optional(…)`.
    static func describe<T>(_ value: T) -> String {
        if let optional = value as? any OptionalProtocol { return optional.described }
        if let string = value as? any StringProtocol { return "\"\(string)\"" }
        return String(reflecting: value)
    }

    /// The expectation's line as written (at most 200 characters), read from the test's source file.
    static func sourceText(filePath: String, line: Int) -> String? {
        guard let text = try? String(contentsOfFile: filePath, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let written = lines[line - 1].trimmingCharacters(in: .whitespaces)
        return written.count > 200 ? String(written.prefix(200)) + "…" : written
    }
}

protocol OptionalProtocol {
    var described: String { get }
}

extension Optional: OptionalProtocol {
    var described: String {
        switch self {
        case .some(let wrapped): ExpectationFailure.describe(wrapped)
        case .none: "nil"
        }
    }
}
