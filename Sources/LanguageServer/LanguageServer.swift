import BookVerification
import ChapterModel
import Dispatch
import Foundation
import Messages
import SpecInterpreter
import SpecLanguage

/// A Language Server Protocol server for the chapters of a book (`chapters lsp`).
///
/// Messages come in through ``receive(_:)`` (a body each, as ``MessageFramer`` cuts them) and go out through the
/// `send` closure, framed. Requests are answered in the order they come, on one queue that owns every document;
/// a cancelled request still waiting is answered `RequestCancelled`. Checking a chapter waits until the editor has
/// been quiet for a moment (``debounce``); compiling its Swift listings waits for a save. The server never writes a
/// file: formatting and quick fixes are edits the editor applies.
public final class LanguageServer: @unchecked Sendable {
    /// How long after the last change a chapter is checked.
    public let debounce: DispatchTimeInterval
    private let send: @Sendable (Data) -> Void
    private let exit: @Sendable (Int32) -> Void
    private let listings: @Sendable () -> (any ListingChecking)?
    /// Owns everything below: every message is handled on it, in order.
    private let queue = DispatchQueue(label: "chapters.lsp")
    /// Slow work (listing checks, runs from a code lens), so that typing stays answered meanwhile.
    private let slowQueue = DispatchQueue(label: "chapters.lsp.slow")
    private var phase = Phase.waitingForInitialize
    /// The open documents, by ``Document/key(ofURI:)``: however a client spells a file's URI, it is one document.
    private var documents: [String: Document] = [:]
    private var analyses: [String: ChapterAnalysis] = [:]
    /// A document's latest change, counted: a check scheduled for an older one does nothing.
    private var generations: [String: Int] = [:]
    /// Documents whose copy went out of step with the editor's (an edit out of range): not checked, and requests
    /// about them refused, until the editor sends the whole text again.
    private var outOfStep: Set<String> = []
    /// Where the book's chapters are (the folder with `en/`): chapter 00's example lines for completion.
    private let reference: String?
    private lazy var examples = CompletionExamples(reference: reference)
    private let cancellations = Cancellations()

    private enum Phase { case waitingForInitialize, running, shuttingDown }

    /// - Parameters:
    ///   - debounce: how long after the last change a chapter is checked.
    ///   - listings: what checks Swift listings on save (`nil`: not checked).
    ///   - reference: the book folder (with `en/00-spec-language.md`) whose chapter 00 gives completion its example
    ///     lines; `nil`, or a folder without it, leaves out the examples that hold an expected number.
    ///   - send: writes one framed message to the client.
    ///   - exit: ends the process with a status (after `exit`, or when the input ends).
    public init(
        debounce: DispatchTimeInterval = .milliseconds(60), listings: @escaping @Sendable () -> (any ListingChecking)? = { nil },
        reference: String? = nil, send: @escaping @Sendable (Data) -> Void, exit: @escaping @Sendable (Int32) -> Void
    ) {
        self.debounce = debounce
        self.reference = reference
        self.listings = listings
        self.send = send
        self.exit = exit
    }

    /// Takes one message's body: a `$/cancelRequest` is noted at once, everything else is handled in order.
    public func receive(_ body: Data) {
        guard let message = try? JSONDecoder().decode(IncomingMessage.self, from: body), message.jsonrpc == "2.0" || message.jsonrpc == nil,
              message.method != nil || message.id != nil else {
            respond(id: .null, error: ResponseError(code: -32700, message: LanguageServerMessages.notJSON.english))
            return
        }
        if message.method == "$/cancelRequest", let id = message.params?["id"] {
            cancellations.insert(id)
            return
        }
        queue.async { self.handle(message) }
    }

    /// Waits until every message received so far has been handled (for tests).
    public func drain() {
        queue.sync {}
    }

    // MARK: Dispatch

    private func handle(_ message: IncomingMessage) {
        guard let method = message.method else { return } // a response to a request of ours: none are sent
        guard let id = message.id else {
            notification(method, message.params)
            return
        }
        if cancellations.remove(id) {
            respond(id: id, error: ResponseError(code: -32800, message: LanguageServerMessages.cancelled.english))
            return
        }
        switch phase {
        case .waitingForInitialize where method != "initialize":
            respond(id: id, error: ResponseError(code: -32002, message: LanguageServerMessages.notInitialized.english))
        case .shuttingDown:
            respond(id: id, error: ResponseError(code: -32600, message: LanguageServerMessages.shutDown.english))
        case .running where method == "workspace/executeCommand":
            // A run compiles listings: it goes off the queue, and typing is answered meanwhile.
            do {
                try execute(message.params?.decode(ExecuteCommandParams.self) ?? ExecuteCommandParams(command: "", arguments: nil), id: id)
            } catch let error as ResponseError {
                respond(id: id, error: error)
            } catch {
                respond(id: id, error: ResponseError(code: -32602, message: LanguageServerMessages.invalidParameters(method, "\(error)").english))
            }
        default:
            do {
                respond(id: id, result: try request(method, message.params ?? .null, id: id))
            } catch let error as ResponseError {
                respond(id: id, error: error)
            } catch {
                respond(id: id, error: ResponseError(code: -32602, message: LanguageServerMessages.invalidParameters(method, "\(error)").english))
            }
        }
    }

    private func request(_ method: String, _ params: JSONValue, id: JSONValue) throws -> JSONValue {
        switch method {
        case "initialize":
            phase = .running
            return Self.capabilities
        case "shutdown":
            phase = .shuttingDown
            return .null
        case "textDocument/completion":
            let params = try params.decode(PositionParams.self)
            let document = try open(params.textDocument.uri)
            let character = document.characterOffset(line: params.position.line, utf16Column: params.position.character)
            return try .from(SpecCompletion(examples: examples).items(in: document, line: params.position.line, character: character))
        case "textDocument/hover":
            return try hover(params.decode(PositionParams.self))
        case "textDocument/definition":
            return try definition(params.decode(PositionParams.self))
        case "textDocument/codeLens":
            return try codeLenses(open(params.decode(DocumentParams.self).textDocument.uri))
        case "textDocument/formatting":
            let document = try open(params.decode(DocumentParams.self).textDocument.uri)
            return try .from(SpecEditing.formatting(document, chapter: chapter(of: document)))
        case "textDocument/codeAction":
            return try codeActions(params.decode(CodeActionParams.self))
        default:
            throw ResponseError(code: -32601, message: LanguageServerMessages.unknownMethod(method).english)
        }
    }

    private func notification(_ method: String, _ params: JSONValue?) {
        guard phase != .waitingForInitialize || method == "exit" else { return }
        let params = params ?? .null
        switch method {
        case "exit":
            exit(phase == .shuttingDown ? 0 : 1)
        case "textDocument/didOpen":
            guard let item = try? params.decode(DidOpenParams.self).textDocument else { return }
            let key = Document.key(ofURI: item.uri)
            documents[key] = Document(uri: item.uri, version: item.version ?? 0, text: item.text)
            outOfStep.remove(key)
            schedule(key, after: .nanoseconds(0))
        case "textDocument/didChange":
            guard let change = try? params.decode(DidChangeParams.self) else { return }
            self.change(change)
        case "textDocument/didSave":
            guard let uri = try? params.decode(DocumentParams.self).textDocument.uri else { return }
            checkListings(Document.key(ofURI: uri))
        case "textDocument/didClose":
            guard let uri = try? params.decode(DocumentParams.self).textDocument.uri else { return }
            close(Document.key(ofURI: uri), as: uri)
        default:
            break // `initialized`, `$/setTrace`, settings: nothing to do
        }
    }

    /// Applies a change in place, each range spliced into the lines it touches. A range out of the text is refused:
    /// the editor is told (`window/showMessage`: a notification has no answer, JSON-RPC 2.0 says the server must not
    /// reply to one), the diagnostics are cleared, and the document is out of step until the editor sends it whole.
    private func change(_ change: DidChangeParams) {
        let key = Document.key(ofURI: change.textDocument.uri)
        guard documents[key] != nil else { return }
        for content in change.contentChanges {
            if content.range == nil { outOfStep.remove(key) }
            guard !outOfStep.contains(key) else { continue }
            do {
                try documents[key]?.apply(content.text, in: content.range)
            } catch {
                refuse(error, in: key)
            }
        }
        documents[key]?.version = change.textDocument.version ?? (documents[key]?.version ?? 0) + 1
        if !outOfStep.contains(key) { schedule(key, after: debounce) }
    }

    private func refuse(_ error: Document.EditOutOfRange, in key: String) {
        guard let document = documents[key] else { return }
        outOfStep.insert(key)
        generations[key, default: 0] += 1
        analyses[key] = nil
        publish(document.uri, version: nil, [])
        let text = LanguageServerMessages.changeOutOfRange(
            document.path, line: error.position.line + 1, column: error.position.character + 1, lineCount: error.lineCount
        )
        notify("window/showMessage", .object(["type": .integer(1), "message": .string(text.text(in: ChapterReader.language(ofPath: document.path)))]))
    }

    /// Forgets a closed document; its open twin is checked again, against the twin's file on disk now.
    private func close(_ key: String, as uri: String) {
        documents[key] = nil
        analyses[key] = nil
        outOfStep.remove(key)
        generations[key, default: 0] += 1
        publish(uri, version: nil, [])
        if let twin = twinKey(of: key), documents[twin] != nil, !outOfStep.contains(twin) { check(twin) }
    }

    // MARK: Checking chapters

    /// Checks a chapter once nothing changed for `delay`, and its open twin too (their drift concerns both).
    private func schedule(_ uri: String, after delay: DispatchTimeInterval) {
        let generation = generations[uri, default: 0] + 1
        generations[uri] = generation
        queue.asyncAfter(deadline: .now() + delay) {
            guard self.generations[uri] == generation else { return }
            self.check(uri)
            if let twin = self.twinKey(of: uri), self.documents[twin] != nil, !self.outOfStep.contains(twin) { self.check(twin) }
        }
    }

    /// Checks an open chapter (by key) now and publishes its diagnostics.
    private func check(_ uri: String, listings: (any ListingChecking)? = nil) {
        guard let document = documents[uri], !outOfStep.contains(uri) else { return }
        let analysis = ChapterAnalysis.analyze(document, twin: twinDocument(of: uri), listings: listings, kit: PredictionKitFolder.holds(document.path))
        analyses[uri] = analysis
        publish(document.uri, version: document.version, analysis.diagnostics)
    }

    /// On save: the chapter checked with its Swift listings compiled, off the queue; published if nothing changed since.
    private func checkListings(_ uri: String) {
        guard let document = documents[uri], !outOfStep.contains(uri), let checker = listings() else { return }
        let twin = twinDocument(of: uri)
        let kit = PredictionKitFolder.holds(document.path)
        slowQueue.async {
            let analysis = ChapterAnalysis.analyze(document, twin: twin, listings: checker, kit: kit)
            self.queue.async {
                guard self.documents[uri]?.text == document.text else { return }
                self.analyses[uri] = analysis
                self.publish(document.uri, version: document.version, analysis.diagnostics)
            }
        }
    }

    /// Runs an open chapter (one step of it when `stepLine` is its heading's line) with its listings, off the queue;
    /// then publishes its diagnostics and hands the summary, in the chapter's language, to `done`.
    func run(_ uri: String, stepLine: Int?, done: @escaping @Sendable (String) -> Void) throws {
        let document = try open(uri)
        let key = Document.key(ofURI: uri)
        let twin = twinDocument(of: key)
        let checker = listings()
        let kit = PredictionKitFolder.holds(document.path)
        slowQueue.async {
            let analysis = ChapterAnalysis.analyze(document, twin: twin, listings: checker, stepLine: stepLine, kit: kit)
            self.queue.async {
                if self.documents[key]?.text == document.text {
                    self.analyses[key] = analysis
                    self.publish(document.uri, version: document.version, analysis.diagnostics)
                }
                done(Self.summary(of: analysis, stepLine: stepLine))
            }
        }
    }

    /// `chapters verify 01-x.md: 1 passed, 0 failed`, counting the step at `stepLine` only when one is given.
    static func summary(of analysis: ChapterAnalysis, stepLine: Int?) -> String {
        var counts = StepCounts()
        for step in analysis.result.steps where stepLine.map({ step.step.location.line == $0 }) ?? true {
            switch step.status {
            case .passed: counts.passed += 1
            case .failed: counts.failed += 1
            case .blocked: counts.blocked += 1
            }
        }
        var line = ReportMessages.passedFailed(counts.passed, counts.failed)
        if counts.blocked > 0 { line = line + ReportMessages.blocked(counts.blocked) }
        return (LanguageServerMessages.ran(analysis.chapter.fileName) + line).text(in: analysis.language)
    }

    /// The key of a chapter's twin in the other language folder, for a chapter (by key) in `en/` or `zh-Hans/`:
    /// the twin's path, as a file's key is its path.
    func twinKey(of key: String) -> String? {
        guard key.hasPrefix("/") else { return nil }
        let language = ChapterReader.language(ofPath: key)
        let parts = key.split(separator: "/")
        guard parts.count >= 2, ReaderLanguage(tag: String(parts[parts.count - 2])) == language else { return nil }
        return Book.twinPath(of: key, in: language.other)
    }

    /// The twin (of a document by key) as the editor has it, else as it stands on disk.
    private func twinDocument(of key: String) -> Document? {
        guard let twin = twinKey(of: key) else { return nil }
        if let open = documents[twin] { return open }
        guard let text = try? ChapterReader.text(ofFile: twin) else { return nil }
        return Document(uri: Document.uri(ofPath: twin), version: 0, text: text)
    }

    // MARK: Requests

    /// The open document a request is about. One whose copy is out of step is refused with `ContentModified`
    /// (-32801, "the content of a document got modified outside normal conditions", LSP 3.17).
    private func open(_ uri: String) throws -> Document {
        let key = Document.key(ofURI: uri)
        guard let document = documents[key] else {
            throw ResponseError(code: -32602, message: LanguageServerMessages.notOpen(uri).english)
        }
        guard !outOfStep.contains(key) else {
            throw ResponseError(code: -32801, message: LanguageServerMessages.outOfStep(document.path).english)
        }
        return document
    }

    private func chapter(of document: Document) -> Chapter {
        ChapterReader.parse(markdown: document.text, path: document.path, language: ChapterReader.language(ofPath: document.path))
    }

    private func hover(_ params: PositionParams) throws -> JSONValue {
        let document = try open(params.textDocument.uri)
        let chapter = chapter(of: document)
        let analysis = analyses[Document.key(ofURI: document.uri)]
        guard let text = SpecEditing.hover(line: params.position.line + 1, in: document, chapter: chapter, analysis: analysis,
                                           kit: PredictionKitFolder.holds(document.path)) else {
            return .null
        }
        let line = params.position.line
        return try .from(Hover(markdown: text, range: TextRange(start: Position(line: line, character: 0),
                                                                  end: Position(line: line, character: document.lineLength(line)))))
    }

    private func definition(_ params: PositionParams) throws -> JSONValue {
        let document = try open(params.textDocument.uri)
        guard let twin = twinDocument(of: Document.key(ofURI: document.uri)) else { return .null }
        let line = TwinNavigation.line(params.position.line + 1, of: ParsedChapter(chapter(of: document), suggesting: false),
                                       in: ParsedChapter(chapter(of: twin), suggesting: false), twinLineCount: twin.lines.count)
        let position = Position(line: max(0, line - 1), character: 0)
        return try .from([LSPLocation(uri: twin.uri, range: TextRange(start: position, end: position))])
    }

    private func codeLenses(_ document: Document) throws -> JSONValue {
        let chapter = chapter(of: document)
        let language = chapter.language
        let uri = JSONValue.string(document.uri)
        var lenses: [CodeLens] = []
        let title = chapter.content.first { if case .heading(1, _, _) = $0 { true } else { false } }
        if case .heading(_, _, let location)? = title {
            lenses.append(lens(at: location.line - 1, LSPCommand(title: LanguageServerMessages.runChapter.text(in: language), command: Self.runChapter, arguments: [uri])))
        }
        for step in chapter.steps where !step.blocks.isEmpty || !step.listings.isEmpty {
            let command = LSPCommand(title: LanguageServerMessages.runStep.text(in: language), command: Self.runStep,
                                     arguments: [uri, .integer(Int64(step.location.line))])
            lenses.append(lens(at: step.location.line - 1, command))
        }
        return try .from(lenses)
    }

    private func lens(at line: Int, _ command: LSPCommand) -> CodeLens {
        CodeLens(range: TextRange(start: Position(line: line, character: 0), end: Position(line: line, character: 0)), command: command)
    }

    private func codeActions(_ params: CodeActionParams) throws -> JSONValue {
        let document = try open(params.textDocument.uri)
        let language = ChapterReader.language(ofPath: document.path)
        let actions = params.context.diagnostics.compactMap { diagnostic -> CodeAction? in
            guard let edit = SpecEditing.quickFix(for: diagnostic, in: document) else { return nil }
            return CodeAction(title: LanguageServerMessages.replaceWith(edit.newText).text(in: language), diagnostics: [diagnostic],
                              edit: WorkspaceEdit(changes: [document.uri: [edit]]), isPreferred: true)
        }
        return try .from(actions)
    }

    // MARK: Output

    func respond(id: JSONValue, result: JSONValue) {
        write(.object(["jsonrpc": "2.0", "id": id, "result": result]))
    }

    func respond(id: JSONValue, error: ResponseError) {
        write(.object(["jsonrpc": "2.0", "id": id, "error": .object(["code": .integer(Int64(error.code)), "message": .string(error.message)])]))
    }

    func publish(_ uri: String, version: Int?, _ diagnostics: [LSPDiagnostic]) {
        guard let params = try? JSONValue.from(PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics)) else { return }
        write(.object(["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": params]))
    }

    func notify(_ method: String, _ params: JSONValue) {
        write(.object(["jsonrpc": "2.0", "method": .string(method), "params": params]))
    }

    private func write(_ message: JSONValue) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(message) else { return }
        send(MessageFramer.frame(body))
    }
}

/// A message as it arrives, before its method is known.
struct IncomingMessage: Decodable {
    var jsonrpc: String?
    var id: JSONValue?
    var method: String?
    var params: JSONValue?
}

/// An error answer to a request.
struct ResponseError: Error {
    var code: Int
    var message: String
}

/// Ids of requests the client cancelled, noted as the cancellations arrive (from the reading thread).
private final class Cancellations: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<JSONValue> = []

    func insert(_ id: JSONValue) {
        lock.lock()
        defer { lock.unlock() }
        ids.insert(id)
    }

    /// Whether the id was cancelled (forgotten now).
    func remove(_ id: JSONValue) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return ids.remove(id) != nil
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string value written as a literal.
    public init(stringLiteral value: String) { self = .string(value) }
}
