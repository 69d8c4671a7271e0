import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `workshop verify --submit URL --code CODE`: sends the result to the teacher's class server
/// (`POST URL/api/results` with the join code in `X-Join-Code`) and reads back what it said.
enum ResultSubmission {
    /// Sends `json`; returns the server's reply on success.
    /// - Throws: a ``WorkshopError`` saying what the server or the network answered and what to do.
    static func send(_ json: Data, to server: String, code: String, timeout: TimeInterval = 15) throws(WorkshopError) -> String {
        let base = server.hasSuffix("/") ? String(server.dropLast()) : server
        guard let url = URL(string: base + "/api/results"), let scheme = url.scheme, ["http", "https"].contains(scheme) else {
            throw WorkshopError("--submit \(server) is not an address; use the one the teacher's screen shows, like http://192.168.1.20:8765")
        }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(code, forHTTPHeaderField: "X-Join-Code")
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
            throw WorkshopError("cannot reach \(base) (\(error?.localizedDescription ?? "no answer")); check the address and "
                + "that you are on the classroom's network")
        }
        guard (200..<300).contains(status) else {
            throw WorkshopError("the class server refused the result (HTTP \(status)): \(text)")
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
