import ArgumentParser
import ClassDashboard
import ClassServer
import Foundation
import LearnerResults

struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure the server on this machine: a soak of results with hostile requests mixed in, a kill -9 mid-burst, and the dashboard's render time.",
        discussion: """
        Starts `chapters-class serve` on 127.0.0.1 in a child process with a store in a temporary folder. The soak sends \
        --requests results from --clients concurrent clients, --hostile percent of them hostile (a wrong learner token, a \
        negative count, no join code, broken JSON, a 100-character name), then reads every stored result back and \
        prints the acknowledged results lost (0 expected), the server's resident memory before, at the 1,000th and at \
        the last result, and the latency's median and 99th percentile. Then a burst is cut by `kill -9`, the server is \
        started again on the same store, and every acknowledged result must be there. Everything stays on loopback and \
        stops by itself.
        """
    )

    @Option(help: "Results to send in the soak (10000 or more to see memory from the 1,000th to the 10,000th).") var requests = 4_000
    @Flag(help: "The full soak: 100,000 results (a few minutes).") var full = false
    @Option(help: "Concurrent clients.") var clients = 64
    @Option(help: "Percent of the soak's requests that are hostile.") var hostile = 5
    @Option(help: "Results in the burst cut by kill -9 (0 leaves it out).") var killBurst = 1_000
    @Option(help: "Learners in the rendered class.") var learners = 500
    @Option(help: "Exercises per learner in the rendered class.") var exercises = 30

    func validate() throws {
        guard (1_000...100_000).contains(requests), (1...64).contains(clients), (0...50).contains(hostile), (0...10_000).contains(killBurst),
              (1...10_000).contains(learners), (1...200).contains(exercises) else {
            throw ValidationError("keep --requests within 1000–100000, --clients 1–64, --hostile 0–50, --kill-burst 0–10000, --learners 1–10000, --exercises 1–200")
        }
    }

    func run() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chapters-class-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let unlimited = [
            "--rate", "1000000", "--rate-per-address", "100000000", "--max-connections", "1000", "--max-per-address", "1000",
            "--join-answers", "1000000",
        ]

        let count = full ? 100_000 : requests
        let server = try ServerProcess(store: folder.appendingPathComponent("soak.sqlite").path, code: "QX7K3MPA", extra: unlimited)
        defer { server.stop() }
        let before = server.residentMiB
        let soak = Soak(port: server.port, code: "QX7K3MPA", clients: clients, hostilePercent: hostile, server: server)
        let started = DispatchTime.now()
        let outcome = soak.run(count: count)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let after = server.residentMiB
        let stored = try StoredResults.keys(port: server.port, teacherKey: server.teacherKey)
        let lost = outcome.acknowledged.subtracting(stored).count
        print("soak: \(count) requests from \(clients) clients in \(format(seconds)) s (\(Int(Double(count) / seconds))/s); "
            + "\(outcome.acknowledged.count) results acknowledged, \(lost) acknowledged lost, \(stored.count) stored")
        print("soak: \(outcome.hostileSent) hostile requests, \(outcome.hostileRefused) refused with 4xx, \(outcome.hostileAccepted) accepted; \(outcome.unexpected) good results not acknowledged")
        print("soak: latency p50 \(format(outcome.percentile(50))) ms, p99 \(format(outcome.percentile(99))) ms, max \(format(outcome.percentile(100))) ms")
        print("soak: server memory (RSS) \(format(before)) MiB at start, \(format(outcome.residentAt1000)) MiB at the 1,000th result, "
            + "\(format(after)) MiB at the \(outcome.acknowledged.count)th: \(format(after - outcome.residentAt1000)) MiB of growth")
        server.stop()

        if killBurst > 0 {
            let path = folder.appendingPathComponent("kill.sqlite").path
            let victim = try ServerProcess(store: path, code: "QX7K3MPA", extra: unlimited)
            let burst = Soak(port: victim.port, code: "QX7K3MPA", clients: 16, hostilePercent: 0, server: victim, killAfter: killBurst / 3)
            let cut = burst.run(count: killBurst)
            let restarted = try ServerProcess(store: path, code: "QX7K3MPA", extra: unlimited)
            defer { restarted.stop() }
            let kept = try StoredResults.keys(port: restarted.port, teacherKey: restarted.teacherKey)
            print("kill -9: \(cut.acknowledged.count) results acknowledged before and around the kill, "
                + "\(cut.acknowledged.subtracting(kept).count) of them lost after the restart (\(kept.count) stored)")
        }

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
