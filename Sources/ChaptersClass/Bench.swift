import ArgumentParser
import ClassDashboard
import ClassServer
import Foundation
import LearnerResults

struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure the server on this machine: results accepted per second, and the dashboard's render time.",
        discussion: """
        Starts a server on 127.0.0.1 with a store in a temporary folder, sends --requests results from --clients \
        concurrent clients (each result from its own learner, so the rate limit is not what is measured), then renders \
        the dashboard of a --learners × --exercises class. Everything stays on loopback and stops by itself.
        """
    )

    @Option(help: "Results to send.") var requests = 2_000
    @Option(help: "Concurrent clients.") var clients = 8
    @Option(help: "Learners in the rendered class.") var learners = 500
    @Option(help: "Exercises per learner in the rendered class.") var exercises = 30

    func validate() throws {
        guard (1...100_000).contains(requests), (1...64).contains(clients), (1...10_000).contains(learners), (1...200).contains(exercises) else {
            throw ValidationError("keep --requests within 1–100000, --clients 1–64, --learners 1–10000, --exercises 1–200")
        }
    }

    func run() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chapters-class-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteResultStore(path: folder.appendingPathComponent("class.sqlite").path)
        let code = JoinCode.random()
        let service = try await ClassService(store: store, code: code)
        let server = try ClassHTTPServer(service: service, host: "127.0.0.1", port: 0)
        let running = Task { try await server.run() }
        try await server.waitUntilListening()
        guard let port = await server.port() else { throw ValidationError("the server did not report its port") }

        let bodies = try (0..<requests).map { try SampleClass.result(learner: $0).encoded() }
        let start = DispatchTime.now()
        let refused = await withTaskGroup(of: Int.self) { group in
            for client in 0..<clients {
                group.addTask {
                    var refused = 0
                    for index in stride(from: client, to: bodies.count, by: clients) {
                        let reply = try? await LoopbackClient.request("POST", "/api/results", port: port, headers: ["X-Join-Code": code.value, "Content-Type": "application/json"], body: bodies[index])
                        if reply?.status != 201 { refused += 1 }
                    }
                    return refused
                }
            }
            return await group.reduce(0, +)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        await server.stop()
        running.cancel()
        print("accepted: \(requests - refused) of \(requests) results in \(format(seconds)) s from \(clients) clients: \(Int(Double(requests - refused) / seconds)) results/s (each stored in SQLite before the reply)")

        let list = SampleClass.exercises(exercises)
        let roster = ClassRoster((0..<learners).map { ClassRoster.Entry(result: SampleClass.result(learner: $0, exercises: list), source: "bench") })
        var best = Double.infinity
        var bytes = 0
        for _ in 0..<5 {
            let begin = DispatchTime.now()
            bytes = ClassDashboardPage(roster: roster, refreshSeconds: 10).html().utf8.count
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - begin.uptimeNanoseconds) / 1e6)
        }
        print("dashboard: \(learners) learners × \(exercises) exercises rendered in \(format(best)) ms (best of 5), \(bytes / 1024) KiB")
    }

    private func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
