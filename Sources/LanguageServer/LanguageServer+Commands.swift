import ChapterModel
import Foundation
import Messages
import SpecInterpreter

extension LanguageServer {
    /// The command of the "Run this step" code lens: arguments the chapter's URI and the step heading's 1-based line.
    public static let runStep = "chapters.runStep"
    /// The command of the "Run this chapter" code lens: argument the chapter's URI.
    public static let runChapter = "chapters.runChapter"

    /// What `initialize` answers: incremental sync, and the requests the server answers.
    static var capabilities: JSONValue {
        .object([
            "capabilities": .object([
                "textDocumentSync": .object(["openClose": .bool(true), "change": .number(2), "save": .object(["includeText": .bool(false)])]),
                "completionProvider": .object(["triggerCharacters": .array([" "]), "resolveProvider": .bool(false)]),
                "hoverProvider": .bool(true),
                "definitionProvider": .bool(true),
                "codeLensProvider": .object(["resolveProvider": .bool(false)]),
                "executeCommandProvider": .object(["commands": .array([.string(runStep), .string(runChapter)])]),
                "documentFormattingProvider": .bool(true),
                "codeActionProvider": .bool(true),
            ]),
            "serverInfo": .object(["name": "chapters lsp"]),
        ])
    }

    /// Runs a chapter or one of its steps as `chapters verify FILE[:LINE]` does (its Swift listings compiled), publishes
    /// the chapter's diagnostics, shows the summary line and answers the request `id` with it.
    func execute(_ params: ExecuteCommandParams, id: JSONValue) throws {
        let arguments = params.arguments ?? []
        guard params.command == Self.runStep || params.command == Self.runChapter else {
            throw ResponseError(code: -32602, message: LanguageServerMessages.unknownCommand(params.command).english)
        }
        guard let uri = arguments.first?.stringValue else {
            throw ResponseError(code: -32602, message: LanguageServerMessages.invalidParameters(params.command, "no document URI").english)
        }
        let stepLine = params.command == Self.runStep ? arguments.dropFirst().first?.intValue : nil
        try run(uri, stepLine: stepLine) { summary in
            self.notify("window/showMessage", .object(["type": .number(3), "message": .string(summary)]))
            self.respond(id: id, result: .string(summary))
        }
    }
}
