import Foundation

// The shapes of the Language Server Protocol (3.17) that the server reads and writes, as Codable values.

/// A place in a document: 0-based line and UTF-16 code unit offset in the line (the protocol's default encoding).
public struct Position: Codable, Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// A span of a document, end excluded.
public struct TextRange: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// A range in a document named by its URI.
public struct LSPLocation: Codable, Hashable, Sendable {
    public var uri: String
    public var range: TextRange

    public init(uri: String, range: TextRange) {
        self.uri = uri
        self.range = range
    }
}

/// A problem shown in the editor.
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    /// 1 error, 2 warning, 3 information, 4 hint.
    public enum Severity: Int, Codable, Sendable {
        case error = 1, warning, information, hint
    }

    public var range: TextRange
    public var severity: Severity?
    public var source: String? = "chapters"
    public var message: String
    /// For a "did you mean" diagnostic: the word to write instead (the quick fix's replacement).
    public var data: JSONValue?

    public init(range: TextRange, severity: Severity, message: String, data: JSONValue? = nil) {
        self.range = range
        self.severity = severity
        self.message = message
        self.data = data
    }
}

/// A replacement of a range of a document by text.
public struct TextEdit: Codable, Hashable, Sendable {
    public var range: TextRange
    public var newText: String

    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// One proposal of a completion list.
public struct CompletionItem: Codable, Hashable, Sendable {
    public var label: String
    /// 14 keyword, 15 snippet, 12 value, 21 constant.
    public var kind: Int
    public var detail: String?
    public var insertText: String?
    /// 1 plain text, 2 snippet (`$1`, `${2:row}`).
    public var insertTextFormat: Int?
    public var sortText: String?

    public init(label: String, kind: Int, detail: String? = nil, insertText: String? = nil, snippet: Bool = false, sortText: String? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.insertText = insertText
        self.insertTextFormat = snippet ? 2 : nil
        self.sortText = sortText
    }
}

/// Text shown on hover, as Markdown.
public struct Hover: Codable, Hashable, Sendable {
    public struct Contents: Codable, Hashable, Sendable {
        public var kind = "markdown"
        public var value: String
    }

    public var contents: Contents
    public var range: TextRange?

    public init(markdown: String, range: TextRange?) {
        self.contents = Contents(value: markdown)
        self.range = range
    }
}

/// A command the editor can run (a code lens's or a code action's).
public struct LSPCommand: Codable, Hashable, Sendable {
    public var title: String
    public var command: String
    public var arguments: [JSONValue]?

    public init(title: String, command: String, arguments: [JSONValue]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}

/// A command shown above a line.
public struct CodeLens: Codable, Hashable, Sendable {
    public var range: TextRange
    public var command: LSPCommand?
}

/// Edits to documents, by URI.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [String: [TextEdit]]
}

/// A quick fix.
public struct CodeAction: Codable, Hashable, Sendable {
    public var title: String
    public var kind = "quickfix"
    public var diagnostics: [LSPDiagnostic]?
    public var edit: WorkspaceEdit?
    public var isPreferred: Bool?
}

/// `textDocument/publishDiagnostics`'s parameters.
public struct PublishDiagnosticsParams: Codable, Sendable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
}

// MARK: Parameters of requests and notifications the server reads

struct TextDocumentIdentifier: Codable, Sendable {
    var uri: String
}

struct TextDocumentItem: Codable, Sendable {
    var uri: String
    var languageId: String?
    var version: Int?
    var text: String
}

struct DidOpenParams: Codable, Sendable {
    var textDocument: TextDocumentItem
}

struct VersionedTextDocumentIdentifier: Codable, Sendable {
    var uri: String
    var version: Int?
}

/// One change: a range replaced (incremental sync), or the whole text (no range).
struct ContentChange: Codable, Sendable {
    var range: TextRange?
    var text: String
}

struct DidChangeParams: Codable, Sendable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [ContentChange]
}

struct DocumentParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
}

struct PositionParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

struct CodeActionParams: Codable, Sendable {
    struct Context: Codable, Sendable {
        var diagnostics: [LSPDiagnostic]
    }

    var textDocument: TextDocumentIdentifier
    var range: TextRange
    var context: Context
}

struct ExecuteCommandParams: Codable, Sendable {
    var command: String
    var arguments: [JSONValue]?
}

struct CancelParams: Codable, Sendable {
    var id: JSONValue
}
