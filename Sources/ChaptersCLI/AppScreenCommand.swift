import AppHost
import AppScreen
import ArgumentParser
import ChapterModel
import Foundation
import Messages

/// `chapters app-screen`: builds a chapter's app against the UIKit runtime, runs it, applies inputs and prints
/// what a person would see, as JSON (the `Screen` the app backend reads).
struct AppScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app-screen",
        abstract: "Run a chapter's app on the UIKit runtime and print its screen as JSON.",
        discussion: """
        Builds the reader's app as `chapters export ios` assembles it for the chapter (the previous \
        chapter's app with this chapter's files) against the UIKit runtime, cached by content like listings, \
        shows it in a window, applies the inputs in order, and prints the screen: the controller, the table's \
        sections, visible cells (frames, content offsets, titles, uncovered buttons), the row updates the app \
        made, the feedback it asked for, a crash at the chapter's line, and the window's view tree.

        Each --input is one JSON input: {"touchDown":{"x":300,"y":150}}, \
        {"touchMove":{"x":260,"y":150,"seconds":0.1}}, {"touchUp":{}}, {"wait":{"seconds":0.3}}.

        Exit status: 0 with the screen printed, 1 when the app does not build, cannot run what it uses yet, \
        stops (a trap, a time or memory limit) or rejects an input, 2 for a usage error.
        """
    )

    @Argument(help: ArgumentHelp("The chapter file.", valueName: "chapter"))
    var chapter: String

    @Option(name: .long, help: ArgumentHelp("The window's width in points.", valueName: "points"))
    var width: Double = 320

    @Option(name: .long, help: ArgumentHelp("The window's height in points.", valueName: "points"))
    var height: Double = 568

    @Option(name: .customLong("input"), help: ArgumentHelp("An input to apply, as JSON (repeatable).", valueName: "json"))
    var inputs: [String] = []

    func run() throws {
        let parsed: Chapter
        let decoded: [AppInput]
        do {
            parsed = try ChapterReader.read(file: chapter)
            decoded = try inputs.map { try JSONDecoder().decode(AppInput.self, from: Data($0.utf8)) }
        } catch {
            Terminal.printError("error: \(error)")
            throw ExitCode(2)
        }
        let build = AppBuild.forRunningExecutable()
        guard let package = build.checker.readerApp(for: parsed) else {
            Terminal.printError(AppScreenMessages.noApp(chapter))
            throw ExitCode(1)
        }
        let executable: AppExecutable
        switch build.build(package) {
        case .built(let built): executable = built
        case .runtimeLacks(let gap):
            Terminal.printError((gap.place.map { LocalizedText(verbatim: "\($0): ") } ?? LocalizedText(verbatim: "")) + gap.message)
            throw ExitCode(1)
        case .failed(let errors):
            errors.forEach { Terminal.printError("\($0.place): error: \($0.message)") }
            throw ExitCode(1)
        case .notBuilt(let reason):
            Terminal.printError(reason)
            throw ExitCode(1)
        }
        do {
            let session = try AppSession(executable, width: width, height: height)
            let screen = try session.perform(decoded)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(screen), as: UTF8.self))
        } catch let stopped as AppSession.Stopped {
            Terminal.printError(stopped.message)
            throw ExitCode(1)
        } catch let crash as AppCrash {
            let place = crash.file.map { "\($0):\(crash.line ?? 1):\(crash.column ?? 1): " } ?? ""
            Terminal.printError("\(place)\(crash.message)")
            throw ExitCode(1)
        } catch {
            Terminal.printError("error: \(error)")
            throw ExitCode(1)
        }
    }
}

/// The command's own messages.
enum AppScreenMessages {
    static func noApp(_ path: String) -> LocalizedText {
        LocalizedText("\(path): this chapter and the ones before it have no `swift ios` listing, so there is no app to run; pick a chapter with device code",
                      zh: "\(path)：这一章及之前各章都没有 `swift ios` 代码，因此没有可运行的应用；请选择一个含设备代码的章节")
    }
}
