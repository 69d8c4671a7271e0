import ArgumentParser
import Foundation
import LanguageServer
import ListingChecker

struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve an editor as a Language Server Protocol server on standard input and output.",
        discussion: """
        Start it from an editor's LSP client for Markdown files (it reads JSON-RPC with Content-Length headers on \
        standard input and answers on standard output; nothing else is printed there). For each open chapter it \
        publishes, in the chapter's language and with the words `chapters verify` prints: parse errors, failing \
        expectations with expected and actual, blocked steps, predictions not answered and translation drift against \
        the twin chapter (en/X.md ↔ zh-Hans/X.md, the open one or the one on disk), checked after each change once \
        typing pauses; Swift listings are compiled on save.

        It answers: completion inside ```spec blocks (keywords in the chapter's language, what may follow the words \
        typed, action and row titles of the chapter, a snippet per command form); hover (a line's English canonical \
        form and how it came out; nothing that gives a prediction away); definition (the same place in the twin \
        translation); code lenses "Run this step" / "Run this chapter" (workspace/executeCommand chapters.runStep, \
        chapters.runChapter); formatting of spec lines to canonical spacing; quick fixes for "did you mean". \
        It never writes a file. A line with a blank (`?`), and every line of a predictions kit \
        (`chapters workshop new --predict`), shows no value the engines computed; completion's examples come from \
        chapter 00 of the book the tool was built in. Bytes that are not a message are skipped up to the next \
        `Content-Length:` header (header lines may end with CR LF or LF), and an edit out of the text is refused with \
        an error shown in the editor.

        Editors: see the Editors article of the documentation (VS Code, Neovim, Helix, Emacs eglot).
        """
    )

    @Option(name: .long, help: ArgumentHelp("How long to wait after a change before checking the chapter, in milliseconds (0 to 2000).", valueName: "ms"))
    var debounce: Int = 60

    func validate() throws {
        guard (0...2000).contains(debounce) else {
            throw ValidationError("--debounce \(debounce) is out of range; give a number of milliseconds from 0 to 2000, such as 60")
        }
    }

    func run() throws {
        LanguageServer.serveStandardIO(
            debounce: .milliseconds(debounce), listings: { ListingChecker.forRunningExecutable() }, reference: Self.bookOfExecutable()
        )
    }

    /// The `Chapters` folder of the package the running tool was built in (`.build/…/chapters`, linked rather than
    /// copied, as the Editors article says): its chapter 00 gives completion its examples, in a kit too.
    static func bookOfExecutable() -> String? {
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            let book = folder.appendingPathComponent("Chapters")
            if FileManager.default.fileExists(atPath: book.appendingPathComponent("en/00-spec-language.md").path) { return book.path }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
