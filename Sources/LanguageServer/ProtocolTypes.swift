import Foundation

// The shapes of the Language Server Protocol (3.17) that the server reads and writes, as Codable values.

/// A place in a document: 0-based line and UTF-16 code unit offset in the line (the protocol's default encoding).
public struct Position: Codable, Hashable, Sendable {
    /// The 0-based line.
    public var line: Int
    /// The 0-based offset in the line, in UTF-16 code units.
    public var character: Int

    /// A place at a 0-based line and UTF-16 offset.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

/// A span of a document, end excluded.
public struct TextRange: Codable, Hashable, Sendable {
    /// Where the span starts.
    public var start: Position
    /// Where it ends (excluded).
    public var end: Position

    /// A span from `start` to `end`.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// A range in a document named by its URI.
public struct LSPLocation: Codable, Hashable, Sendable {
    /// The document.
    public var uri: String
    /// The span in it.
    public var range: TextRange

    /// A span of a document.
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

    /// Where the problem is.
    public var range: TextRange
    /// How bad it is.
    public var severity: Severity?
    /// Who found it: `chapters`.
    public var source: String? = "chapters"
    /// What `chapters verify` says about it, in the chapter's language.
    public var message: String
    /// For a "did you mean" diagnostic: the word to write instead (the quick fix's replacement).
    public var data: JSONValue?

    /// A problem; `data` carries what a quick fix needs.
    public init(range: TextRange, severity: Severity, message: String, data: JSONValue? = nil) {
        self.range = range
        self.severity = severity
        self.message = message
        self.data = data
    }
}

/// A replacement of a range of a document by text.
public struct TextEdit: Codable, Hashable, Sendable {
    /// The span replaced.
    public var range: TextRange
    /// What replaces it.
    public var newText: String

    /// A replacement.
    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// One proposal of a completion list.
public struct CompletionItem: Codable, Hashable, Sendable {
    /// What the list shows (and inserts, without ``insertText``).
    public var label: String
    /// 14 keyword, 15 snippet, 12 value.
    public var kind: Int
    /// A word more: a Chinese keyword's English phrase.
    public var detail: String?
    /// What is inserted, when it is not the label (a snippet).
    public var insertText: String?
    /// 1 plain text, 2 snippet (`$1`, `${2:row}`).
    public var insertTextFormat: Int?
    /// Where the item sorts: titles first, then keywords, then snippets.
    public var sortText: String?

    /// An item; `snippet` marks `insertText` as a snippet.
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
    /// Markdown text.
    public struct Contents: Codable, Hashable, Sendable {
        /// Always `markdown`.
        public var kind = "markdown"
        /// The text.
        public var value: String
    }

    /// What is shown.
    public var contents: Contents
    /// The span the hover is about (the line).
    public var range: TextRange?

    /// Markdown text about a span.
    public init(markdown: String, range: TextRange?) {
        self.contents = Contents(value: markdown)
        self.range = range
    }
}

/// A command the editor can run (a code lens's or a code action's).
public struct LSPCommand: Codable, Hashable, Sendable {
    /// What the editor shows.
    public var title: String
    /// The command's identifier (``LanguageServer/runStep``, ``LanguageServer/runChapter``).
    public var command: String
    /// Its arguments.
    public var arguments: [JSONValue]?

    /// A command with its arguments.
    public init(title: String, command: String, arguments: [JSONValue]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}

/// A command shown above a line.
public struct CodeLens: Codable, Hashable, Sendable {
    /// The line it stands above.
    public var range: TextRange
    /// What it runs.
    public var command: LSPCommand?
}

/// Edits to documents, by URI.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    /// The edits of each document.
    public var changes: [String: [TextEdit]]
}

/// A quick fix.
public struct CodeAction: Codable, Hashable, Sendable {
    /// What the editor shows.
    public var title: String
    /// Always `quickfix`.
    public var kind = "quickfix"
    /// The diagnostics it fixes.
    public var diagnostics: [LSPDiagnostic]?
    /// The fix.
    public var edit: WorkspaceEdit?
    /// Whether the editor may apply it without asking which.
    public var isPreferred: Bool?
}

/// `textDocument/publishDiagnostics`'s parameters.
public struct PublishDiagnosticsParams: Codable, Sendable {
    /// The chapter.
    public var uri: String
    /// The version of its text that was checked.
    public var version: Int?
    /// Every problem found (an empty list clears them).
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
