import ClassDashboard
import Foundation
import LearnerResults
import EngineMessages

/// The class server's behaviour, independent of sockets: the teacher's sign-in at `/` (`POST /login` with the
/// teacher key, then a session cookie), the dashboard at `/` and results out at `GET /api/results` for the teacher,
/// results in at `POST /api/results` for learners (the join code, then their name's token), and `POST /api/release`
/// and `POST /api/remove` for the teacher to hand a name to a learner's new kit or delete a learner.
///
/// A result is taken only with the class's join code, at most 1 MiB, matching the result schema and plausible
/// (``ResultProblem``), under a name that looks like no other kit's, with the token its name holds (or, for a
/// released name, the teacher's claim code), and within the limits per token and per address; anything else is
/// refused with a 4xx status and a JSON reason naming the field, and nothing is stored. Answers that tell whether a
/// join code is right are limited per address (``joinAnswers``); past that, a result is still taken if its code is
/// right, and the answer (429) says nothing about the code. The store is the truth: nothing is held in memory but
/// the teacher's sessions, the limits and the dashboard's page, recomputed after a change.
public actor ClassService {
    public let code: JoinCode
    public let teacherKey: Secret
    let store: SQLiteResultStore
    var limiter: RateLimiter
    var addressLimiter: RateLimiter
    /// Answers that say whether a join code is right, per client address.
    var joinAnswers: TokenBucket
    /// Results refused because their name is another kit's or waits for a claim code, and wrong claim codes, per address.
    var failedClaims = RateLimiter(limit: 20, window: 60)
    /// Wrong teacher keys at `/login`, per address.
    var wrongKeys = RateLimiter(limit: 10, window: 60)
    var sessions = TeacherSessions()
    let language: ReaderLanguage
    let refreshSeconds: Int
    let now: @Sendable () -> Date
    var cachedPage: (version: Int, csrf: String, html: String)?

    /// - Parameters:
    ///   - limiter: results per learner token a minute; `addressLimiter`: per client address.
    ///   - joinAnswers: answers per client address that say whether a join code is right.
    ///   - now: the clock (tests pass their own).
    public init(
        store: SQLiteResultStore,
        code: JoinCode,
        teacherKey: Secret = .random(),
        limiter: RateLimiter = RateLimiter(),
        addressLimiter: RateLimiter = RateLimiter(limit: 240),
        joinAnswers: TokenBucket = TokenBucket(),
        language: ReaderLanguage = .english,
        refreshSeconds: Int = 10,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.store = store
        self.code = code
        self.teacherKey = teacherKey
        self.limiter = limiter
        self.addressLimiter = addressLimiter
        self.joinAnswers = joinAnswers
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
            return await dashboard(request)
        case ("POST", "/login"):
            return login(request)
        case ("POST", "/logout"):
            return logout(request)
        case ("GET", "/api/results"):
            guard teacher(request) != nil else { return .refusal(401, ClassServerMessages.teacherKeyNeeded, in: request.language) }
            return await results(request)
        case ("POST", "/api/results"):
            return await accept(request)
        case ("POST", "/api/release"), ("POST", "/api/remove"):
            guard let access = teacher(request) else { return .refusal(401, ClassServerMessages.teacherKeyNeeded, in: request.language) }
            guard access.formAllowed(request) else { return .refusal(403, ClassTrustMessages.formExpired, in: request.language, field: "csrf") }
            return request.path == "/api/release" ? await release(request) : await remove(request)
        case (_, "/"), (_, "/index.html"), (_, "/api/results"), (_, "/api/release"), (_, "/api/remove"), (_, "/login"), (_, "/logout"):
            let allowed = switch request.path { case "/api/results": "GET, POST"; case "/", "/index.html": "GET, HEAD"; default: "POST" }
            return .refusal(405, ClassServerMessages.methodNotAllowed(request.method), in: request.language, headers: ["Allow": allowed])
        default:
            return .refusal(404, ClassServerMessages.notFound, in: request.language)
        }
    }

    /// How a request shows it is the teacher's: the key in `X-Teacher-Key` (scripts), or a signed-in browser's
    /// session cookie, whose forms must then carry the session's CSRF token.
    enum TeacherAccess {
        case key
        case session(csrf: String)

        func formAllowed(_ request: ClassRequest) -> Bool {
            guard case .session(let csrf) = self else { return true }
            let sent = FormBody.fields(request.body)["csrf"] ?? request.headers["x-csrf-token"]
            return Secret.matches(sent, digest: Secret(csrf).digest)
        }
    }

    func teacher(_ request: ClassRequest) -> TeacherAccess? {
        if Secret.matches(request.headers["x-teacher-key"], digest: teacherKey.digest) { return .key }
        return sessions.session(cookieHeader: request.headers["cookie"], at: now()).map { .session(csrf: $0.csrf) }
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

    static func entry(_ kept: ReceivedResult) -> ClassRoster.Entry? {
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
