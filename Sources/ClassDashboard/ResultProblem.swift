import Foundation
import LearnerResults
import EngineMessages

/// Why a learner's result was not taken, in one line a teacher (or a learner's terminal) can act on, naming the
/// field at fault (`exercises[2].stepsPassed`) when one is.
public struct ResultProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var text: LocalizedText
    /// The field at fault, as a path into the result's JSON; `nil` when the whole body is.
    public var field: String?
    /// The HTTP status a class server answers with: 422 for an exercise the catalogue does not know, else 400.
    public var status: Int = 400

    public init(_ text: LocalizedText, field: String? = nil, status: Int = 400) {
        self.text = text
        self.field = field
        self.status = status
    }

    /// The English line.
    public var message: String { text.english }
    public var description: String { message }

    /// The most bytes one result may have: a full kit's result is a few kilobytes.
    public static let maximumBytes = 1 << 20

    /// Reads one result, or says what is wrong with it: too large, not JSON, not of the result schema (naming the
    /// key), another schema version, an exercise the catalogue does not know, predictions whose counts do not add up,
    /// or anything implausible (``ResultPlausibility``). The learner's name comes back in Unicode's composed form (NFC).
    public static func check(_ data: Data, now: Date = Date()) -> Result<LearnerResult, ResultProblem> {
        guard data.count <= maximumBytes else {
            return .failure(ResultProblem(ResultFieldMessages.textTooLong("the result", bytes: data.count, limit: maximumBytes)))
        }
        guard let tree = try? JSONSerialization.jsonObject(with: data) else {
            return .failure(ResultProblem(ResultFieldMessages.notJSON))
        }
        var result: LearnerResult
        do {
            result = try LearnerResult.decoded(from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty, let field = JSONNumbers.firstNonInteger(in: tree) {
                return .failure(ResultProblem(ResultFieldMessages.numberOutOfRange(field), field: field))
            }
            let (detail, field) = describe(error)
            return .failure(ResultProblem(ResultFieldMessages.notAResult(detail), field: field))
        } catch let error as LearnerResultError {
            let status = if case .unknownExercise = error { 422 } else { 400 }
            return .failure(ResultProblem(ResultFieldMessages.notAResult("\(error)"), field: Self.field(of: error), status: status))
        } catch {
            return .failure(ResultProblem(ResultFieldMessages.notAResult("\(error)")))
        }
        result.learner = result.learner.precomposedStringWithCanonicalMapping
        if let problem = ResultPlausibility.problem(result, now: now) { return .failure(problem) }
        return .success(result)
    }

    private static func field(of error: LearnerResultError) -> String? {
        switch error {
        case .unsupportedSchemaVersion: "schemaVersion"
        case .unknownExercise: "exercises"
        case .malformedPredictions(let detail): detail.split(separator: "`").dropFirst().first.map(String.init) ?? "predictions"
        }
    }

    /// What the decoder found wrong, in words (never its own `debugDescription`), and the field at fault.
    private static func describe(_ error: DecodingError) -> (LocalizedText, String?) {
        func path(_ context: DecodingError.Context, adding key: (any CodingKey)? = nil) -> String? {
            let keys = (context.codingPath + (key.map { [$0] } ?? [])).map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            let joined = keys.joined()
            return joined.isEmpty ? nil : (joined.hasPrefix(".") ? String(joined.dropFirst()) : joined)
        }
        switch error {
        case .keyNotFound(let key, let context):
            let field = path(context, adding: key)
            return (ResultFieldMessages.missing(field), field)
        case .typeMismatch(let type, let context):
            let field = path(context)
            return (ResultFieldMessages.wrongType(field, expected: ResultFieldMessages.kind(of: type)), field)
        case .valueNotFound(_, let context):
            let field = path(context)
            return (ResultFieldMessages.null(field), field)
        case .dataCorrupted(let context):
            // A date the ISO 8601 strategy cannot read is reported without its key: `createdAt` is the result's one date.
            let isDate = context.debugDescription.contains("ISO8601") || context.debugDescription.contains("date")
            let field = path(context) ?? (isDate ? "createdAt" : nil)
            return (ResultFieldMessages.unreadableValue(field, expected: isDate ? ResultFieldMessages.isoDate : nil), field)
        @unknown default:
            return (LocalizedText(verbatim: "\(error)"), nil)
        }
    }
}

/// Finds the first number in a result's JSON that a count cannot hold (`1e30`, `99999999999999999999`, `1.5`), for a
/// field error where the decoder says only "not valid JSON".
enum JSONNumbers {
    static func firstNonInteger(in value: Any, path: String = "") -> String? {
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() {
                if let found = firstNonInteger(in: object[key]!, path: path.isEmpty ? key : "\(path).\(key)") { return found }
            }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() {
                if let found = firstNonInteger(in: element, path: "\(path)[\(index)]") { return found }
            }
        } else if let number = value as? NSNumber, !(value is Bool), !path.isEmpty {
            let double = number.doubleValue
            if double.rounded() != double || abs(double) >= 9.0e18 { return path }
            if Int64(exactly: double) == nil, number.int64Value == 0 { return path }
        }
        return nil
    }
}
