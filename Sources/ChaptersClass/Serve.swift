import ArgumentParser
import ClassServer
import Foundation
import EngineMessages

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the class dashboard and take learners' results.",
        discussion: """
        The first line printed is `join code: XXXXXXXX`; learners send it with their results. The second is \
        `teacher key: …`: the teacher types it once into the page at the dashboard's address (a session cookie \
        keeps them signed in; the key never goes in an address), and scripts send it in X-Teacher-Key to GET \
        /api/results. Results come in at POST /api/results (JSON, the join code in the X-Join-Code header); a \
        name's first result holds the name for its kit's token (X-Learner-Token), which later results for that name \
        must send; the dashboard's "release name" gives the teacher a one-time claim code for the learner who lost \
        their kit (workshop verify --claim CODE), and "remove" deletes a learner and their results. Results are \
        kept in an SQLite file, so restarting the server (with the same --store, --code and --teacher-key) loses \
        nothing.

        A result is refused, with a 4xx status and a JSON reason naming the field, when the join code is missing or \
        wrong, the name's token is missing or wrong (or, for a released name, its claim code), the name looks like \
        one another kit holds, the body is over 1 MiB, the JSON is not a workshop result or not a plausible one, or \
        the learner (or address) sent more than --rate (--rate-per-address) results in the last minute. At most \
        --join-answers answers a second per address say whether a join code is right; past them the answer is 429 \
        and says nothing, while a result with the right code is still kept. A request's header must arrive within \
        --header-timeout seconds and its body within --body-timeout; at most --max-connections are open at once, \
        and --max-per-address from one address.

        Stop the server with Ctrl-C.
        """
    )

    @Option(help: ArgumentHelp("The address to listen on: 0.0.0.0 for the local network, 127.0.0.1 for this machine only.", valueName: "address"))
    var host = "0.0.0.0"

    @Option(help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
    var port: UInt16 = 8765

    @Option(help: ArgumentHelp("The SQLite file that keeps the results; created when missing.", valueName: "file"))
    var store = "class.sqlite"

    @Option(help: ArgumentHelp("The join code to use: eight characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ (no 0/O, 1/I/L, which a projector blurs); default: a new random code.", valueName: "code"))
    var code: String?

    @Option(help: ArgumentHelp("The dashboard's language: en or zh-Hans.", valueName: "language"))
    var language: ReaderLanguage = .english

    @Option(help: ArgumentHelp("Results one learner may send per minute.", valueName: "count"))
    var rate = 30

    @Option(help: ArgumentHelp("Results one client address may send per minute.", valueName: "count"))
    var ratePerAddress = 240

    @Option(help: ArgumentHelp("The teacher key to use (at least 16 characters), to keep the dashboard's address across a restart; default: a new random key.", valueName: "key"))
    var teacherKey: String?

    @Option(help: ArgumentHelp("Seconds a request's header may take to arrive (also how long an idle connection stays open), 1–30.", valueName: "seconds"))
    var headerTimeout: Int64 = 20

    @Option(help: ArgumentHelp("Seconds a request's body may take to arrive after its header, 1–30.", valueName: "seconds"))
    var bodyTimeout: Int64 = 20

    @Option(help: ArgumentHelp("Connections open at once; more are answered 503.", valueName: "count"))
    var maxConnections = 200

    @Option(help: ArgumentHelp("Connections one client address may hold at once (three times as many once the teacher signed in from it or a learner's token came from it).", valueName: "count"))
    var maxPerAddress = 64

    @Option(help: ArgumentHelp("Answers a second, per client address, that say whether a join code is right (40 at once).", valueName: "count"))
    var joinAnswers = 5.0

    func validate() throws {
        if let code, JoinCode(code) == nil {
            throw ValidationError("--code \(code): a join code is eight characters from \(String(JoinCode.alphabet)) (no 0, O, 1, I or L)")
        }
        guard rate > 0 else { throw ValidationError("--rate \(rate): give a number of results per minute above 0") }
        guard ratePerAddress > 0 else { throw ValidationError("--rate-per-address \(ratePerAddress): give a number of results per minute above 0") }
        if let teacherKey, teacherKey.count < 16 || teacherKey.contains(where: { $0.isWhitespace }) {
            throw ValidationError("--teacher-key: use at least 16 characters without spaces (\(teacherKey.count) given)")
        }
        guard (1...30).contains(headerTimeout), (1...30).contains(bodyTimeout) else {
            throw ValidationError("--header-timeout and --body-timeout: give 1 to 30 seconds")
        }
        guard (1...100_000).contains(maxConnections) else { throw ValidationError("--max-connections \(maxConnections): give 1 to 100000") }
        guard (1...100_000).contains(maxPerAddress) else { throw ValidationError("--max-per-address \(maxPerAddress): give 1 to 100000") }
        guard joinAnswers > 0, joinAnswers <= 1_000_000 else { throw ValidationError("--join-answers \(joinAnswers): give a number of answers a second above 0") }
    }

    func run() async throws {
        let joinCode = code.flatMap(JoinCode.init) ?? JoinCode.random()
        let results: SQLiteResultStore
        do {
            results = try SQLiteResultStore(path: store)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\nChoose another file with --store.\n".utf8))
            throw ExitCode(2)
        }
        let key = teacherKey.map(Secret.init) ?? Secret.random()
        let service = ClassService(
            store: results, code: joinCode, teacherKey: key, limiter: RateLimiter(limit: rate),
            addressLimiter: RateLimiter(limit: ratePerAddress), joinAnswers: TokenBucket(perSecond: joinAnswers), language: language
        )
        let server: ClassHTTPServer
        do {
            let limits = ServerLimits(
                headerSeconds: headerTimeout, bodySeconds: bodyTimeout, maximumConnections: maxConnections, maximumPerAddress: maxPerAddress
            )
            server = try ClassHTTPServer(service: service, host: host, port: port, limits: limits)
        } catch {
            FileHandle.standardError.write(Data("error: --host \(host): not an address to listen on (\(error))\n".utf8))
            throw ExitCode(2)
        }
        say("join code: \(joinCode)")
        say("teacher key: \(key)")
        let running = Task { try await server.run() }
        do {
            try await server.waitUntilListening()
        } catch {
            running.cancel()
            FileHandle.standardError.write(Data("error: cannot listen on \(host):\(port) (\(error)); is another server using the port? Try --port 0.\n".utf8))
            throw ExitCode(2)
        }
        let listening = await server.port() ?? port
        let kept = await service.resultCount
        say("dashboard: http://\(host == "0.0.0.0" ? "localhost" : host):\(listening)/")
        say("sign in there with the teacher key (it never goes in an address)")
        say("store: \(store) (\(Plural.english(kept, "result")) kept)")
        // On every address of the machine, or on the one address given (127.0.0.1: learners on this machine).
        for address in host == "0.0.0.0" ? LocalAddresses.ipv4() : [host] {
            say("learners: swift run workshop verify --submit http://\(address):\(listening) --code \(joinCode) --name YOUR-NAME")
        }
        do {
            try await running.value
        } catch is CancellationError {
        } catch {
            FileHandle.standardError.write(Data("error: the server stopped: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}

/// Writes a line to standard output at once (unbuffered), so a script reading the first line sees the join code
/// while the server runs.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
