import ChapterModel
import SpecInterpreter

extension Book {
    /// A book of the given chapter files; `bookFolders` are the folders whose translation pairs are compared.
    public init(files entries: [Entry], bookFolders: [String]) {
        self.entries = entries
        self.bookFolders = bookFolders
    }
}

extension BookResult {
    /// No chapters: the start of a result made of parts, such as a run verified in several passes.
    public static let empty = BookResult(chapters: [], translations: [], readErrors: [])

    /// Adds another run's chapters, translations and unreadable files after these.
    public mutating func append(_ other: BookResult) {
        chapters += other.chapters
        translations += other.translations
        readErrors += other.readErrors
    }

    /// The chapters and steps whose file name or heading contains `text` (ignoring case), in both languages:
    /// a chapter whose file name or title matches is kept whole with its twin; otherwise a step whose heading
    /// matches in either language is kept in both (steps pair up by their place among the counted steps, as
    /// translation sync pairs them). Translations are kept for the pairs that keep a chapter; the chapters'
    /// warnings for the steps kept.
    ///
    /// The chapters ran whole, so a kept step that depends on a failure in a step left out is still blocked by it.
    public func filtered(by text: String) -> BookResult {
        let needle = text.lowercased()
        func matches(_ value: String) -> Bool { value.lowercased().contains(needle) }
        // Twins share a book folder and a file name; a chapter outside a book is its own group.
        var groups: [String: [Int]] = [:]
        for (index, result) in chapters.enumerated() { groups[Self.pairKey(of: result.chapter), default: []].append(index) }
        var kept: [Int: Set<Int>?] = [:] // chapter index → counted-step places kept (nil: the whole chapter)
        for members in groups.values {
            let group = members.map { chapters[$0] }
            if group.contains(where: { matches($0.chapter.fileName) || matches($0.chapter.title) }) {
                for index in members { kept[index] = .some(nil) }
                continue
            }
            var places: Set<Int> = []
            for result in group {
                for (place, step) in result.steps.enumerated() where matches(step.step.title) { places.insert(place) }
            }
            guard !places.isEmpty else { continue }
            for index in members { kept[index] = .some(places) }
        }
        var selected = BookResult(chapters: [], translations: [], readErrors: readErrors)
        var keptPairs: Set<String> = []
        for (index, result) in chapters.enumerated() {
            guard let places = kept[index] else { continue }
            keptPairs.insert(Self.pairKey(of: result.chapter))
            guard let places else {
                selected.chapters.append(result)
                continue
            }
            selected.chapters.append(result.keepingSteps(at: places))
        }
        selected.translations = translations.filter { keptPairs.contains(Self.pairKey(folder: $0.folder, fileName: $0.fileName)) }
        return selected
    }

    /// The step of the chapter at `path` that holds `line`, alone: its blocks ran after those it depends on.
    /// - Returns: `nil` when no chapter of this run is at `path`; a result with no step when the line is in prose,
    ///   with the step holding it (`nil` before the first step).
    public func selectingStep(inFile path: String, line: Int) -> (result: BookResult, step: Step?)? {
        let target = Book.canonicalPath(path)
        guard let index = chapters.firstIndex(where: { Book.canonicalPath($0.chapter.path) == target }) else { return nil }
        let chapter = chapters[index]
        var none = chapter
        none.steps = []
        none.chapter.diagnostics = []
        guard let step = chapter.chapter.steps.last(where: { $0.location.line <= line }) else {
            return (BookResult(chapters: [none], translations: [], readErrors: readErrors), nil)
        }
        var selected = chapter
        selected.steps = chapter.steps.filter { $0.step.location == step.location }
        let range = chapter.chapter.lineRange(of: step)
        selected.chapter.diagnostics = chapter.chapter.diagnostics.filter { range.contains($0.location.line) }
        return (BookResult(chapters: [selected], translations: [], readErrors: readErrors), step)
    }

    private static func pairKey(of chapter: Chapter) -> String {
        let parent = chapter.path.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        return pairKey(folder: parent, fileName: chapter.fileName)
    }

    private static func pairKey(folder: String, fileName: String) -> String {
        Book.canonicalPath(folder.isEmpty ? "." : folder) + "\u{0}" + fileName
    }
}

extension ChapterResult {
    /// The chapter with only the counted steps at `places` (0-based among the counted steps) and the warnings
    /// that stand in them.
    func keepingSteps(at places: Set<Int>) -> ChapterResult {
        var result = self
        result.steps = steps.enumerated().filter { places.contains($0.offset) }.map(\.element)
        let ranges = result.steps.map { chapter.lineRange(of: $0.step) }
        result.chapter.diagnostics = chapter.diagnostics.filter { diagnostic in ranges.contains { $0.contains(diagnostic.location.line) } }
        return result
    }
}

extension Chapter {
    /// The lines from a step's heading to the line before the next step's heading (the end of the file for the last).
    public func lineRange(of step: Step) -> ClosedRange<Int> {
        let next = steps.first { $0.location.line > step.location.line }?.location.line ?? Int.max
        return step.location.line...max(step.location.line, next - 1)
    }
}

extension BookResult {
    /// The book's chapters read but not run, each counted step with no blocks run: enough to list and select steps
    /// (`verify --list`) without running anything.
    public static func unrun(_ book: Book) -> BookResult {
        var result = BookResult.empty
        for entry in book.entries {
            do throws(ChapterReadError) {
                let chapter = try ChapterReader.read(file: entry.path)
                let steps = chapter.steps.enumerated().filter { $0.element.isCounted }.map { StepResult(step: $0.element, stepIndex: $0.offset, blocks: []) }
                result.chapters.append(ChapterResult(chapter: chapter, steps: steps))
            } catch {
                result.readErrors.append(error)
            }
        }
        return result
    }
}

extension Book {
    /// The book folder a chapter file stands in (`Chapters` for `Chapters/en/01-x.md`); `nil` outside a language folder.
    public static func bookFolder(ofChapter path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, ChapterReader.knownLanguages.contains(String(parts[parts.count - 2])) else { return nil }
        let folder = parts.dropLast(2).joined(separator: "/")
        return folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder
    }

    /// Every chapter file of the books this run's chapters belong to, those of this run included: what "the book"
    /// is when a run was given some of its chapters.
    public func wholeBooks() -> [Entry] {
        var folders = bookFolders
        for entry in entries {
            if let folder = Book.bookFolder(ofChapter: entry.path), !folders.contains(folder) { folders.append(folder) }
        }
        return folders.flatMap { folder in (try? Book.discover(paths: [folder]))?.entries ?? [] }
    }
}
