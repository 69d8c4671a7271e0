import Foundation
import LearnerResults

/// Why a learner's result was not taken, in one line a teacher (or a learner's terminal) can act on.
public struct ResultProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// The HTTP status a class server answers with: 422 for an exercise the catalogue does not know, else 400.
    public var status: Int = 400
    public var description: String { message }

    /// The most bytes one result may have: a full kit's result is a few kilobytes.
    public static let maximumBytes = 1 << 20

    /// Reads one result, or says what is wrong with it: too large, not JSON, not of the result schema
    /// (naming the key), another schema version, an exercise the catalogue does not know, predictions whose counts do
    /// not add up, or an empty name.
    public static func check(_ data: Data) -> Result<LearnerResult, ResultProblem> {
        guard data.count <= maximumBytes else {
            return .failure(ResultProblem(message: "the result has \(data.count) bytes, more than the limit of \(maximumBytes) (1 MiB); send the file `workshop verify --format json` wrote"))
        }
        guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
            return .failure(ResultProblem(message: "the result is not JSON; send the file `workshop verify --format json` wrote"))
        }
        let result: LearnerResult
        do {
            result = try LearnerResult.decoded(from: data)
        } catch let error as DecodingError {
            return .failure(ResultProblem(message: "the JSON is not a learner result: \(describe(error)); send the file `workshop verify --format json` wrote"))
        } catch let error as LearnerResultError {
            if case .unknownExercise = error { return .failure(ResultProblem(message: "the JSON is not a learner result: \(error)", status: 422)) }
            return .failure(ResultProblem(message: "the JSON is not a learner result: \(error)"))
        } catch {
            return .failure(ResultProblem(message: "the JSON is not a learner result: \(error)"))
        }
        if result.learner.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return .failure(ResultProblem(message: "the result has no learner name; run `swift run workshop verify --name YOUR-NAME …`"))
        }
        if result.learner.count > 100 {
            return .failure(ResultProblem(message: "the learner name has \(result.learner.count) characters; use at most 100"))
        }
        return .success(result)
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, adding key: (any CodingKey)? = nil) -> String {
            let keys = (context.codingPath + (key.map { [$0] } ?? [])).map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            let joined = keys.joined()
            return joined.isEmpty ? "the top level" : "`\(joined.hasPrefix(".") ? String(joined.dropFirst()) : joined)`"
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context, adding: key)) is missing"
        case .typeMismatch(_, let context): return "\(path(context)) has the wrong type (\(context.debugDescription))"
        case .valueNotFound(_, let context): return "\(path(context)) is null"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
