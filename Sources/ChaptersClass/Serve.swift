import ArgumentParser
import ClassServer
import Foundation

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the class dashboard and take learners' results.",
        discussion: """
        The first line printed is `join code: XXXXXX`; learners send it with their results. The dashboard is at / \
        (it refreshes itself every 10 seconds), results come in at POST /api/results (JSON, the join code in the \
        X-Join-Code header) and go out at GET /api/results. Results are kept in an SQLite file, so restarting the \
        server (with the same --store and --code) loses nothing.

        A result is refused, with a 4xx status and a one-line reason, when the join code is missing or wrong, the \
        body is over 1 MiB, the JSON is not a workshop result, it names an unknown exercise, or the learner sent \
        more than --rate results in the last minute.

        Stop the server with Ctrl-C.
        """
    )

    @Option(help: ArgumentHelp("The address to listen on: 0.0.0.0 for the local network, 127.0.0.1 for this machine only.", valueName: "address"))
    var host = "0.0.0.0"

    @Option(help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
    var port: UInt16 = 8765

    @Option(help: ArgumentHelp("The SQLite file that keeps the results; created when missing.", valueName: "file"))
    var store = "class.sqlite"

    @Option(help: ArgumentHelp("The join code to use: six characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ (no 0/O, 1/I/L, which a projector blurs); default: a new random code.", valueName: "code"))
    var code: String?

    @Option(help: ArgumentHelp("The dashboard's language: en or zh-Hans.", valueName: "language"))
    var language = "en"

    @Option(help: ArgumentHelp("Results one learner may send per minute.", valueName: "count"))
    var rate = 30

    func validate() throws {
        if let code, JoinCode(code) == nil {
            throw ValidationError("--code \(code): a join code is six characters from \(String(JoinCode.alphabet)) (no 0, O, 1, I or L)")
        }
        guard ["en", "zh-Hans"].contains(language) else {
            throw ValidationError("--language \(language): use en or zh-Hans")
        }
        guard rate > 0 else { throw ValidationError("--rate \(rate): give a number of results per minute above 0") }
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
        let service = try await ClassService(store: results, code: joinCode, limiter: RateLimiter(limit: rate), language: language)
        let server: ClassHTTPServer
        do {
            server = try ClassHTTPServer(service: service, host: host, port: port)
        } catch {
            FileHandle.standardError.write(Data("error: --host \(host): not an address to listen on (\(error))\n".utf8))
            throw ExitCode(2)
        }
        say("join code: \(joinCode)")
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
        say("store: \(store) (\(kept) result\(kept == 1 ? "" : "s") kept)")
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
