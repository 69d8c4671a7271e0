import ClassServer
import Foundation
import LearnerResults

/// Results sent to a server from many clients at once, each client a thread of its own owning its learners (and
/// their tokens); every `100 / hostilePercent`th request is hostile. Optionally kills the server with `kill -9` once
/// `killAfter` results are acknowledged, and goes on sending into the dead socket.
struct Soak: Sendable {
    var port: UInt16
    var code: String
    var clients: Int
    var hostilePercent: Int
    var server: ServerProcess
    var killAfter: Int?

    struct Outcome {
        /// `learner|createdAt` of each result answered 201.
        var acknowledged = Set<String>()
        var latencies: [Double] = []
        var hostileSent = 0
        var hostileRefused = 0
        var hostileAccepted = 0
        var unexpected = 0
        var residentAt1000 = 0.0

        func percentile(_ percent: Double) -> Double {
            guard !latencies.isEmpty else { return 0 }
            let sorted = latencies.sorted()
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * percent / 100).rounded()))]
        }
    }

    private final class Shared: @unchecked Sendable {
        let lock = NSLock()
        var outcome = Outcome()
        var killed = false
    }

    func run(count: Int) -> Outcome {
        let shared = Shared()
        let group = DispatchGroup()
        let every = hostilePercent > 0 ? max(2, 100 / hostilePercent) : Int.max
        for client in 0..<clients {
            group.enter()
            let thread = Thread { [self] in
                defer { group.leave() }
                var tokens: [String: String] = [:]
                let share = Array(stride(from: client, to: count, by: clients))
                let learners = max(1, share.count / 4)
                for (sequence, index) in share.enumerated() {
                    let learner = "Client \(client) learner \(sequence % learners)"
                    var result = SampleClass.result(learner: index, createdAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(index)))
                    result.learner = learner
                    var headers = ["X-Join-Code": code, "Content-Type": "application/json"]
                    if let token = tokens[learner] { headers["X-Learner-Token"] = token }
                    let isHostile = (index + 1) % every == 0
                    var body = (try? result.encoded()) ?? Data()
                    if isHostile { Self.spoil(kind: index / every % 5, headers: &headers, body: &body, result: result, knownToken: tokens[learner] != nil) }
                    let begin = DispatchTime.now()
                    let reply = try? LoopbackClient.send("POST", "/api/results", port: port, headers: headers, body: body, timeout: 30)
                    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - begin.uptimeNanoseconds) / 1e6
                    if !isHostile, reply?.status == 201, tokens[learner] == nil,
                       let object = try? JSONSerialization.jsonObject(with: reply!.body) as? [String: Any], let token = object["learnerToken"] as? String {
                        tokens[learner] = token
                    }
                    shared.lock.lock()
                    if isHostile {
                        shared.outcome.hostileSent += 1
                        if let status = reply?.status, (400..<500).contains(status) { shared.outcome.hostileRefused += 1 }
                        if reply?.status == 201 { shared.outcome.hostileAccepted += 1 }
                    } else if reply?.status == 201 {
                        shared.outcome.acknowledged.insert("\(learner)|\(Int(result.createdAt.timeIntervalSince1970))")
                        shared.outcome.latencies.append(milliseconds)
                        if shared.outcome.acknowledged.count == 1_000 { shared.outcome.residentAt1000 = server.residentMiB }
                    } else {
                        shared.outcome.unexpected += 1
                    }
                    let kill = killAfter.map { shared.outcome.acknowledged.count >= $0 && !shared.killed } ?? false
                    if kill { shared.killed = true }
                    shared.lock.unlock()
                    if kill { server.kill9() }
                }
            }
            thread.start()
        }
        group.wait()
        return shared.outcome
    }

    /// Turns a good request into a hostile one of kind `kind` (0–4).
    static func spoil(kind: Int, headers: inout [String: String], body: inout Data, result: LearnerResult, knownToken: Bool) {
        switch kind {
        case 0 where knownToken:
            headers["X-Learner-Token"] = "not-the-token"
        case 0, 1:
            var bad = result
            bad.exercises[0].stepsPassed = -1
            body = (try? bad.encoded()) ?? body
        case 2:
            headers["X-Join-Code"] = nil
        case 3:
            body = Data("{\"learner\":".utf8)
        default:
            var bad = result
            bad.learner = String(repeating: "x", count: 100)
            body = (try? bad.encoded()) ?? body
        }
    }
}

/// Every stored result's `learner|createdAt`, read back page by page from `GET /api/results`.
enum StoredResults {
    static func keys(port: UInt16, teacherKey: String) throws -> Set<String> {
        var keys = Set<String>()
        var after = "0"
        while true {
            let reply = try LoopbackClient.send("GET", "/api/results?after=\(after)&limit=1000", port: port, headers: ["X-Teacher-Key": teacherKey])
            guard reply.status == 200, let page = try JSONSerialization.jsonObject(with: reply.body) as? [String: Any],
                  let results = page["results"] as? [[String: Any]] else {
                throw BenchFailure("GET /api/results answered \(reply.status): \(reply.text.prefix(200))")
            }
            let formatter = ISO8601DateFormatter()
            for item in results {
                guard let result = item["result"] as? [String: Any], let learner = result["learner"] as? String,
                      let created = (result["createdAt"] as? String).flatMap(formatter.date) else { continue }
                keys.insert("\(learner)|\(Int(created.timeIntervalSince1970))")
            }
            guard let next = page["next"] as? Int else { return keys }
            after = "\(next)"
        }
    }
}
