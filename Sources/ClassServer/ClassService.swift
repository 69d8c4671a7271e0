import ClassDashboard
import Foundation
import LearnerResults
import Messages

/// The class server's behaviour, independent of sockets: the dashboard at `/` and results out at
/// `GET /api/results` for the teacher (their key), results in at `POST /api/results` for learners (the join code,
/// then their name's token), and `POST /api/release` for the teacher to free a name.
///
/// A result is taken only with the class's join code (at most ``wrongCodesPerMinute`` wrong ones per client address
/// a minute), at most 1 MiB, matching the result schema and plausible (``ResultProblem``), with the token its name
/// was given (a name's first result gets one), and within the limits per token and per address; anything else is
/// refused with a 4xx status and a JSON reason naming the field, and nothing is stored. The store is the truth:
/// nothing is held in memory but the dashboard's page, recomputed after a change.
public actor ClassService {
    public let code: JoinCode
    public let teacherKey: Secret
    public static let wrongCodesPerMinute = 10
    private let store: SQLiteResultStore
    private var limiter: RateLimiter
    private var addressLimiter: RateLimiter
    private var guesses = RateLimiter(limit: ClassService.wrongCodesPerMinute, window: 60)
    private let language: ReaderLanguage
    private let refreshSeconds: Int
    private let now: @Sendable () -> Date
    private var cachedPage: (version: Int, html: String)?

    /// - Parameters:
    ///   - limiter: results per learner token a minute; `addressLimiter`: per client address.
    ///   - now: the clock (tests pass their own).
    public init(
        store: SQLiteResultStore,
        code: JoinCode,
        teacherKey: Secret = .random(),
        limiter: RateLimiter = RateLimiter(),
        addressLimiter: RateLimiter = RateLimiter(limit: 240),
        language: ReaderLanguage = .english,
        refreshSeconds: Int = 10,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.code = code
        self.teacherKey = teacherKey
        self.limiter = limiter
        self.addressLimiter = addressLimiter
        self.language = language
        self.refreshSeconds = refreshSeconds
        self.now = now
    }

    /// How many results are stored.
    public var resultCount: Int {
        get async { (try? await store.count()) ?? 0 }
    }

    public func handle(_ request: ClassRequest) async -> ClassResponse {
        switch (request.method, request.path) {
        case ("GET", "/"), ("HEAD", "/"), ("GET", "/index.html"):
            guard isTeacher(request) else { return .refusal(401, ClassServerMessages.teacherKeyNeeded, in: request.language) }
            return await dashboard(request)
        case ("GET", "/api/results"):
            guard isTeacher(request) else { return .refusal(401, ClassServerMessages.teacherKeyNeeded, in: request.language) }
            return await results(request)
        case ("POST", "/api/results"):
            return await accept(request)
        case ("POST", "/api/release"):
            guard isTeacher(request) else { return .refusal(401, ClassServerMessages.teacherKeyNeeded, in: request.language) }
            return await release(request)
        case (_, "/"), (_, "/index.html"), (_, "/api/results"), (_, "/api/release"):
            let allowed = switch request.path { case "/api/results": "GET, POST"; case "/api/release": "POST"; default: "GET, HEAD" }
            return .refusal(405, ClassServerMessages.methodNotAllowed(request.method), in: request.language, headers: ["Allow": allowed])
        default:
            return .refusal(404, ClassServerMessages.notFound, in: request.language)
        }
    }

    private func isTeacher(_ request: ClassRequest) -> Bool {
        Secret.matches(request.headers["x-teacher-key"] ?? request.query["key"], digest: teacherKey.digest)
    }

    private func dashboard(_ request: ClassRequest) async -> ClassResponse {
        let version = await store.version
        if cachedPage?.version != version {
            let latest = (try? await store.latestPerLearner()) ?? []
            let entries = latest.compactMap(Self.entry)
            let page = ClassDashboardPage(roster: ClassRoster(entries), language: language, refreshSeconds: refreshSeconds, teacherKey: teacherKey.value)
            cachedPage = (version, page.html())
        }
        return ClassResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data((cachedPage?.html ?? "").utf8), headers: ["Cache-Control": "no-store"])
    }

    /// A page of results: `?after=ID` (0 by default) and `?limit=N` (100 by default, at most 1,000); `next` is the
    /// `after` of the following page, `null` after the last.
    private func results(_ request: ClassRequest) async -> ClassResponse {
        let after = request.query["after"].flatMap(Int64.init) ?? 0
        let limit = min(1_000, max(1, request.query["limit"].flatMap(Int.init) ?? 100))
        let page: [StoredResult]
        do {
            page = try await store.page(after: after, limit: limit)
        } catch {
            return .refusal(503, ClassServerMessages.notStored("\(error)"), in: request.language)
        }
        let next = page.count == limit ? page.last?.id : nil
        return ClassResponse(status: 200, contentType: "application/json", body: Self.resultsJSON(page, next: next), headers: ["Cache-Control": "no-store"])
    }

    /// The body of `GET /api/results`: the schema version, each stored result with its id and arrival time (the
    /// learner's JSON byte for byte as it was stored), and `next` (`null` without one). Every brace opened in a
    /// string here is closed in one.
    static func resultsJSON(_ page: [StoredResult], next: Int64?) -> Data {
        var json = Data("{\"schemaVersion\":1,\"results\":[".utf8)
        for (index, stored) in page.enumerated() {
            if index > 0 { json.append(contentsOf: Data(",".utf8)) }
            json.append(contentsOf: Data("{\"id\":\(stored.id),\"receivedAt\":\"\(stored.result.receivedAt.ISO8601Format())\",\"result\":".utf8))
            json.append(stored.result.json)
            json.append(contentsOf: Data("}".utf8))
        }
        json.append(contentsOf: Data("],\"next\":\(next.map { "\($0)" } ?? "null")}\n".utf8))
        return json
    }

    /// Frees a name (`name=…` in the query or a form body) so the next result for it claims it with a new token.
    private func release(_ request: ClassRequest) async -> ClassResponse {
        let form = String(decoding: request.body ?? Data(), as: UTF8.self)
        let fromForm = URLComponents(string: "?" + form.replacingOccurrences(of: "+", with: " "))?.queryItems?.first { $0.name == "name" }?.value
        guard let name = request.query["name"] ?? fromForm, !name.isEmpty else {
            return .refusal(400, ClassServerMessages.releaseNeedsName, in: request.language, field: "name")
        }
        _ = try? await store.release(learnerKey: ClassRoster.key(name.precomposedStringWithCanonicalMapping))
        cachedPage = nil
        if request.headers["accept"]?.contains("text/html") == true {
            let back = "/?key=" + (teacherKey.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            return ClassResponse(status: 303, contentType: "text/plain; charset=utf-8", body: Data(), headers: ["Location": back])
        }
        return ClassResponse(status: 200, contentType: "application/json", body: Data("{\"released\":\(Self.jsonString(name))}\n".utf8))
    }

    private func accept(_ request: ClassRequest) async -> ClassResponse {
        let language = request.language
        let time = now()
        let waitAfterGuesses = guesses.retryAfter(request.client, at: time)
        if waitAfterGuesses > 0 {
            return .refusal(429, ClassServerMessages.tooManyWrongCodes(seconds: waitAfterGuesses), in: language, field: "X-Join-Code", headers: ["Retry-After": "\(waitAfterGuesses)"])
        }
        guard let sent = request.headers["x-join-code"] else {
            return .refusal(401, ClassServerMessages.joinCodeMissing, in: language, field: "X-Join-Code")
        }
        guard code.accepts(sent) else {
            _ = guesses.admit(request.client, at: time)
            let left = guesses.remaining(request.client, at: time)
            return .refusal(403, ClassServerMessages.joinCodeWrong(triesLeft: left), in: language, field: "X-Join-Code")
        }
        guard let body = request.body, body.count <= ResultProblem.maximumBytes else {
            return .refusal(413, ClassServerMessages.tooLarge, in: language, headers: ["Connection": "close"])
        }
        let result: LearnerResult
        switch ResultProblem.check(body, now: time) {
        case .success(let checked): result = checked
        case .failure(let problem): return .refusal(problem.status, problem.text, in: language, field: problem.field)
        }
        // Predictions are kept as counts only: the numbers a learner wrote never reach the store, the page or `/api/results`.
        let shared = result.withoutPredictionAnswers()
        guard let json = try? shared.encodedCompact() else {
            return .refusal(400, ResultFieldMessages.notAResult("cannot be stored as JSON"), in: language)
        }
        let key = ClassRoster.key(result.learner)
        let held: String?
        do {
            held = try await store.tokenDigest(learnerKey: key)
        } catch {
            return .refusal(503, ClassServerMessages.notStored("\(error)"), in: language)
        }
        let sentToken = request.headers["x-learner-token"]
        if let held, !Secret.matches(sentToken, digest: held) {
            return .refusal(403, ClassServerMessages.nameTaken(result.learner), in: language, field: "X-Learner-Token")
        }
        let newToken: Secret? = held == nil ? Secret.random(length: 32) : nil
        let limitKey = held ?? newToken?.digest ?? key
        for (limiterName, limitOn) in [("token", limitKey), ("address", request.client)] {
            let wait = limiterName == "token" ? limiter.retryAfter(limitOn, at: time) : addressLimiter.retryAfter(limitOn, at: time)
            if wait > 0 {
                let limit = limiterName == "token" ? limiter.limit : addressLimiter.limit
                return .refusal(429, ClassServerMessages.tooManyResults(limit: limit, seconds: wait), in: language, headers: ["Retry-After": "\(wait)"])
            }
        }
        let kept = ReceivedResult(learner: result.learner, receivedAt: time, json: json)
        do {
            if try await store.save(kept, learnerKey: key, newTokenDigest: newToken?.digest) == .nameTaken {
                return .refusal(403, ClassServerMessages.nameTaken(result.learner), in: language, field: "X-Learner-Token")
            }
        } catch {
            return .refusal(503, ClassServerMessages.notStored("\(error)"), in: language)
        }
        _ = limiter.admit(limitKey, at: time)
        _ = addressLimiter.admit(request.client, at: time)
        let passed = result.passedCount
        let predicted = shared.predictions.map { ",\"predictions\":{\"correct\":\($0.correct),\"total\":\($0.total)}" } ?? ""
        let token = newToken.map { ",\"learnerToken\":\(Self.jsonString($0.value))" } ?? ""
        let reply = "{\"accepted\":true,\"learner\":\(Self.jsonString(result.learner)),\"passed\":\(passed),\"exercises\":\(result.exercises.count)\(predicted)\(token)}\n"
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
