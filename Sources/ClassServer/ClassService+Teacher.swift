import ClassDashboard
import Foundation
import EngineMessages

/// The teacher's side: signing in, the dashboard, and handing a name to a new kit or deleting a learner.
extension ClassService {
    static let htmlHeaders = ["Cache-Control": "no-store", "X-Frame-Options": "DENY"]

    static func html(_ status: Int, _ page: String, headers: [String: String] = [:]) -> ClassResponse {
        ClassResponse(
            status: status, contentType: "text/html; charset=utf-8", body: Data(page.utf8),
            headers: htmlHeaders.merging(headers) { _, given in given }
        )
    }

    /// The dashboard for a signed-in teacher; anyone else gets the short sign-in page, in their language (401).
    func dashboard(_ request: ClassRequest) async -> ClassResponse {
        guard case .session(let csrf)? = teacher(request) else {
            if teacher(request) != nil {
                // A script with the key in X-Teacher-Key reads the page without forms.
                return await page(csrf: nil)
            }
            return Self.html(401, TeacherPages.signIn(language: request.language))
        }
        return await page(csrf: csrf)
    }

    private func page(csrf: String?) async -> ClassResponse {
        let version = await store.version
        if cachedPage?.version != version || cachedPage?.csrf != (csrf ?? "") {
            let latest = (try? await store.latestPerLearner()) ?? []
            let released = (try? await store.releasedKeys()) ?? []
            let page = ClassDashboardPage(
                roster: ClassRoster(latest.compactMap(Self.entry)), language: language, refreshSeconds: refreshSeconds,
                csrfToken: csrf, released: released
            )
            cachedPage = (version, csrf ?? "", page.html())
        }
        return Self.html(200, cachedPage?.html ?? "")
    }

    /// `POST /login` with `key=…`: the right key opens a session (an HttpOnly, SameSite=Strict cookie) and goes back
    /// to `/`; a wrong one shows the sign-in page again, and after 10 wrong keys a minute from one address, 429.
    func login(_ request: ClassRequest) -> ClassResponse {
        let time = now()
        let wait = wrongKeys.retryAfter(request.client, at: time)
        if wait > 0 {
            return Self.html(429, TeacherPages.signIn(language: request.language, problem: ClassTrustMessages.loginTooMany(seconds: wait)), headers: ["Retry-After": "\(wait)"])
        }
        guard Secret.matches(FormBody.fields(request.body)["key"], digest: teacherKey.digest) else {
            _ = wrongKeys.admit(request.client, at: time)
            return Self.html(401, TeacherPages.signIn(language: request.language, problem: ClassTrustMessages.loginWrong))
        }
        let session = sessions.open(at: time)
        var answer = ClassResponse(
            status: 303, contentType: "text/plain; charset=utf-8", body: Data(),
            headers: Self.htmlHeaders.merging(["Location": "/", "Set-Cookie": TeacherSessions.setCookie(session.id)]) { _, given in given }
        )
        answer.trustsClient = true
        return answer
    }

    /// `POST /logout` (with the session's CSRF token): closes the session and takes the cookie away.
    func logout(_ request: ClassRequest) -> ClassResponse {
        if case .session(let csrf)? = teacher(request), TeacherAccess.session(csrf: csrf).formAllowed(request) {
            sessions.close(cookieHeader: request.headers["cookie"])
        }
        return ClassResponse(
            status: 303, contentType: "text/plain; charset=utf-8", body: Data(),
            headers: Self.htmlHeaders.merging(["Location": "/", "Set-Cookie": TeacherSessions.setCookie(nil)]) { _, given in given }
        )
    }

    /// The learner's name from a teacher's form (`name=…`) or the query.
    private func learnerName(_ request: ClassRequest) -> String? {
        guard let name = FormBody.fields(request.body)["name"] ?? request.query["name"], !name.isEmpty else { return nil }
        return ClassRoster.key(name.precomposedStringWithCanonicalMapping)
    }

    /// Frees a name from its token for the one learner who sends the claim code made here: shown once to the teacher
    /// (a page of its own for a browser, `claimCode` in JSON for a script), kept only as its SHA-256.
    func release(_ request: ClassRequest) async -> ClassResponse {
        guard let name = learnerName(request) else {
            return .refusal(400, ClassServerMessages.releaseNeedsName, in: request.language, field: "name")
        }
        let claim = JoinCode.random()
        let known: Bool
        do {
            known = try await store.release(learnerKey: name, claimDigest: Secret(claim.value).digest)
        } catch {
            return .refusal(503, ClassServerMessages.notStored("\(error)"), in: request.language)
        }
        guard known else { return .refusal(404, ClassTrustMessages.unknownName, in: request.language, field: "name") }
        if request.headers["accept"]?.contains("text/html") == true {
            return Self.html(200, TeacherPages.released(name: name, claim: claim.value, language: language))
        }
        return ClassResponse(
            status: 200, contentType: "application/json",
            body: Data("{\"claimCode\":\(Self.jsonString(claim.value)),\"released\":\(Self.jsonString(name))}\n".utf8),
            headers: ["Cache-Control": "no-store"]
        )
    }

    /// Deletes a learner, their results and their token (junk, a test, a name that should not be there).
    func remove(_ request: ClassRequest) async -> ClassResponse {
        guard let name = learnerName(request) else {
            return .refusal(400, ClassServerMessages.releaseNeedsName, in: request.language, field: "name")
        }
        let removed: Int
        do {
            removed = try await store.remove(learnerKey: name)
        } catch {
            return .refusal(503, ClassServerMessages.notStored("\(error)"), in: request.language)
        }
        if request.headers["accept"]?.contains("text/html") == true {
            return ClassResponse(status: 303, contentType: "text/plain; charset=utf-8", body: Data(), headers: Self.htmlHeaders.merging(["Location": "/"]) { _, given in given })
        }
        return ClassResponse(
            status: 200, contentType: "application/json",
            body: Data("{\"removed\":\(Self.jsonString(name)),\"results\":\(removed)}\n".utf8)
        )
    }
}
