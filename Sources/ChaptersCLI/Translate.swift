import HTML
import ArgumentParser
import ChapterModel
import BookVerification
import Foundation
import Messages
import SpecLanguage

struct Translate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a zh-Hans skeleton of an English chapter for a translator to fill in.",
        discussion: """
        Reads an English chapter (BOOK/en/NN-name.md) and writes BOOK/zh-Hans/NN-name.md: every spec block \
        with the Chinese keywords (the aliases of chapter 00), numbers, indices and strings as they were, and \
        every heading and paragraph still in English below a line <!-- untranslated -->. The title's marker \
        also covers the introduction quoted right below the title.

        The skeleton verifies as it is: its spec blocks pass and say what the original says, so `verify` \
        reports no translation drift for it, only a warning that it is untranslated, at the first marker, with \
        how many are left (a failure under --strict). Translate each heading and paragraph, delete its marker, \
        and run `chapters verify --filter NN` to check the pair. Translate the quoted titles too if you like: \
        strings are the one thing a translation may change.

        After the original changed, --update refreshes the existing translation instead. It compares the original \
        with the original as it was when the translation was made: by default the original at the translation's \
        last git commit, or at the commit --since names. Every translated heading, paragraph, spec line and \
        listing line whose original is unchanged is kept as it is; what the original gained is added where it \
        stands (headings and paragraphs under <!-- untranslated -->, spec blocks with the Chinese keywords); what \
        it lost is removed. A heading or paragraph the original reworded is its new text under a marker, with the \
        earlier translation kept in a comment below it. A spec block or listing that changed keeps the \
        translation of each line that did not, and of each string whose English did not; a line left with a \
        string or a comment to translate marks the block. A paragraph the original moved takes its \
        translation along; a stretch the original did not change is kept whole (a translator's note or a split \
        paragraph included); what an earlier --update wrote is recognised, so a second run changes nothing. \
        Translated text is never dropped unless the original lost what it translates. Commit the translation \
        after translating: --update says so when it has changes since its last commit.

        Without git (or an earlier original in it), paragraphs are paired by their place: where a run of \
        paragraphs between two headings or blocks gained or lost one, nothing says which is new, so each is \
        marked, with the translations kept in comments beside them.

        An existing translation is never replaced unless --force is given (its translation is lost). The file is \
        written atomically, and only inside the chapter's book.
        """
    )

    @Argument(help: ArgumentHelp("The English chapter to translate, such as Chapters/en/03-snap-and-bounce.md.", valueName: "chapter"))
    var chapter: String

    @Option(name: .long, help: ArgumentHelp("Write the skeleton here instead of BOOK/zh-Hans/NAME (a file inside the book).", valueName: "file"))
    var out: String?

    @Flag(name: .long, help: "Replace the file if it exists (its translation is lost).")
    var force = false

    @Flag(name: .long, help: "Refresh the existing translation after the original changed: keep what is translated, add what the original gained (marked), remove what it lost.")
    var update = false

    @Option(name: .long, help: ArgumentHelp(
        "With --update: the git commit the translation was made from (default: the translation's last commit).", valueName: "revision"))
    var since: String?

    func validate() throws {
        if force && update { throw ValidationError(DriftMessages.forceOrUpdate.text(in: Terminal.language)) }
        if since != nil && !update { throw ValidationError(DriftMessages.sinceWithoutUpdate.text(in: Terminal.language)) }
    }

    func run() throws {
        guard FileManager.default.fileExists(atPath: chapter) else {
            Terminal.printError(ChapterReader.unreadableError(chapter).line(in: Terminal.language))
            throw ExitCode(2)
        }
        guard let book = Book.bookFolder(ofChapter: chapter), ChapterReader.language(ofPath: chapter) == .english,
              chapter.hasSuffix(".md") else {
            Terminal.printError(DriftMessages.notAnEnglishChapter(chapter))
            throw ExitCode(2)
        }
        let markdown: String
        do throws(ChapterReadError) {
            markdown = try ChapterReader.text(ofFile: chapter)
        } catch {
            Terminal.printError(error.line(in: Terminal.language))
            throw ExitCode(2)
        }
        let name = chapter.split(separator: "/").last.map(String.init) ?? chapter
        let target = out ?? Self.join(Self.join(book, ReaderLanguage.chinese.tag), name)
        let bookPath = Book.canonicalPath(book)
        let targetPath = Self.resolvedPath(target)
        guard targetPath.hasPrefix(bookPath.hasSuffix("/") ? bookPath : bookPath + "/") else {
            Terminal.printError(DriftMessages.outsideBook(target, book: book))
            throw ExitCode(2)
        }
        var isAFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isAFolder), isAFolder.boolValue {
            Terminal.printError(DriftMessages.translationIsAFolder(target))
            throw ExitCode(2)
        }
        if targetPath == Book.canonicalPath(chapter) || ChapterReader.language(ofPath: target) == .english {
            // A file right inside en/ is the original's language; anywhere else outside zh-Hans/ is no language folder.
            let folder = URL(fileURLWithPath: target).deletingLastPathComponent().lastPathComponent
            Terminal.printError(folder == ReaderLanguage.english.tag || targetPath == Book.canonicalPath(chapter)
                ? DriftMessages.skeletonInEnglishFolder(target) : DriftMessages.translationOutsideLanguageFolder(target))
            throw ExitCode(2)
        }
        let targetName = URL(fileURLWithPath: target).lastPathComponent
        if targetName != name { print(DriftMessages.notPairedByName(target, original: name).text(in: Terminal.language)) }
        var isFolder: ObjCBool = false
        if update { return try refresh(target, original: markdown) }
        if FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) {
            guard force, !isFolder.boolValue else {
                Terminal.printError(DriftMessages.translationExists(target))
                throw ExitCode(2)
            }
        }
        let skeleton = TranslationSkeleton(original: markdown, path: chapter)
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        do throws(AtomicWriter.WriteError) {
            try AtomicWriter.makeFolder(folder)
            try AtomicWriter.write(Data(skeleton.markdown.utf8), toFile: target)
        } catch {
            Terminal.printError(DriftMessages.cannotWriteTranslation(target, reason: error.description))
            throw ExitCode(2)
        }
        print(DriftMessages.skeletonWritten(target, markers: skeleton.markers, marker: Chapter.untranslatedMarker).text(in: Terminal.language))
    }

    /// `--update`: the translation at `target` refreshed from the original's text.
    private func refresh(_ target: String, original: String) throws {
        let translation: String
        do throws(ChapterReadError) {
            translation = try ChapterReader.text(ofFile: target)
        } catch {
            Terminal.printError(DriftMessages.nothingToUpdate(target))
            throw ExitCode(2)
        }
        var previous: String?
        switch EarlierOriginal.find(original: chapter, translation: target, revision: since) {
        case .found(let text, let revision, let uncommitted):
            previous = text
            print(DriftMessages.pairedThroughEarlierOriginal(revision: revision, named: since != nil).text(in: Terminal.language))
            if uncommitted { print(DriftMessages.translationUncommitted(target).text(in: Terminal.language)) }
        case .notFound(let reason, let withoutGit):
            if since != nil {
                Terminal.printError((withoutGit ? DriftMessages.sinceWithoutGit(reason) : DriftMessages.sinceUnusable(reason)).text(in: Terminal.language))
                throw ExitCode(2)
            }
            print(DriftMessages.pairedByPlace(reason).text(in: Terminal.language))
        }
        let update = TranslationUpdate(original: original, originalPath: chapter, translation: translation, translationPath: target,
                                       previous: previous)
        guard update.markdown != translation else {
            print(DriftMessages.translationUpToDate(target).text(in: Terminal.language))
            return
        }
        do throws(AtomicWriter.WriteError) {
            try AtomicWriter.write(Data(update.markdown.utf8), toFile: target)
        } catch {
            Terminal.printError(DriftMessages.cannotWriteTranslation(target, reason: error.description))
            throw ExitCode(2)
        }
        print(DriftMessages.translationUpdated(target, kept: update.kept, added: update.added, removed: update.removed,
                                               revised: update.revised, marker: Chapter.untranslatedMarker).text(in: Terminal.language))
    }

    /// The path with links resolved as far as it exists (a link to a folder outside the book is outside the book),
    /// the rest appended.
    private static func resolvedPath(_ path: String) -> String {
        var existing = URL(fileURLWithPath: path).standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return rest.reduce(Book.canonicalPath(existing.path)) { join($0, $1) }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
