import Foundation
import Testing
import TestSupport

/// `chapters lsp` as an editor meets it: the built tool started with pipes for standard input and output, and a
/// conversation in the protocol's framing (initialize, didOpen, didChange, completion, hover, definition, shutdown,
/// exit).
@Suite("chapters lsp conversation", .serialized)
struct LanguageServerConversationTests {
    /// The English chapter: a failing expectation at line 7 and a misspelt command at line 9 (a line that does not
    /// parse stops its block, so the expectation comes first for both to be checked).
    static let english = """
    # Two mistakes

    ## Open a row

    ```spec
    table 30 rows
    expect row count 31
    editing delete
    tapp row 3
    expect row 3 closed
    ```

    """

    static let chinese = """
    # 两个错误

    ## 打开一行

    ```spec
    表格 30 行
    期望 行 数量 31
    编辑 删除
    tapp 行 3
    期望 行 3 
    ```

    """

    @Test func aConversationOverPipesWithTheBuiltTool() throws {
        let folder = TestFolders.fresh("chapters-lsp")
        defer { try? FileManager.default.removeItem(at: folder) }
        let english = folder.appendingPathComponent("Chapters/en/01-two.md"), chinese = folder.appendingPathComponent("Chapters/zh-Hans/01-two.md")
        func write(_ text: String, to file: URL) throws {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        // The translation is written once the English chapter has been checked alone (no drift to count).
        try write(Self.english, to: english)
        let client = try LanguageClient(tool: ChaptersCommandTests.productsFolder.appendingPathComponent("chapters"))
        let initialized = try client.request("initialize", ["processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": [String: Any]()])
        expect((initialized["capabilities"] as? [String: Any])?["completionProvider"] != nil)
        client.notify("initialized", [:])

        let englishURI = english.absoluteString, chineseURI = chinese.absoluteString
        client.notify("textDocument/didOpen", ["textDocument": ["uri": englishURI, "languageId": "markdown", "version": 1, "text": Self.english]])
        let diagnostics = try client.diagnostics(of: englishURI)
        let lines = diagnostics.compactMap { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int }
        expectEqual(Set(lines), [6, 8], "two diagnostics, at lines 7 and 9: \(diagnostics)")
        let messages = diagnostics.compactMap { $0["message"] as? String }.joined(separator: "\n")
        expect(messages.contains("expected: 31"))
        expect(messages.contains("did you mean `tap`"))

        // The misspelt command fixed by an incremental change: one diagnostic left.
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": englishURI, "version": 2],
            "contentChanges": [["range": ["start": ["line": 8, "character": 0], "end": ["line": 8, "character": 4]], "text": "tap"]],
        ])
        let after = try client.diagnostics(of: englishURI, version: 2)
        expectEqual(after.count, 1, "the expectation at line 7 only: \(after)")
        let range = after.first?["range"] as? [String: [String: Int]]
        expect(range?["start"]?["line"] == 6 && range?["end"]?["character"] == 19, "the whole line `expect row count 31`")

        let completion = try client.request("textDocument/completion", ["textDocument": ["uri": englishURI], "position": ["line": 9, "character": 13]])
        let labels = (completion["items"] as? [[String: Any]] ?? completion["list"] as? [[String: Any]] ?? client.lastArray).compactMap { $0["label"] as? String }
        expect(labels.contains("open") && labels.contains("closed"), "\(labels)")

        try write(Self.chinese, to: chinese)
        client.notify("textDocument/didOpen", ["textDocument": ["uri": chineseURI, "languageId": "markdown", "version": 1, "text": Self.chinese]])
        _ = try client.request("textDocument/completion", ["textDocument": ["uri": chineseURI], "position": ["line": 9, "character": 7]])
        expect(client.lastArray.compactMap { $0["label"] as? String }.contains("打开"))

        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": chineseURI], "position": ["line": 5, "character": 1]])
        expectEqual(((hover["contents"] as? [String: Any])?["value"] as? String)?.contains("table 30 rows"), true)

        _ = try client.request("textDocument/definition", ["textDocument": ["uri": englishURI], "position": ["line": 7, "character": 2]])
        let location = client.lastArray.first
        expectEqual(location?["uri"] as? String, chineseURI)
        expectEqual(((location?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int, 7)

        _ = try client.request("shutdown", nil)
        client.notify("exit", nil)
        expectEqual(client.waitForExit(), 0)
    }

    /// After each kind of bad frame the built tool answers the next requests; a request id past 2^53 comes back as
    /// it was sent.
    @Test func theBuiltToolAnswersAfterBadFramesAndKeepsIdsExact() throws {
        let client = try LanguageClient(tool: ChaptersCommandTests.productsFolder.appendingPathComponent("chapters"))
        _ = try client.request("initialize", ["processId": NSNull(), "capabilities": [String: Any]()])
        let badFrames = [
            "Content-Length: 5\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}",
            "Content-Type: application/json\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}",
            "Content-Length: 900\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}",
            "\u{0}garbage{}\n",
        ]
        for bad in badFrames {
            client.writeRaw(Data(bad.utf8))
            for _ in 0..<3 {
                let answered = try? client.request("textDocument/nothing", [:])
                expect(answered != nil, "no answer after \(bad.debugDescription)")
            }
        }
        // LF-only headers, and an id that a Double would round to 2^53.
        let body = #"{"jsonrpc":"2.0","id":9007199254740993,"method":"textDocument/nothing"}"#
        client.writeRaw(Data("Content-Length: \(body.utf8.count)\n\n\(body)".utf8))
        expect(try client.waitForRaw(containing: #""id":9007199254740993,"#))
        _ = try client.request("shutdown", nil)
        client.notify("exit", nil)
        expectEqual(client.waitForExit(), 0)
    }
}

/// A minimal LSP client over pipes to a child process.
final class LanguageClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    private var messages: [[String: Any]] = []
    /// Every body received, as text.
    private var rawBodies: [String] = []
    private var nextID = 1
    /// The array result of the last request (completion items, locations).
    private(set) var lastArray: [[String: Any]] = []

    init(tool: URL) throws {
        try require(FileManager.default.isExecutableFile(atPath: tool.path), "build the tool first: swift build")
        process.executableURL = tool
        process.arguments = ["lsp", "--debounce", "20"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.take(handle.availableData) }
        try process.run()
    }

    private func take(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(data)
        while let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
            let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
            guard let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
                let parts = line.split(separator: ":")
                return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
            }).first, buffer.count - (end.upperBound - buffer.startIndex) >= length else { return }
            let body = buffer[end.upperBound..<(end.upperBound + length)]
            rawBodies.append(String(decoding: body, as: UTF8.self))
            if let message = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] { messages.append(message) }
            buffer = Data(buffer[(end.upperBound + length)...])
        }
    }

    private func write(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Writes bytes as they are, framed or not.
    func writeRaw(_ data: Data) {
        input.fileHandleForWriting.write(data)
    }

    /// Waits (up to 20 seconds) for a message whose text holds `text`.
    func waitForRaw(containing text: String) throws -> Bool {
        for _ in 0..<2000 {
            let found = lock.withLock { rawBodies.contains { $0.contains(text) } }
            if found { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    func notify(_ method: String, _ params: Any?) {
        write(["jsonrpc": "2.0", "method": method, "params": params ?? NSNull()])
    }

    /// Sends a request and waits (up to 20 seconds) for its answer: the result as an object (an array result is in
    /// ``lastArray``).
    func request(_ method: String, _ params: Any?) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        write(["jsonrpc": "2.0", "id": id, "method": method, "params": params ?? NSNull()])
        let answer = try wait { $0.first { ($0["id"] as? Int) == id } }
        lastArray = answer["result"] as? [[String: Any]] ?? []
        return answer["result"] as? [String: Any] ?? [:]
    }

    /// The latest diagnostics published for a document (of a version, when given).
    func diagnostics(of uri: String, version: Int? = nil) throws -> [[String: Any]] {
        let message = try wait { messages in
            messages.last { message in
                guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any],
                      params["uri"] as? String == uri else { return false }
                return version == nil || params["version"] as? Int == version
            }
        }
        return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    private func wait(for found: ([[String: Any]]) -> [String: Any]?) throws -> [String: Any] {
        for _ in 0..<2000 {
            lock.lock()
            let match = found(messages)
            lock.unlock()
            if let match { return match }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.terminate()
        throw LanguageClientError.noAnswer
    }

    func waitForExit() -> Int32 {
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        return process.terminationStatus
    }

    enum LanguageClientError: Error { case noAnswer }
}
