import ArgumentParser
import Foundation

@main
struct ChaptersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chapters",
        abstract: "Verify and render executable tutorial chapters about table-view cell interactions.",
        discussion: """
        A chapter is a Markdown file whose `spec` code blocks prove what its prose claims. \
        The tool runs every block against deterministic simulations of a swipeable cell, \
        long-press reordering and expandable lists, and checks that each Chinese chapter \
        says exactly what its English twin says.

        A book is a folder with en/ and zh-Hans/ inside; the same file name in both is one chapter \
        and its translation. With no paths, the tool works on Chapters/.
        """,
        version: ChaptersCommand.version,
        subcommands: [Verify.self, Report.self, Watch.self, Export.self, Translate.self, WorkshopCommand.self, ClassPage.self, LanguageServerCommand.self,
                      AppScreenCommand.self, AppCheckCommand.self],
        defaultSubcommand: nil
    )

    /// The tool's version, printed by `chapters --version`.
    static let version = "1.18.0"

    /// Runs the command; a usage error (an unknown option, a bad `--format`) exits 2, as the help says,
    /// instead of argument-parser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                let message = UsageErrorLanguage.localized(fullMessage(for: error), in: Terminal.language)
                FileHandle.standardError.write(Data((message + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
