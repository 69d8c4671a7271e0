import ClassDashboard
import Foundation
import EngineMessages

/// A request as the class server sees it, whatever HTTP library carried it.
public struct ClassRequest: Sendable {
    public var method: String
    /// The path without the query (`/api/results`).
    public var path: String
    /// Header values by lower-cased name.
    public var headers: [String: String]
    /// The body, read up to one byte more than ``ResultProblem/maximumBytes``; `nil` when it was longer than that.
    public var body: Data?
    /// The query's values by name (`?key=…&after=…`).
    public var query: [String: String]
    /// The client's IP address, what limits on guessing and sending are keyed on.
    public var client: String

    public init(
        method: String, path: String, headers: [String: String] = [:], body: Data? = Data(), query: [String: String] = [:],
        client: String = "127.0.0.1"
    ) {
        self.method = method.uppercased()
        self.path = path
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
        self.query = query
        self.client = client
    }

    /// The language the client reads: Chinese when its `Accept-Language` starts with `zh`.
    var language: ReaderLanguage {
        ReaderLanguage(acceptLanguage: headers["accept-language"])
    }
}

/// A response: a status, a content type and a body, plus extra headers.
public struct ClassResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: Data
    public var headers: [String: String]
    /// Whether the client proved who it is (the teacher signed in, or a learner's token matched): the connection
    /// limits then keep room for its address.
    public var trustsClient = false

    public init(status: Int, contentType: String, body: Data, headers: [String: String] = [:]) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    /// A refusal as JSON: `{"error": "…", "field": "…"}`, the error in one line of the reader's language (never HTML,
    /// so nothing a client sent can run in a browser).
    static func refusal(_ status: Int, _ text: LocalizedText, in language: ReaderLanguage = .english, field: String? = nil, headers: [String: String] = [:]) -> ClassResponse {
        var object = ["error": ClassService.printable(text.text(in: language))]
        if let field { object["field"] = ClassService.printable(field) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = ((try? encoder.encode(object)) ?? Data("{}".utf8)) + Data("\n".utf8)
        return ClassResponse(status: status, contentType: "application/json; charset=utf-8", body: body, headers: headers)
    }

    /// The body as text (for tests and logs).
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// A refusal is what a check returns when it fails (`Result<LearnerResult, ClassResponse>`).
extension ClassResponse: Error {}
