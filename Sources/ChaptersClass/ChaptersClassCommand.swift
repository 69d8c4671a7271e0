import ArgumentParser

@main
struct ChaptersClassCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chapters-class",
        abstract: "Show a workshop class's progress live on the local network.",
        discussion: """
        Learners send their results from their own workshop package with \
        `swift run workshop verify --submit http://HOST:8765 --code XXXXXXXX --name NAME`; the teacher's \
        screen shows the class as a grid of learners and exercises that refreshes itself.

        Without a network, `chapters class RESULT.json…` makes the same page from files.
        """,
        subcommands: [Serve.self, Bench.self],
        defaultSubcommand: Serve.self
    )
}
