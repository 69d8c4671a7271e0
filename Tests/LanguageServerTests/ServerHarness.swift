import Foundation
@testable import LanguageServer
import TestSupport

/// A server in the test's process: messages go in as JSON text, what it sends is collected and read back.
final class ServerHarness: @unchecked Sendable {
    private let lock = NSLock()
    private var framer = MessageFramer()
    private var received: [JSONValue] = []
    private(set) var exitStatus: Int32?
    var server: LanguageServer!
    private var nextID = 1

    init(debounce: DispatchTimeInterval = .milliseconds(0), reference: String? = nil) {
        server = LanguageServer(debounce: debounce, reference: reference, send: { [weak self] data in self?.take(data) }, exit: { [weak self] status in
            self?.lock.withLock { self?.exitStatus = status }
        })
    }

    private func take(_ data: Data) {
        lock.withLock {
            framer.append(data)
            while case .body(let body)? = framer.next() {
                if let value = try? JSONDecoder().decode(JSONValue.self, from: body) { received.append(value) }
            }
        }
    }

    /// A one-chapter book at `path` holding `text`, and an initialized server with that chapter open: the book (for
    /// the caller to remove), the server and the chapter's URI.
    static func opening(_ path: String, _ text: String) throws -> (TemporaryBook, ServerHarness, String) {
        let book = try TemporaryBook([path: text])
        let harness = ServerHarness()
        harness.initialize()
        let uri = book.uri(path)
        harness.open(uri, text)
        return (book, harness, uri)
    }

    /// Every message the server sent so far.
    var messages: [JSONValue] { lock.withLock { received } }

    func send(_ message: JSONValue) {
        server.receive(try! JSONEncoder().encode(message))
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(.object(["jsonrpc": "2.0", "method": .string(method), "params": params]))
    }

    /// Sends a request and waits for its answer.
    @discardableResult
    func request(_ method: String, _ params: JSONValue = .object([:])) -> JSONValue {
        let id = nextID
        nextID += 1
        send(.object(["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params]))
        // Most answers come from the queue at once; a run from a code lens comes back from the slow queue.
        for _ in 0..<500 {
            server.drain()
            if let answer = messages.last(where: { $0["id"]?.intValue == id }) { return answer }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return .null
    }

    func initialize() {
        request("initialize", .object(["capabilities": .object([:])]))
        notify("initialized", .object([:]))
    }

    func open(_ uri: String, _ text: String) {
        notify("textDocument/didOpen", .object(["textDocument": .object([
            "uri": .string(uri), "languageId": "markdown", "version": .number(1), "text": .string(text),
        ])]))
    }

    /// Waits (up to two seconds) for diagnostics of a document and returns the latest.
    func diagnostics(of uri: String, atLeast count: Int = 0) -> [JSONValue] {
        for _ in 0..<200 {
            server.drain()
            let published = messages.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }
            if case .array(let items)? = published?["params"]?["diagnostics"], items.count >= count { return items }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return []
    }

    /// The latest diagnostics published for a document, once every message so far is handled.
    func latestDiagnostics(of uri: String) -> [JSONValue]? {
        server.drain()
        let published = messages.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }
        guard case .array(let items)? = published?["params"]?["diagnostics"] else { return nil }
        return items
    }

    /// A change of a range (0-based lines and UTF-16 characters) to `text`.
    func change(_ uri: String, version: Int, from start: (Int, Int), to end: (Int, Int), _ text: String) {
        notify("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .integer(Int64(version))]),
            "contentChanges": .array([.object([
                "range": .object(["start": .object(["line": .integer(Int64(start.0)), "character": .integer(Int64(start.1))]),
                                  "end": .object(["line": .integer(Int64(end.0)), "character": .integer(Int64(end.1))])]),
                "text": .string(text),
            ])]),
        ]))
    }

    static func position(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
        .object(["textDocument": .object(["uri": .string(uri)]), "position": .object(["line": .number(Double(line)), "character": .number(Double(character))])])
    }
}

/// A book folder with chapters written for one test, removed by the caller.
struct TemporaryBook {
    let root: URL

    init(_ chapters: [String: String]) throws {
        root = TestFolders.fresh("lsp")
        for (path, text) in chapters {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    func uri(_ path: String) -> String { root.appendingPathComponent(path).absoluteString }

    func text(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// The chapter of the "Done when": a failing expectation and a misspelt command, two lines apart.
enum SampleChapters {
    static let english = """
    # Delete a row

    A chapter for the language server's tests.

    ## Swipe it open

    ```spec
    table 30 rows
    trailing actions "More" 80, "Delete" 80 destructive
    pan row 3 by -160
    release
    expect row 3 open
    ```

    ## Delete it

    ```spec
    tap "Delete" in row 3
    expect row count 29
    ```

    """

    static let chinese = """
    # 删除一行

    给语言服务器测试用的一章。

    ## 把它滑开

    ```spec
    表格 30 行
    右侧按钮 "More" 80，"Delete" 80 破坏性
    滑动 行 3 位移 -160
    松开
    期望 行 3 打开
    ```

    ## 删掉它

    ```spec
    点击 "Delete" 在 行 3
    期望 行 数量 29
    ```

    """
}
