import ChapterModel
import Messages
import SpecInterpreter
import SpecLanguage

extension BookResult {
    /// The chapters' own warnings (a misspelt fence, a chapter with no spec blocks or no title, an unclosed block)
    /// and their listings' (a listing that uses an API Xcode warns about, a deprecated one, passes with Xcode's
    /// warning), in the book's order; the untranslated chapters are not among them.
    public var chapterWarnings: [ChapterDiagnostic] {
        var warnings: [ChapterDiagnostic] = []
        for index in chapters.indices {
            warnings += chapters[index].chapter.diagnostics.filter { $0.severity == .warning }
            for listing in chapters[index].listings {
                warnings += listing.warnings.map { ChapterDiagnostic(.warning, at: $0.location, $0.message) }
            }
        }
        return warnings
    }

    /// Everything that verified but may have lost coverage: each chapter's warnings (a misspelt fence, a chapter
    /// with no spec blocks or no title, an unclosed block), then each untranslated chapter, at its file.
    public var warnings: [ChapterDiagnostic] {
        var warnings = chapterWarnings
        for translation in translations {
            guard case .untranslated(let present, let missing) = translation.status else { continue }
            let file = Book.join(Book.join(translation.folder, present.tag), translation.fileName)
            warnings.append(ChapterDiagnostic(
                .warning, at: SourceLocation(file: file, line: 1, column: 1),
                DriftMessages.untranslatedWarning(translation.fileName, presentIn: present.tag),
                hint: DriftMessages.addTwin(Book.join(Book.join(translation.folder, missing.tag), translation.fileName))
            ))
        }
        return warnings
    }

    /// The result as `--strict` sees it: a step with a misspelt fence fails at that fence, with the warning's words.
    /// (The other warnings fail the run without belonging to a step; see ``isSuccess(strict:)``.)
    public func failingMisspeltFences() -> BookResult {
        var result = self
        for chapterIndex in result.chapters.indices {
            let chapter = result.chapters[chapterIndex].chapter
            for stepIndex in result.chapters[chapterIndex].steps.indices {
                let step = result.chapters[chapterIndex].steps[stepIndex].step
                for fence in step.misspeltFences {
                    let warning = chapter.diagnostics.first { $0.location == fence }
                    let message = (warning?.message ?? "this fenced block looks like a misspelt `spec`, so it is not verified")
                        + "; " + (warning?.hint ?? "write ```spec to verify it") + " (a failure under --strict)"
                    let line = LineResult(text: "```", location: fence, outcome: .failed(LineFailure(message, at: fence)))
                    result.chapters[chapterIndex].steps[stepIndex].blocks.append(
                        BlockResult(block: SpecBlock(location: fence, lines: []), lines: [line], status: .failed)
                    )
                }
            }
        }
        return result
    }

    /// Whether the run verified; under `strict`, a warning fails it too.
    public func isSuccess(strict: Bool) -> Bool {
        isSuccess && (!strict || warnings.isEmpty)
    }
}
