import ChapterModel
import Foundation

/// Where a translation stops saying what its original says: the first differing line of both files.
public struct TranslationDrift: Equatable, Sendable, CustomStringConvertible {
    public var original: SourceLocation
    public var originalLine: String
    public var translation: SourceLocation
    public var translationLine: String
    /// What differs, e.g. "the numbers or keywords differ" or "the translation has 5 steps, the original 6".
    public var message: String
    /// What to do about this difference, e.g. "split or merge the translation's spec blocks …".
    public var hint: String

    public var description: String {
        "translation drift: \(message)\n  \(original): \(originalLine)\n  \(translation): \(translationLine)\n  \(hint)"
    }
}

/// Checks that a translated chapter says exactly what its original says (SPEC-LANGUAGE.md, "Translation sync").
///
/// Both must have the same counted steps, the same blocks per step, and lines that parse to the same
/// commands; string literals may differ (titles get translated), numbers, indices and keywords may not.
public enum TranslationSync {
    /// - Parameter parse: how to get a block's parsed lines; a runner that parsed the book already passes them in
    ///   (parsing it a second time was a quarter of `verify`, chapters-bench).
    public static func drift(
        original: Chapter, translation: Chapter, parsing parse: (SpecBlock) -> [ParsedLine] = { SpecParser.parse($0) }
    ) -> TranslationDrift? {
        let originalSteps = original.countedSteps
        let translatedSteps = translation.countedSteps
        let form = CanonicalForm(maskingStrings: true)

        for (a, b) in zip(originalSteps, translatedSteps) {
            for (blockA, blockB) in zip(a.blocks, b.blocks) {
                let linesA = parse(blockA)
                let linesB = parse(blockB)
                for (lineA, lineB) in zip(linesA, linesB) where canonical(lineA, form) != canonical(lineB, form) {
                    return TranslationDrift(
                        original: lineA.location, originalLine: text(of: lineA),
                        translation: lineB.location, translationLine: text(of: lineB),
                        message: "these lines differ in a number, index or keyword: `\(canonical(lineA, form))` against `\(canonical(lineB, form))`",
                        hint: "make the translated line say what the original says; only quoted strings may differ"
                    )
                }
                if linesA.count != linesB.count {
                    let (extraA, extraB) = (linesA.dropFirst(linesB.count).first, linesB.dropFirst(linesA.count).first)
                    return TranslationDrift(
                        original: extraA?.location ?? blockA.location, originalLine: extraA.map(text(of:)) ?? "```spec",
                        translation: extraB?.location ?? blockB.location, translationLine: extraB.map(text(of:)) ?? "```spec",
                        message: "this block has \(counted(linesA.count, "command")) in the original and \(linesB.count) in the translation",
                        hint: "give the translation's block one line for each command of the original's, in the same order"
                    )
                }
            }
            if a.blocks.count != b.blocks.count {
                let extraA = a.blocks.dropFirst(b.blocks.count).first
                let extraB = b.blocks.dropFirst(a.blocks.count).first
                return TranslationDrift(
                    original: extraA?.location ?? a.location, originalLine: extraA == nil ? "## \(a.title)" : "```spec",
                    translation: extraB?.location ?? b.location, translationLine: extraB == nil ? "## \(b.title)" : "```spec",
                    message: "the step has \(counted(a.blocks.count, "spec block")) in the original and \(b.blocks.count) in the translation",
                    hint: "split or merge the translation's spec blocks so that the step has the original's blocks, in the same order"
                )
            }
        }
        if originalSteps.count != translatedSteps.count {
            let extraA = originalSteps.dropFirst(translatedSteps.count).first
            let extraB = translatedSteps.dropFirst(originalSteps.count).first
            let lastA = extraA ?? originalSteps.last
            let lastB = extraB ?? translatedSteps.last
            return TranslationDrift(
                original: lastA?.location ?? SourceLocation(file: original.path, line: 1, column: 1),
                originalLine: lastA.map { "## \($0.title)" } ?? "",
                translation: lastB?.location ?? SourceLocation(file: translation.path, line: 1, column: 1),
                translationLine: lastB.map { "## \($0.title)" } ?? "",
                message: "the original has \(counted(originalSteps.count, "step")) with spec blocks and the translation \(translatedSteps.count)",
                hint: "give the translation one `##` step with spec blocks for each such step of the original, in the same order"
            )
        }
        return nil
    }

    /// `1 step`, `2 steps`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func canonical(_ line: ParsedLine, _ form: CanonicalForm) -> String {
        switch line {
        case .command(let command): form.text(of: command)
        case .invalid: "(a line that does not parse)"
        }
    }

    private static func text(of line: ParsedLine) -> String {
        switch line {
        case .command(let command): command.text.trimmingCharacters(in: .whitespaces)
        case .invalid(let diagnostic): diagnostic.line.trimmingCharacters(in: .whitespaces)
        }
    }
}
