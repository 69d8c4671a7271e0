import ChapterModel
import Dispatch
import Foundation
import Messages
import SpecInterpreter
import SpecLanguage

/// How a chapter's translation stands.
public enum TranslationStatus: Equatable, Sendable {
    case inSync
    /// Every difference found (at most ``TranslationSync/limit``, then one entry standing for the rest), in the
    /// original's order.
    case drift([TranslationDrift])
    /// Present in `presentIn` only.
    case untranslated(presentIn: ReaderLanguage, missing: ReaderLanguage)
    /// The run could not compare the chapter with its twin, for the reason given (a twin on disk that cannot be read,
    /// one step run with `FILE:LINE`). A twin that does not exist is ``untranslated(presentIn:missing:)``, whether the
    /// chapter was given alone or with its book's folder.
    case notCompared(LocalizedText)
}

/// A chapter's translation status, by file name within a book folder.
public struct TranslationResult: Equatable, Sendable {
    public var fileName: String
    public var folder: String
    public var status: TranslationStatus
    /// A translation whose prose is not translated yet (untranslated markers, or a copy of the original's prose):
    /// a warning the run attaches to the translation's chapter.
    var proseWarning: ChapterDiagnostic?

    public init(fileName: String, folder: String, status: TranslationStatus) {
        self.fileName = fileName
        self.folder = folder
        self.status = status
    }
}

/// Everything `verify` and `report` learn from a book.
public struct BookResult: Sendable {
    /// Chapters in the book's order.
    public var chapters: [ChapterResult]
    public var translations: [TranslationResult]
    /// Files that could not be read at all.
    public var readErrors: [ChapterReadError]

    /// Every chapter's steps, counted.
    public var stepCounts: StepCounts { chapters.indices.reduce(StepCounts()) { $0 + chapters[$1].counts } }
    public var passedSteps: Int { stepCounts.passed }
    public var failedSteps: Int { stepCounts.failed }
    public var blockedSteps: Int { stepCounts.blocked }
    /// Every drift listed, of every chapter pair, in the book's order.
    public var drifts: [TranslationDrift] {
        translations.flatMap { translation -> [TranslationDrift] in
            if case .drift(let drifts) = translation.status { return drifts }
            return []
        }
    }
    /// How many drifts there are, those not listed included.
    public var driftCount: Int { drifts.reduce(0) { $0 + $1.count } }
    /// How many chapter pairs drifted.
    public var driftedPairs: Int { translations.count { if case .drift = $0.status { true } else { false } } }
    /// Whether everything verified: no failed or blocked step, no drift, no unreadable file.
    public var isSuccess: Bool { stepCounts.status == .passed && drifts.isEmpty && readErrors.isEmpty }

    /// Reads, runs and compares every chapter of a book.
    /// - Parameters:
    ///   - keepingWorlds: keep the world after each block (for figures).
    ///   - concurrently: run chapters on all cores; results keep the book's order either way.
    ///   - progress: called once per finished chapter (from any thread) with the count done so far.
    ///   - decisions: the decisions plugged into every world (a workshop's learner code); the book's by default.
    ///   - listings: checks the chapters' Swift listings; `nil` leaves them unchecked (and out of the results).
    ///   - apps: runs each chapter's app against its spec blocks, side by side with the engines; `nil` checks the
    ///     engines alone.
    public static func verify(
        _ book: Book,
        keepingWorlds: Bool = false,
        concurrently: Bool = true,
        decisions: Decisions = .book,
        listings: (any ListingChecking)? = nil,
        apps: (any AppChecking)? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> BookResult {
        let run = ChapterRun(
            keepingWorlds: keepingWorlds, decisions: decisions, listings: listings, apps: apps
        )
        let pairs = book.translationPairs()
        // A pair of chapters is compared as soon as both have run, reusing the blocks the runner parsed, which are
        // then let go; the chapters run pair by pair so that partners finish close together.
        let tracker = PairTracker(pairs: pairs)
        let checked = ConcurrentSlots<TranslationResult?>(count: pairs.count)
        var (chapters, readErrors) = runChapters(
            book.entries, pairs: pairs, run: run, tracker: tracker, checked: checked, concurrently: concurrently, progress: progress
        )
        // Pairs that were not compared above: a side is missing or could not be read.
        let sides = PairSides(book: book, chapters: chapters)
        let compared = tracker.comparedPairs
        for (index, pair) in pairs.enumerated() where !compared.contains(index) {
            checked.store(sides.result(of: pair), at: index)
        }
        let translations = checked.results.compactMap { $0 ?? nil }
        // A translation not translated yet is a warning of the translation's chapter.
        for warning in translations.compactMap(\.proseWarning) {
            if let index = chapters.firstIndex(where: { $0.chapter.path == warning.location.file }) {
                chapters[index].chapter.diagnostics.append(warning)
            }
        }
        return BookResult(chapters: chapters, translations: translations, readErrors: readErrors)
    }

    /// How each chapter is read, run and its listings checked.
    private struct ChapterRun: Sendable {
        var keepingWorlds: Bool
        var decisions: Decisions
        var listings: (any ListingChecking)?
        var apps: (any AppChecking)?

        /// Reads, parses and runs the chapter at `path`, checks its listings; also hands back the parsed chapter (for
        /// translation sync).
        func callAsFunction(_ path: String) throws(ChapterReadError) -> (ChapterResult, ParsedChapter) {
            let parsed = ParsedChapter(try ChapterReader.read(file: path), suggesting: false)
            var result = ScenarioRunner.run(parsed, keepingWorlds: keepingWorlds, decisions: decisions)
            if let listings { result.attach(listings.check(parsed.chapter)) }
            if let apps, let app = apps.check(parsed) { result.attach(app) }
            return (result, parsed)
        }
    }

    /// Runs every entry (on all cores when `concurrently`), comparing each pair as soon as both of its chapters
    /// ran; the chapters and read errors come back in the book's order.
    private static func runChapters(
        _ entries: [Book.Entry], pairs: [Book.TranslationPair], run: ChapterRun, tracker: PairTracker,
        checked: ConcurrentSlots<TranslationResult?>, concurrently: Bool, progress: (@Sendable (Int, Int) -> Void)?
    ) -> ([ChapterResult], [ChapterReadError]) {
        let order = runningOrder(entries: entries, pairs: pairs)
        let slots = ConcurrentSlots<Result<ChapterResult, ChapterReadError>>(count: entries.count)
        let work: @Sendable (Int) -> Void = { position in
            let index = order[position]
            let outcome: Result<ChapterResult, ChapterReadError>
            do throws(ChapterReadError) {
                let (result, parsed) = try run(entries[index].path)
                for ready in tracker.arrive(parsed) {
                    checked.store(compare(ready.english, ready.chinese, pair: pairs[ready.pair]), at: ready.pair)
                }
                outcome = .success(result)
            } catch {
                outcome = .failure(error)
            }
            let done = slots.store(outcome, at: index)
            progress?(done, entries.count)
        }
        if concurrently, entries.count > 1 {
            DispatchQueue.concurrentPerform(iterations: entries.count, execute: work)
        } else {
            for position in order.indices { work(position) }
        }
        var chapters: [ChapterResult] = []
        var readErrors: [ChapterReadError] = []
        for outcome in slots.results {
            switch outcome {
            case .success(let chapter)?: chapters.append(chapter)
            case .failure(let error)?: readErrors.append(error)
            case nil: break
            }
        }
        return (chapters, readErrors)
    }

    /// The two sides of a pair that was not compared while running: the chapters that ran, twins on disk that the run
    /// was not given (read, not run), and what to say when a side is missing or unreadable.
    private struct PairSides {
        var book: Book
        var byPath: [String: Chapter]
        var givenPaths: Set<String>

        init(book: Book, chapters: [ChapterResult]) {
            self.book = book
            byPath = Dictionary(chapters.map { ($0.chapter.path, $0.chapter) }, uniquingKeysWith: { first, _ in first })
            givenPaths = Set(book.entries.map(\.path))
        }

        /// A side of a pair: the chapter that ran, or a twin on disk that this run was not given (read, not run).
        func chapter(_ entry: Book.Entry?) -> Chapter? {
            guard let entry else { return nil }
            if let chapter = byPath[entry.path] { return chapter }
            guard !givenPaths.contains(entry.path) else { return nil }
            return try? ChapterReader.read(file: entry.path)
        }

        /// The pair compared, or why it could not be; `nil` when a side given could not be read (its read error says so).
        func result(of pair: Book.TranslationPair) -> TranslationResult? {
            func status(_ status: TranslationStatus) -> TranslationResult {
                TranslationResult(fileName: pair.fileName, folder: pair.folder, status: status)
            }
            switch (chapter(pair.english), chapter(pair.chinese)) {
            case (let english?, let chinese?):
                return compare(ParsedChapter(english), ParsedChapter(chinese), pair: pair)
            // A twin that does not exist is an untranslated chapter, whether the chapter was given alone or with its
            // book's folder: the same warning, and the same failure under --strict.
            case (_?, nil) where pair.chinese == nil:
                return status(.untranslated(presentIn: .english, missing: .chinese))
            case (nil, _?) where pair.english == nil:
                return status(.untranslated(presentIn: .chinese, missing: .english))
            case (let english, let chinese):
                // A twin on disk that the run was not given and that cannot be read has no read error to say so.
                let unread = [english == nil ? pair.english : nil, chinese == nil ? pair.chinese : nil]
                    .compactMap { $0 }.first { !givenPaths.contains($0.path) }
                return unread.map { status(.notCompared(DriftMessages.twinUnreadable($0.path))) }
            }
        }
    }

    /// A chapter pair compared: its drifts, and whether the translation's prose is translated.
    private static func compare(_ english: ParsedChapter, _ chinese: ParsedChapter, pair: Book.TranslationPair) -> TranslationResult {
        let drifts = TranslationSync.drifts(original: english, translation: chinese)
        var result = TranslationResult(fileName: pair.fileName, folder: pair.folder, status: drifts.isEmpty ? .inSync : .drift(drifts))
        result.proseWarning = UntranslatedProse.warning(original: english.chapter, translation: chinese.chapter)
        return result
    }

    /// The entry indices in the order to run them: each pair's original and translation next to each other, then
    /// the entries in no pair. Results are stored by entry index, so this changes no output.
    private static func runningOrder(entries: [Book.Entry], pairs: [Book.TranslationPair]) -> [Int] {
        var firstIndex: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where firstIndex[entry.path] == nil { firstIndex[entry.path] = index }
        var order: [Int] = []
        var placed = [Bool](repeating: false, count: entries.count)
        func place(_ entry: Book.Entry?) {
            if let index = entry.flatMap({ firstIndex[$0.path] }), !placed[index] {
                placed[index] = true
                order.append(index)
            }
        }
        // A translation runs one pair behind its original (en 1, en 2, zh 1, en 3, zh 2, …): partners still finish
        // close together, and the two cores work on different chapters rather than on the same listings twice (the
        // translation then finds its original's compiled listings in the cache).
        for (position, pair) in pairs.enumerated() {
            place(pair.english)
            if position > 0 { place(pairs[position - 1].chinese) }
        }
        place(pairs.last?.chinese)
        order += entries.indices.filter { !placed[$0] }
        return order
    }
}

/// Chapters of translation pairs as they finish running: hands out each pair once both of its chapters are in,
/// and keeps a parsed chapter only until every pair it belongs to has been handed out. (Keeping every chapter's
/// parsed blocks until the end cost 60 MB for the 2,000 files of chapters-bench's book.)
private final class PairTracker: @unchecked Sendable {
    typealias Side = ParsedChapter

    private let lock = NSLock()
    private let sides: [(english: String, chinese: String)?]
    private let pairsOfPath: [String: [Int]]
    /// Pairs of each path not handed out yet.
    private var pending: [String: Int] = [:]
    private var arrived: [String: Side] = [:]
    private var handedOut: Set<Int> = []

    init(pairs: [Book.TranslationPair]) {
        sides = pairs.map { pair in pair.english.flatMap { english in pair.chinese.map { (english.path, $0.path) } } }
        var pairsOfPath: [String: [Int]] = [:]
        for (index, side) in sides.enumerated() {
            guard let side else { continue }
            pairsOfPath[side.english, default: []].append(index)
            pairsOfPath[side.chinese, default: []].append(index)
        }
        self.pairsOfPath = pairsOfPath
        pending = pairsOfPath.mapValues(\.count)
    }

    /// Records a chapter that ran; returns the pairs it completes.
    func arrive(_ parsed: ParsedChapter) -> [(pair: Int, english: Side, chinese: Side)] {
        let chapter = parsed.chapter
        lock.lock()
        defer { lock.unlock() }
        guard let pairs = pairsOfPath[chapter.path], pending[chapter.path, default: 0] > 0 else { return [] }
        if arrived[chapter.path] == nil { arrived[chapter.path] = parsed }
        var ready: [(pair: Int, english: Side, chinese: Side)] = []
        for pair in pairs where !handedOut.contains(pair) {
            guard let side = sides[pair], let english = arrived[side.english], let chinese = arrived[side.chinese] else { continue }
            handedOut.insert(pair)
            ready.append((pair, english, chinese))
            for path in [side.english, side.chinese] {
                pending[path, default: 1] -= 1
                if pending[path] == 0 { arrived[path] = nil }
            }
        }
        return ready
    }

    /// The pairs handed out so far.
    var comparedPairs: Set<Int> {
        lock.lock()
        defer { lock.unlock() }
        return handedOut
    }
}
