import SpecLanguage
import HTML
import Reports
import ArgumentParser
import ChapterModel
import BookVerification
import Foundation
import ListingChecker
import Messages

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write chapters as code in another language.",
        subcommands: [ExportSwift.self, ExportIOS.self]
    )
}

struct ExportSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write each chapter's spec blocks as Swift Testing code over the engines' public API.",
        discussion: """
        Writes one file per chapter (a suite named by its title, one @Test per step). Every line \
        carries #sourceLocation pointing at its Markdown line, so failures are reported in the chapter. \
        Add the folder to a test target that depends on TableModel, SwipeEngine, ReorderEngine, \
        ExpandEngine, TableScene, SpecComparisons and ScenarioSupport (what the files share). Files are \
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
        let book = try BookRun.discover(paths: paths)
        var chapters: [(chapter: Chapter, sourcePath: String)] = []
        for entry in book.entries {
            do throws(ChapterReadError) {
                let chapter = try ChapterReader.read(file: entry.path)
                // A page of the book (credits.md) proves nothing: no empty suite for it.
                if chapter.isPage, chapter.countedSteps.isEmpty { continue }
                warnOfLinesThatDoNotParse(chapter)
                chapters.append((chapter, SwiftExport.sourcePath(entry.path, relativeTo: FileManager.default.currentDirectoryPath)))
            } catch {
                Terminal.printError(error.line(in: Terminal.language))
                throw ExitCode(2)
            }
        }
        do {
            let written = try SwiftExport(chapters: chapters).write(to: out)
            let total = chapters.count
            print(UsageMessages.wroteFiles(written.count, of: total, to: out).text(in: Terminal.language))
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
    }

    /// A spec line that does not parse is exported as a test that fails at it: said now, with the parser's message,
    /// so the export is not taken for a clean one.
    private func warnOfLinesThatDoNotParse(_ chapter: Chapter) {
        let language = Terminal.language
        for block in ParsedChapter(chapter).steps.joined() {
            for case .invalid(let diagnostic) in block.lines {
                Terminal.printError("\(diagnostic.location): " + UsageMessages.warningPrefix.text(in: language)
                                    + UsageMessages.exportedFailing.text(in: language) + diagnostic.message(in: language))
            }
        }
    }
}

struct ExportIOS: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ios",
        abstract: "Write each chapter's UIKit code as an app package to open in Xcode or Swift Playgrounds.",
        discussion: """
        Writes one Swift Playgrounds app package per chapter with device code (NN-name.swiftpm: \
        Package.swift with an .iOSApplication product for iOS 17, an entry point that shows the chapter's \
        screen, and the reader's app as it stands at the end of the chapter: the previous chapter's app \
        with this chapter's file versions and its standalone listings). Then type-checks each package it \
        wrote (against the iOS SDK on a Mac with Xcode, against the checked iOS surface elsewhere). Files \
        are written atomically, only inside the output folder. Given chapters in both languages (a book \
        folder), each language's packages go in a folder of their own: en/ and zh-Hans/.

        Exit status: 0 when every package was written and type-checks, 1 when one does not type-check, \
        2 for a usage error or when the files cannot be written.
        """
    )

    @Argument(help: ArgumentHelp(
        "Book folders (with en/ and zh-Hans/ inside), folders of chapter files, or chapter files. Default: Chapters/en.",
        valueName: "path"
    ))
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("The folder to write the app packages into.", valueName: "folder"))
    var out: String

    func run() throws {
        let book = try BookRun.discover(paths: paths.isEmpty ? ["Chapters/en"] : paths)
        let checker = ListingChecker.forRunningExecutable()
        var failed = 0
        var written = 0
        // A chapter and its translation make packages of the same name: with both languages, one folder each.
        let byLanguage = Set(book.entries.map { ChapterReader.language(ofPath: $0.path) }).count > 1
        var folders: [String: String] = [:]
        for entry in book.entries {
            let chapter: Chapter
            do throws(ChapterReadError) {
                chapter = try ChapterReader.read(file: entry.path)
            } catch {
                Terminal.printError(error.line(in: Terminal.language))
                throw ExitCode(2)
            }
            guard chapter.listings.contains(where: { $0.kind == .ios }), let (package, errors) = checker.appPackage(for: chapter) else { continue }
            let base = byLanguage ? (out as NSString).appendingPathComponent(chapter.language.tag) : out
            let folder = (base as NSString).appendingPathComponent(package.folderName)
            if let earlier = folders[folder] {
                Terminal.printError("error: " + UsageMessages.samePackage(earlier, entry.path, folder: folder).text(in: Terminal.language))
                throw ExitCode(2)
            }
            folders[folder] = entry.path
            do throws(AtomicWriter.WriteError) {
                for file in package.files {
                    let path = (folder as NSString).appendingPathComponent(file.path)
                    try AtomicWriter.makeFolder((path as NSString).deletingLastPathComponent)
                    try AtomicWriter.write(Data(file.text.utf8), toFile: path, flushing: false)
                }
            } catch {
                Terminal.printError("error: \(error); choose another folder with --out")
                throw ExitCode(2)
            }
            written += 1
            if errors.isEmpty {
                print("✓ \(folder) (\(package.files.count) files, shows \(package.rootViewController ?? "an empty view controller"); type-checks)")
            } else {
                failed += 1
                print("✗ \(folder) does not type-check:")
                // An error names a file of the package, from the folder the packages went into.
                for error in errors { print("    " + (error.hasPrefix(package.folderName + "/") ? base + "/" + error : error)) }
                print(UsageMessages.seeErrorsInChapter(entry.path).text(in: Terminal.language))
            }
        }
        print(UsageMessages.wroteAppPackages(written, to: out, failing: failed).text(in: Terminal.language))
        if failed > 0 { throw ExitCode(1) }
    }
}
