import AppHost
import AppScreen
import ArgumentParser
import ChapterModel
import Foundation
import Messages
import SpecLanguage

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

        Each --input is one JSON input, applied in order: \(AppScreenMessages.inputForms). A touch's x and y \
        are window points; seconds run on the app's virtual clock; settle runs it until nothing moves (at most \
        maxSeconds); scroll sets the first table's content offset at once.

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

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] where !(value.isFinite && value > 0 && value <= SpecLimits.length) {
            throw ValidationError(AppScreenMessages.badSize(name, value).text(in: Terminal.language))
        }
    }

    func run() throws {
        let parsed: Chapter
        do throws(ChapterReadError) {
            parsed = try ChapterReader.read(file: chapter)
        } catch {
            Terminal.printError(error.line(in: Terminal.language))
            throw ExitCode(2)
        }
        var decoded: [AppInput] = []
        for (index, text) in inputs.enumerated() {
            guard let input = AppScreenMessages.input(text) else {
                Terminal.printError(AppScreenMessages.invalidInput(index + 1, text))
                throw ExitCode(2)
            }
            if let problem = AppScreenMessages.outOfRange(input) {
                Terminal.printError(AppScreenMessages.inputOutOfRange(index + 1, text, problem))
                throw ExitCode(2)
            }
            decoded.append(input)
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
        } catch let rejected as AppSession.Rejected {
            Terminal.printError(AppScreenMessages.rejected(rejected.message))
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
    /// Every input `--input` takes, as JSON.
    static let inputForms = #"{"touchDown":{"x":300,"y":150}}, {"touchMove":{"x":260,"y":150,"seconds":0.1}}, {"touchUp":{}}, "#
        + #"{"touchCancel":{}}, {"wait":{"seconds":0.3}}, {"settle":{"maxSeconds":2}}, {"scroll":{"toY":120}}"#

    /// The input `text` names, or nil when it names none.
    static func input(_ text: String) -> AppInput? {
        try? JSONDecoder().decode(AppInput.self, from: Data(text.utf8))
    }

    /// What is out of range in an input: a time that is negative, not finite or longer than a spec's wait may be, or
    /// a point that is not finite or farther than a spec's coordinates go.
    static func outOfRange(_ input: AppInput) -> LocalizedText? {
        let seconds: Double?, points: [Double]
        switch input {
        case .touchDown(let x, let y): seconds = nil; points = [x, y]
        case .touchMove(let x, let y, let time): seconds = time; points = [x, y]
        case .wait(let time): seconds = time; points = []
        case .settle(let time): seconds = time; points = []
        case .scroll(let y): seconds = nil; points = [y]
        case .touchUp, .touchCancel: return nil
        }
        if let seconds, !(seconds.isFinite && seconds >= 0 && seconds <= SpecLimits.seconds) {
            return LocalizedText("its seconds must be from 0 to \(Int(SpecLimits.seconds)), as a spec's wait",
                                 zh: "秒数必须在 0 到 \(Int(SpecLimits.seconds)) 之间，和规格里的 wait 一样")
        }
        if points.contains(where: { !($0.isFinite && abs($0) <= SpecLimits.coordinate) }) {
            return LocalizedText("its points must be finite numbers", zh: "坐标必须是有限的数")
        }
        return nil
    }

    static func inputOutOfRange(_ index: Int, _ text: String, _ problem: LocalizedText) -> LocalizedText {
        LocalizedText("--input \(index) (\(text)): \(problem.english)", zh: "--input \(index)（\(text)）：\(problem.chinese)")
    }

    static func badSize(_ option: String, _ value: Double) -> LocalizedText {
        LocalizedText("\(option) \(value): a window is from 1 to \(Int(SpecLimits.length)) points", zh: "\(option) \(value)：窗口的大小必须在 1 到 \(Int(SpecLimits.length)) 点之间")
    }

    static func rejected(_ message: String) -> LocalizedText {
        LocalizedText("the app could not take the input: \(message)", zh: "应用无法接受这个输入：\(message)")
    }

    /// The `index`th `--input` (from 1) is not JSON, or not one of the inputs.
    static func invalidInput(_ index: Int, _ text: String) -> LocalizedText {
        let isJSON = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
        return isJSON
            ? LocalizedText("--input \(index) (\(text)) is not one of the inputs, or lacks one of its numbers; an input is one of \(inputForms)",
                            zh: "--input \(index)（\(text)）不是可用的输入，或者缺了它的某个数值；输入只能是以下之一：\(inputForms)")
            : LocalizedText("--input \(index) (\(text)) is not JSON; an input is one of \(inputForms) (quote it for the shell)",
                            zh: "--input \(index)（\(text)）不是 JSON；输入只能是以下之一：\(inputForms)（在 shell 里请给它加上引号）")
    }

    static func noApp(_ path: String) -> LocalizedText {
        LocalizedText("\(path): this chapter and the ones before it have no `swift ios` listing, so there is no app to run; pick a chapter with device code",
                      zh: "\(path)：这一章及之前各章都没有 `swift ios` 代码，因此没有可运行的应用；请选择一个含设备代码的章节")
    }
}
