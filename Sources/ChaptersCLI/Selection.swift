import ArgumentParser
import BookVerification
import ChapterModel
import Messages
import SpecLanguage

/// What of a run to report: the steps named by `FILE:LINE` and the chapters and steps `--filter` keeps.
struct Selection {
    var targets: [StepTarget]
    var filter: String?

    /// The part of `result` selected; the chapters of other paths stay whole.
    /// - Throws: `ExitCode(2)` after saying so when a target's line is in prose (and `requireMatch`).
    func apply(to result: BookResult, requireMatch: Bool = true) throws -> BookResult {
        var selected = result
        if !targets.isEmpty {
            selected = try selectingTargets(of: result, requireMatch: requireMatch)
        }
        if let filter { selected = selected.filtered(by: filter) }
        return selected
    }

    /// The number of lines of a file (a last line without a line ending counts), `nil` when it cannot be read.
    static func lineCount(of path: String) -> Int? {
        guard let text = try? ChapterReader.text(ofFile: path) else { return nil }
        var lines = 0, last: Character?
        for character in text {
            if character.isNewline { lines += 1 }
            last = character
        }
        return last.map { $0.isNewline ? lines : lines + 1 } ?? 0
    }

    private func selectingTargets(of result: BookResult, requireMatch: Bool) throws -> BookResult {
        let targetFiles = Set(targets.map { Book.canonicalPath($0.file) })
        var selected = result
        selected.chapters = []
        for chapter in result.chapters {
            guard targetFiles.contains(Book.canonicalPath(chapter.chapter.path)) else {
                selected.chapters.append(chapter)
                continue
            }
            var kept = chapter
            kept.steps = []
            kept.chapter.diagnostics = []
            for target in targets where Book.canonicalPath(target.file) == Book.canonicalPath(chapter.chapter.path) {
                if requireMatch, let lines = Self.lineCount(of: target.file), target.line > lines {
                    Terminal.printError(UsageMessages.pastTheEnd("\(target.file):\(target.line)", lines: lines))
                    throw ExitCode(2)
                }
                guard let (one, step) = result.selectingStep(inFile: target.file, line: target.line) else { continue }
                if one.chapters.first?.steps.isEmpty != false {
                    guard !requireMatch else {
                        let place = "\(target.file):\(target.line)"
                        Terminal.printError(step.map { UsageMessages.inProse(place, title: $0.title, line: $0.location.line) }
                                            ?? UsageMessages.beforeFirstStep(place))
                        throw ExitCode(2)
                    }
                    continue
                }
                for stepResult in one.chapters[0].steps where !kept.steps.contains(where: { $0.stepIndex == stepResult.stepIndex }) {
                    kept.steps.append(stepResult)
                }
                kept.chapter.diagnostics += one.chapters[0].chapter.diagnostics.filter { !kept.chapter.diagnostics.contains($0) }
            }
            kept.steps.sort { $0.stepIndex < $1.stepIndex }
            selected.chapters.append(kept)
        }
        // A chapter run for one step is not compared with its twin, and the report says so.
        selected.translations = result.translations.map { translation in
            let isTarget = ReaderLanguage.allCases.contains { language in
                targetFiles.contains(Book.canonicalPath(translation.folder + "/" + language.tag + "/" + translation.fileName))
            }
            guard isTarget else { return translation }
            return TranslationResult(fileName: translation.fileName, folder: translation.folder, status: .notCompared(DriftMessages.oneStepNotCompared))
        }
        return selected
    }
}
