import Foundation

/// The teacher's signed-in browsers: after the key is typed once (`POST /login`), the browser holds a random
/// session id in an HttpOnly, SameSite=Strict cookie, and every form of the dashboard carries that session's CSRF
/// token. Kept in memory only (a restart signs the teacher out); at most ``maximum`` sessions, each for ``lifetime``.
struct TeacherSessions: Sendable {
    static let cookieName = "class_session"
    static let lifetime: TimeInterval = 12 * 60 * 60
    static let maximum = 32

    struct Session: Sendable {
        var csrf: String
        var expires: Date
    }

    /// Sessions by the SHA-256 of their id (the id itself is only in the teacher's cookie).
    private var sessions: [String: Session] = [:]

    /// A new session: its id (for the cookie) and CSRF token.
    mutating func open(at now: Date) -> (id: String, csrf: String) {
        sessions = sessions.filter { $0.value.expires > now }
        if sessions.count >= Self.maximum, let oldest = sessions.min(by: { $0.value.expires < $1.value.expires })?.key {
            sessions[oldest] = nil
        }
        let id = Secret.random(length: 32).value
        let csrf = Secret.random(length: 32).value
        sessions[Secret(id).digest] = Session(csrf: csrf, expires: now.addingTimeInterval(Self.lifetime))
        return (id, csrf)
    }

    /// The session a request's cookie names, if it is open.
    func session(cookieHeader: String?, at now: Date) -> Session? {
        guard let id = Self.cookie(Self.cookieName, in: cookieHeader), let session = sessions[Secret(id).digest], session.expires > now else { return nil }
        return session
    }

    mutating func close(cookieHeader: String?) {
        if let id = Self.cookie(Self.cookieName, in: cookieHeader) { sessions[Secret(id).digest] = nil }
    }

    /// The `Set-Cookie` value that gives a browser the session `id` (or, with `nil`, takes it away).
    static func setCookie(_ id: String?) -> String {
        let attributes = "Path=/; HttpOnly; SameSite=Strict"
        guard let id else { return "\(cookieName)=; \(attributes); Max-Age=0" }
        return "\(cookieName)=\(id); \(attributes); Max-Age=\(Int(lifetime))"
    }

    static func cookie(_ name: String, in header: String?) -> String? {
        for pair in (header ?? "").split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}

/// A form body (`application/x-www-form-urlencoded`) read into its fields.
enum FormBody {
    static func fields(_ body: Data?) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in String(decoding: body ?? Data(), as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { part in
                String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
            }
            if let name = parts.first, fields[name] == nil { fields[name] = parts.count > 1 ? parts[1] : "" }
        }
        return fields
    }
}
