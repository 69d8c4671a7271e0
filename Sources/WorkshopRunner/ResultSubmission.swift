import Foundation
import Messages
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `workshop verify --submit URL --code CODE`: sends the result to the teacher's class server
/// (`POST URL/api/results` with the join code in `X-Join-Code`) and says what it answered, in the kit's language.
///
/// The kit makes a random token for each server and name, keeps it in ``LearnerTokens`` before the first send, and
/// sends it (`X-Learner-Token`) with every result for that name: the name's first result holds the name for it, so no
/// classmate can send results in its place (a token the server made, `learnerToken`, from an older server, is kept
/// too). A learner whose name the teacher released sends the teacher's claim code once (`--claim`, `X-Claim-Code`).
enum ResultSubmission {
    /// Sends `json`; returns the server's reply on success. The learner's token for this server, if the kit kept
    /// one, goes with it; the one a first result gets back is kept.
    /// - Throws: a ``WorkshopError`` saying what the server or the network answered and what to do, in `language`.
    static func send(
        _ json: Data, to server: String, code: String, claim: String? = nil, timeout: TimeInterval = 15,
        language: ReaderLanguage = .english, tokens: LearnerTokens = LearnerTokens()
    ) throws(WorkshopError) -> String {
        let sent = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any]
        let learner = sent?["learner"] as? String ?? ""
        let base = server.hasSuffix("/") ? String(server.dropLast()) : server
        guard let url = URL(string: base + "/api/results"), let scheme = url.scheme, ["http", "https"].contains(scheme) else {
            throw WorkshopError(WorkshopMessages.notAnAddress(server).text(in: language))
        }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(code, forHTTPHeaderField: "X-Join-Code")
        request.setValue(language.rawValue, forHTTPHeaderField: "Accept-Language")
        if !learner.isEmpty {
            let token = tokens.token(server: base, learner: learner) ?? LearnerTokens.random()
            tokens.keep(token, server: base, learner: learner)
            request.setValue(token, forHTTPHeaderField: "X-Learner-Token")
        }
        if let claim { request.setValue(claim, forHTTPHeaderField: "X-Claim-Code") }
        request.httpBody = json
        let reply = Reply()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { data, response, error in
            reply.set(status: (response as? HTTPURLResponse)?.statusCode, body: data, error: error)
            done.signal()
        }.resume()
        done.wait()
        let (status, body, error) = reply.get()
        let text = String(decoding: body ?? Data(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let status else {
            throw WorkshopError(WorkshopMessages.unreachable(base, reason: error?.localizedDescription ?? "no answer").text(in: language))
        }
        guard (200..<300).contains(status) else {
            throw WorkshopError(WorkshopMessages.refused(status: status, reason: Self.reason(in: text)).text(in: language))
        }
        let answer = (try? JSONSerialization.jsonObject(with: body ?? Data())) as? [String: Any]
        if let token = answer?["learnerToken"] as? String { tokens.keep(token, server: base, learner: learner) }
        return text
    }

    /// The server's words in a refusal: the `error` (or `message`) of a JSON reply, else the reply as it is.
    static func reason(in text: String) -> String {
        if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] {
            for key in ["error", "message", "reason"] {
                if let value = object[key] as? String { return value }
            }
        }
        return text
    }

    /// The answer, handed from URLSession's thread to the waiting one.
    private final class Reply: @unchecked Sendable {
        private let lock = NSLock()
        private var value: (Int?, Data?, (any Error)?) = (nil, nil, nil)

        func set(status: Int?, body: Data?, error: (any Error)?) {
            lock.lock()
            value = (status, body, error)
            lock.unlock()
        }

        func get() -> (Int?, Data?, (any Error)?) {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }
}

/// The tokens a class server gave this kit, one per server and name, in `.workshop-tokens.json` in the kit's folder
/// (readable by its owner only). A learner who loses the file asks the teacher to release their name.
struct LearnerTokens {
    var file = URL(fileURLWithPath: ".workshop-tokens.json")

    /// A new token: 32 letters and digits (about 160 bits).
    static func random() -> String {
        let alphabet = Array("23456789abcdefghjkmnpqrstuvwxyz")
        var generator = SystemRandomNumberGenerator()
        return String((0..<32).map { _ in alphabet.randomElement(using: &generator)! })
    }

    func token(server: String, learner: String) -> String? {
        read()[Self.key(server, learner)]
    }

    func keep(_ token: String, server: String, learner: String) {
        var tokens = read()
        tokens[Self.key(server, learner)] = token
        guard let data = try? JSONSerialization.data(withJSONObject: tokens, options: [.prettyPrinted, .sortedKeys]) else { return }
        try? data.write(to: file, options: .atomic)
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    private func read() -> [String: String] {
        (try? Data(contentsOf: file)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: String] } ?? [:]
    }

    private static func key(_ server: String, _ learner: String) -> String {
        "\(server) \(learner.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping)"
    }
}
