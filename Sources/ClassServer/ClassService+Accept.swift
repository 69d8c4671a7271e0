import ClassDashboard
import Foundation
import LearnerResults
import EngineMessages

/// Results in: `POST /api/results`.
extension ClassService {
    /// Checks the join code and takes the result. When the client's address has used its answers about join codes
    /// (``joinAnswers``), the answer is 429 at once, saying nothing about the code, and the result is taken afterwards
    /// if the code is right and it carries its kit's token: a learner who shares an address with a guesser joins all
    /// the same, while the guesser learns nothing more.
    func accept(_ request: ClassRequest) async -> ClassResponse {
        let time = now()
        guard let sent = request.headers["x-join-code"] else {
            return .refusal(401, ClassServerMessages.joinCodeMissing, in: request.language, field: "X-Join-Code")
        }
        guard joinAnswers.take(request.client, at: time) else {
            let wait = joinAnswers.secondsUntilNext(request.client, at: time)
            if request.headers["x-learner-token"] != nil {
                Task { _ = await self.take(request, code: sent, at: time) }
            }
            return .refusal(429, ClassTrustMessages.joinBusy(seconds: wait), in: request.language, field: "X-Join-Code", headers: ["Retry-After": "\(wait)"])
        }
        return await take(request, code: sent, at: time)
    }

    /// What a taken result needs besides its checks: who holds the name after it, and how.
    private struct Hold {
        var key: String
        /// The digest of the token that claims the name with this result (a new name, or a released one).
        var newTokenDigest: String?
        /// The token to send back, when the server made it (a kit that sent none).
        var madeToken: Secret?
        var claimDigest: String?
        /// The digest the rate limit per learner counts on.
        var limitKey: String
    }

    private func take(_ request: ClassRequest, code sent: String, at time: Date) async -> ClassResponse {
        let language = request.language
        guard code.accepts(sent) else {
            return .refusal(403, ClassTrustMessages.joinCodeWrong(length: JoinCode.length), in: language, field: "X-Join-Code")
        }
        let result: LearnerResult
        let json: Data
        switch checked(request, at: time) {
        case .success(let taken): (result, json) = taken
        case .failure(let refusal): return refusal
        }
        let hold: Hold
        switch await holder(of: result.learner, request: request, at: time) {
        case .success(let found): hold = found
        case .failure(let refusal): return refusal
        }
        for (isToken, limitOn) in [(true, hold.limitKey), (false, request.client)] {
            let wait = isToken ? limiter.retryAfter(limitOn, at: time) : addressLimiter.retryAfter(limitOn, at: time)
            if wait > 0 {
                let limit = isToken ? limiter.limit : addressLimiter.limit
                return .refusal(429, ClassServerMessages.tooManyResults(limit: limit, seconds: wait), in: language, headers: ["Retry-After": "\(wait)"])
            }
        }
        let kept = ReceivedResult(learner: result.learner, receivedAt: time, json: json)
        do {
            if try await store.save(kept, learnerKey: hold.key, newTokenDigest: hold.newTokenDigest, claimDigest: hold.claimDigest) == .nameTaken {
                return .refusal(403, ClassServerMessages.nameTaken(result.learner), in: language, field: "X-Learner-Token")
            }
        } catch {
            return .refusal(503, ClassServerMessages.notStored("\(error)"), in: language)
        }
        _ = limiter.admit(hold.limitKey, at: time)
        _ = addressLimiter.admit(request.client, at: time)
        let predicted = result.predictions.map { ",\"predictions\":{\"correct\":\($0.correct),\"total\":\($0.total)}" } ?? ""
        let token = hold.madeToken.map { ",\"learnerToken\":\(Self.jsonString($0.value))" } ?? ""
        let reply = "{\"accepted\":true,\"learner\":\(Self.jsonString(result.learner)),\"passed\":\(result.passedCount),\"exercises\":\(result.exercises.count)\(predicted)\(token)}\n"
        var answer = ClassResponse(status: 201, contentType: "application/json", body: Data(reply.utf8), headers: [:])
        answer.trustsClient = true
        return answer
    }

    /// The result in the body, checked (``ResultProblem``), and the JSON to store: predictions as counts only, so
    /// the numbers a learner wrote never reach the store, the page or `/api/results`.
    private func checked(_ request: ClassRequest, at time: Date) -> Result<(LearnerResult, Data), ClassResponse> {
        let language = request.language
        guard let body = request.body, body.count <= ResultProblem.maximumBytes else {
            return .failure(.refusal(413, ClassServerMessages.tooLarge, in: language, headers: ["Connection": "close"]))
        }
        switch ResultProblem.check(body, now: time) {
        case .success(let result):
            let shared = result.withoutPredictionAnswers()
            guard let json = try? shared.encodedCompact() else {
                return .failure(.refusal(400, ResultFieldMessages.notAResult("cannot be stored as JSON"), in: language))
            }
            return .success((shared, json))
        case .failure(let problem):
            return .failure(.refusal(problem.status, problem.text, in: language, field: problem.field))
        }
    }

    /// Who may send under `name`: the kit whose token holds it; for a released name, the kit that sends the
    /// teacher's claim code; for a new name, any kit, unless the name looks like one held (TR 39 skeleton). A
    /// refusal for a held or released name counts against ``failedClaims``.
    private func holder(of name: String, request: ClassRequest, at time: Date) async -> Result<Hold, ClassResponse> {
        let language = request.language
        let key = ClassRoster.key(name)
        let held: String?
        let claim: String?
        let others: [String]
        do {
            held = try await store.tokenDigest(learnerKey: key)
            claim = try await store.claimDigest(learnerKey: key)
            others = try await store.heldKeys()
        } catch {
            return .failure(.refusal(503, ClassServerMessages.notStored("\(error)"), in: language))
        }
        let wait = failedClaims.retryAfter(request.client, at: time)
        let tooMany = ClassResponse.refusal(429, ClassTrustMessages.tooManyFailedClaims(seconds: wait), in: language, headers: ["Retry-After": "\(wait)"])
        let sentToken = request.headers["x-learner-token"]
        if let held {
            // A token is 32 characters (about 158 bits): no limit is needed to keep it from being guessed, so a
            // matching one is never held up by another kit's failures from the same address.
            if Secret.matches(sentToken, digest: held) { return .success(Hold(key: key, limitKey: held)) }
            if wait > 0 { return .failure(tooMany) }
            _ = failedClaims.admit(request.client, at: time)
            return .failure(.refusal(403, ClassServerMessages.nameTaken(name), in: language, field: "X-Learner-Token"))
        }
        if let claim {
            // A claim code is checked only within the limit, so polling for a released name cannot find it.
            if wait > 0 { return .failure(tooMany) }
            guard Secret.matches(request.headers["x-claim-code"]?.uppercased(), digest: claim) else {
                _ = failedClaims.admit(request.client, at: time)
                return .failure(.refusal(403, ClassTrustMessages.nameReleased(name), in: language, field: "X-Claim-Code"))
            }
        }
        let skeleton = LookalikeNames.skeleton(key)
        if let twin = others.first(where: { $0 != key && LookalikeNames.skeleton($0) == skeleton }) {
            return .failure(.refusal(403, ClassTrustMessages.nameLooksLike(name, twin), in: language, field: "learner"))
        }
        var token = Secret.random(length: 32)
        var made: Secret? = token
        if let sentToken {
            let trimmed = sentToken.trimmingWhitespace
            guard (20...128).contains(trimmed.count), trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                return .failure(.refusal(400, ClassTrustMessages.learnerTokenTooShort(trimmed.count), in: language, field: "X-Learner-Token"))
            }
            token = Secret(trimmed)
            made = nil
        }
        let claimDigest = claim == nil ? nil : request.headers["x-claim-code"].map { Secret($0.uppercased().trimmingWhitespace).digest }
        return .success(Hold(key: key, newTokenDigest: token.digest, madeToken: made, claimDigest: claimDigest, limitKey: token.digest))
    }
}
