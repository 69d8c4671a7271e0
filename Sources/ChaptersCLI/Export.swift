import ArgumentParser
import ChapterModel
import ChapterRenderers
import ChapterRunner
import Foundation

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write chapters as code in another language.",
        subcommands: [ExportSwift.self]
    )
}

struct ExportSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write each chapter's spec blocks as Swift Testing code over the engines' public API.",
        discussion: """
        Writes one file per chapter (a suite named by its title, one @Test per step) and \
        ScenarioSupport.swift, which they share. Every line carries #sourceLocation pointing at its \
        Markdown line, so failures are reported in the chapter. Add the folder to a test target that \
        depends on TableModel, SwipeEngine, ReorderEngine, ExpandEngine and TableScene. Files are \
        written atomically, only inside the output folder; unchanged files are left alone.

        Exit status: 0 when the files were written, 2 for a usage error or when they cannot be written.
        """
    )

    @Argument(help: ArgumentHelp(
        "Book folders (with en/ and zh-Hans/ inside), folders of chapter files, or chapter files. Default: Chapters/.",
        valueName: "path"
    ))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("The folder to write the Swift files into.", valueName: "folder"))
    var out: String

    func run() throws {
        let book: Book
        do {
            book = try Book.discover(paths: paths)
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        var chapters: [(chapter: Chapter, sourcePath: String)] = []
        for entry in book.entries {
            do {
                let chapter = try ChapterReader.read(file: entry.path)
                // A page of the book (credits.md) proves nothing: no empty suite for it.
                if chapter.isPage, chapter.countedSteps.isEmpty { continue }
                chapters.append((chapter, SwiftExport.sourcePath(entry.path, relativeTo: FileManager.default.currentDirectoryPath)))
            } catch {
                Terminal.printError("error: \(error.description)")
                throw ExitCode(2)
            }
        }
        do {
            let written = try SwiftExport(chapters: chapters).write(to: out)
            let total = chapters.count + 1
            print("Wrote \(written.count) of \(total) file\(total == 1 ? "" : "s") to \(out)" + (written.count < total ? " (\(total - written.count) unchanged)" : ""))
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
    }
}
