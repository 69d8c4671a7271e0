import ChapterModel
import Dispatch
import Foundation
import SpecLanguage

/// How a chapter's translation stands.
public enum TranslationStatus: Equatable, Sendable {
    case inSync
    case drift(TranslationDrift)
    /// Present in `presentIn` only.
    case untranslated(presentIn: String, missing: String)
}

/// A chapter's translation status, by file name within a book folder.
public struct TranslationResult: Equatable, Sendable {
    public var fileName: String
    public var folder: String
    public var status: TranslationStatus
}

/// Everything `verify` and `report` learn from a book.
public struct BookResult: Sendable {
    /// Chapters in the book's order.
    public var chapters: [ChapterResult]
    public var translations: [TranslationResult]
    /// Files that could not be read at all.
    public var readErrors: [ChapterReadError]

    public var passedSteps: Int { chapters.reduce(0) { $0 + $1.passed } }
    public var failedSteps: Int { chapters.reduce(0) { $0 + $1.failed } }
    public var blockedSteps: Int { chapters.reduce(0) { $0 + $1.blocked } }
    public var drifts: [TranslationDrift] {
        translations.compactMap { if case .drift(let drift) = $0.status { drift } else { nil } }
    }
    /// Whether everything verified: no failed or blocked step, no drift, no unreadable file.
    public var isSuccess: Bool { failedSteps == 0 && blockedSteps == 0 && drifts.isEmpty && readErrors.isEmpty }

    /// Reads, runs and compares every chapter of a book.
    /// - Parameters:
    ///   - keepingWorlds: keep the world after each block (for figures).
    ///   - renderingProse: render prose to HTML while reading (for study guides).
    ///   - concurrently: run chapters on all cores; results keep the book's order either way.
    ///   - progress: called once per finished chapter (from any thread) with the count done so far.
    public static func verify(
        _ book: Book,
        keepingWorlds: Bool = false,
        renderingProse: Bool = false,
        concurrently: Bool = true,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> BookResult {
        let entries = book.entries
        let slots = Slots<Result<(ChapterResult, parsedBlocks: [Int: [ParsedLine]]), ChapterReadError>>(count: entries.count)
        let work: @Sendable (Int) -> Void = { index in
            let outcome: Result<(ChapterResult, parsedBlocks: [Int: [ParsedLine]]), ChapterReadError>
            do throws(ChapterReadError) {
                let chapter = try ChapterReader.read(file: entries[index].path, renderingProse: renderingProse)
                var parsedBlocks: [Int: [ParsedLine]] = [:]
                let result = ScenarioRunner.run(chapter, keepingWorlds: keepingWorlds, parsedBlocks: &parsedBlocks)
                outcome = .success((result, parsedBlocks))
            } catch {
                outcome = .failure(error)
            }
            let done = slots.store(outcome, at: index)
            progress?(done, entries.count)
        }
        if concurrently, entries.count > 1 {
            DispatchQueue.concurrentPerform(iterations: entries.count, execute: work)
        } else {
            for index in entries.indices { work(index) }
        }
        var chapters: [ChapterResult] = []
        var readErrors: [ChapterReadError] = []
        var parsedByPath: [String: [Int: [ParsedLine]]] = [:]
        for outcome in slots.results {
            switch outcome {
            case .success(let (chapter, parsedBlocks))?:
                chapters.append(chapter)
                if parsedByPath[chapter.chapter.path] == nil { parsedByPath[chapter.chapter.path] = parsedBlocks }
            case .failure(let error)?: readErrors.append(error)
            case nil: break
            }
        }
        let byPath = Dictionary(chapters.map { ($0.chapter.path, $0.chapter) }, uniquingKeysWith: { first, _ in first })
        // Translation sync, on all cores too and in the book's order, reuses the blocks the runner parsed.
        let parsed = parsedByPath
        let pairs = book.translationPairs()
        let checked = Slots<TranslationResult?>(count: pairs.count)
        let check: @Sendable (Int) -> Void = { index in
            let pair = pairs[index]
            let result: TranslationResult?
            switch (pair.english.flatMap { byPath[$0.path] }, pair.chinese.flatMap { byPath[$0.path] }) {
            case (let english?, let chinese?):
                let drift = TranslationSync.drift(original: english, translation: chinese) { block in
                    parsed[block.location.file]?[block.location.line] ?? SpecParser.parse(block)
                }
                let status: TranslationStatus = drift.map { .drift($0) } ?? .inSync
                result = TranslationResult(fileName: pair.fileName, folder: pair.folder, status: status)
            case (_?, nil) where pair.chinese == nil:
                result = TranslationResult(fileName: pair.fileName, folder: pair.folder, status: .untranslated(presentIn: "en", missing: "zh-Hans"))
            case (nil, _?) where pair.english == nil:
                result = TranslationResult(fileName: pair.fileName, folder: pair.folder, status: .untranslated(presentIn: "zh-Hans", missing: "en"))
            default:
                result = nil // one side could not be read; its read error says so
            }
            _ = checked.store(result, at: index)
        }
        if concurrently, pairs.count > 1 {
            DispatchQueue.concurrentPerform(iterations: pairs.count, execute: check)
        } else {
            for index in pairs.indices { check(index) }
        }
        let translations = checked.results.compactMap { $0 ?? nil }
        return BookResult(chapters: chapters, translations: translations, readErrors: readErrors)
    }
}

/// Results written by index from concurrent workers.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]
    private var done = 0

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func store(_ result: Value, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = result
        done += 1
        return done
    }

    var results: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
