import ClassDashboard
import Foundation
import LearnerResults

/// A request as the class server sees it, whatever HTTP library carried it.
public struct ClassRequest: Sendable {
    public var method: String
    /// The path without the query (`/api/results`).
    public var path: String
    /// Header values by lower-cased name.
    public var headers: [String: String]
    /// The body, read up to one byte more than ``ResultProblem/maximumBytes``; `nil` when it was longer than that.
    public var body: Data?

    public init(method: String, path: String, headers: [String: String] = [:], body: Data? = Data()) {
        self.method = method.uppercased()
        self.path = path
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }
}

/// A response: a status, a content type and a body, plus extra headers.
public struct ClassResponse: Sendable, Equatable {
    public var status: Int
    public var contentType: String
    public var body: Data
    public var headers: [String: String]

    /// A one-line, plain-text refusal (never HTML, so nothing a client sent can run in a browser).
    static func refusal(_ status: Int, _ reason: String, headers: [String: String] = [:]) -> ClassResponse {
        ClassResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data((ClassService.printable(reason) + "\n").utf8), headers: headers)
    }

    /// The body as text (for tests and logs).
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// The class server's behaviour, independent of sockets: the dashboard at `/`, results in at `POST /api/results`
/// and out at `GET /api/results`.
///
/// A result is taken only with the class's join code, at most 1 MiB, matching the result schema, naming known
/// exercises, with predictions that add up, and within the per-learner rate limit; anything else is refused with a
/// 4xx status and a one-line reason, and nothing is stored. Predictions are stored as each chapter's counts only.
public actor ClassService {
    public let code: JoinCode
    private let store: any ResultStore
    private var limiter: RateLimiter
    private let language: String
    private let refreshSeconds: Int
    private let now: @Sendable () -> Date
    private var received: [ReceivedResult] = []
    /// Each received result, decoded once.
    private var entries: [ClassRoster.Entry] = []
    private var cachedPage: Data?

    /// - Parameters:
    ///   - store: where results are kept; the results already there are loaded now.
    ///   - now: the clock (tests pass their own).
    public init(
        store: any ResultStore,
        code: JoinCode,
        limiter: RateLimiter = RateLimiter(),
        language: String = "en",
        refreshSeconds: Int = 10,
        now: @escaping @Sendable () -> Date = Date.init
    ) async throws {
        self.store = store
        self.code = code
        self.limiter = limiter
        self.language = language
        self.refreshSeconds = refreshSeconds
        self.now = now
        received = try await store.all()
        entries = received.compactMap(Self.entry)
    }

    /// How many results are stored.
    public var resultCount: Int { received.count }

    public func handle(_ request: ClassRequest) async -> ClassResponse {
        switch (request.method, request.path) {
        case ("GET", "/"), ("HEAD", "/"), ("GET", "/index.html"):
            return dashboard()
        case ("GET", "/api/results"):
            return results()
        case ("POST", "/api/results"):
            return await accept(request)
        case (_, "/"), (_, "/index.html"), (_, "/api/results"):
            return .refusal(405, "\(request.method) is not allowed here; use GET / for the dashboard, POST or GET /api/results", headers: ["Allow": request.path == "/api/results" ? "GET, POST" : "GET, HEAD"])
        default:
            return .refusal(404, "nothing here; the dashboard is at / and results go to POST /api/results")
        }
    }

    private func dashboard() -> ClassResponse {
        if cachedPage == nil {
            let page = ClassDashboardPage(roster: ClassRoster(entries), language: language, refreshSeconds: refreshSeconds)
            cachedPage = Data(page.html().utf8)
        }
        return ClassResponse(status: 200, contentType: "text/html; charset=utf-8", body: cachedPage ?? Data(), headers: ["Cache-Control": "no-store"])
    }

    private func results() -> ClassResponse {
        var json = Data("{\"schemaVersion\":1,\"results\":[".utf8)
        for (index, result) in received.enumerated() {
            if index > 0 { json.append(0x2C) }
            json.append(contentsOf: Data("{\"receivedAt\":\"\(result.receivedAt.ISO8601Format())\",\"result\":".utf8))
            json.append(result.json)
            json.append(0x7D)
        }
        json.append(contentsOf: Data("]}\n".utf8))
        return ClassResponse(status: 200, contentType: "application/json", body: json, headers: ["Cache-Control": "no-store"])
    }

    private func accept(_ request: ClassRequest) async -> ClassResponse {
        guard let sent = request.headers["x-join-code"] else {
            return .refusal(401, "missing join code: send the code the teacher's screen shows in the X-Join-Code header (workshop verify --code XXXXXX)")
        }
        guard code.accepts(sent) else {
            return .refusal(403, "wrong join code: check the six characters on the teacher's screen")
        }
        guard let body = request.body, body.count <= ResultProblem.maximumBytes else {
            return .refusal(413, "the result is larger than 1 MiB; send the file `workshop verify --format json` wrote", headers: ["Connection": "close"])
        }
        let result: LearnerResult
        switch ResultProblem.check(body) {
        case .success(let checked): result = checked
        case .failure(let problem): return .refusal(problem.status, problem.message)
        }
        // Predictions are kept as counts only: the numbers a learner wrote never reach the store, the page or `/api/results`.
        let shared = result.withoutPredictionAnswers()
        guard let json = try? shared.encodedCompact() else {
            return .refusal(400, "the result cannot be stored as JSON; send the file `workshop verify --format json` wrote")
        }
        let time = now()
        guard limiter.admit(ClassRoster.key(result.learner), at: time) else {
            let wait = limiter.retryAfter(ClassRoster.key(result.learner), at: time)
            return .refusal(429, "too many results from \(result.learner) in a minute (at most \(limiter.limit)); try again in \(wait) s", headers: ["Retry-After": "\(wait)"])
        }
        let kept = ReceivedResult(learner: result.learner, receivedAt: time, json: json)
        do {
            try await store.save(kept)
        } catch {
            return .refusal(503, "the server could not store the result (\(error)); try again")
        }
        received.append(kept)
        entries.append(ClassRoster.Entry(result: shared, receivedAt: time, source: "server"))
        cachedPage = nil
        let passed = result.passedCount
        let predicted = shared.predictions.map { ",\"predictions\":{\"correct\":\($0.correct),\"total\":\($0.total)}" } ?? ""
        let reply = "{\"accepted\":true,\"learner\":\(Self.jsonString(result.learner)),\"passed\":\(passed),\"exercises\":\(result.exercises.count)\(predicted)}\n"
        return ClassResponse(status: 201, contentType: "application/json", body: Data(reply.utf8), headers: [:])
    }

    private static func entry(_ kept: ReceivedResult) -> ClassRoster.Entry? {
        (try? LearnerResult.decoded(from: kept.json)).map { ClassRoster.Entry(result: $0, receivedAt: kept.receivedAt, source: "server") }
    }

    /// Text for a one-line reason: control characters shown as U+FFFD, at most 300 characters.
    static func printable(_ text: String) -> String {
        var line = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\u{FFFD}" : $0 }))
        if line.count > 300 { line = String(line.prefix(299)) + "…" }
        return line
    }

    static func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension LearnerResult {
    /// The result as compact JSON, for storage.
    func encodedCompact() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }
}
