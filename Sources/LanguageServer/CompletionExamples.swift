import ChapterModel
import Foundation
import Messages
import SpecLanguage

/// The example lines completion offers at the start of a spec line, one per form, chosen so that none gives a
/// prediction's answer away.
///
/// The forms come from the grammar (``GrammarCompletionSource/examples(in:)``). An example that holds a number on an
/// `expect` line (the only numbers a chapter can ask to predict) takes its numbers from chapter 00, the spec
/// language's reference (`en/00-spec-language.md` of the book folder handed in): the first line of chapter 00 with
/// the same form, predictions left out. When chapter 00 has no such line, or cannot be read (a workshop kit holds no
/// chapter 00), that example is not offered: a number the grammar chose could be the answer of a blank.
struct CompletionExamples: Sendable {
    /// The example commands, in the grammar's order.
    let kinds: [CommandKind]

    /// The examples for the book folder `reference` (with `en/`), or without chapter 00 when it is `nil`.
    init(reference: String?, grammar: [CommandKind] = GrammarCompletionSource.exampleKinds) {
        let shown = reference.map(Self.chapterZeroCommands(book:)) ?? []
        var byShape: [String: CommandKind] = [:]
        for kind in shown where byShape[Self.shape(of: kind)] == nil { byShape[Self.shape(of: kind)] = kind }
        var seen: Set<String> = []
        kinds = grammar.compactMap { kind -> CommandKind? in
            let chosen = Self.holdsExpectedNumber(kind) ? byShape[Self.shape(of: kind)] : kind
            guard let chosen, seen.insert(SpecGrammar.print(chosen, .english)).inserted else { return nil }
            return chosen
        }
    }

    /// Each example as a line in the chapter's language, with its English form.
    func lines(in language: ReaderLanguage) -> [(line: String, english: String)] {
        kinds.map { kind in
            let english = SpecGrammar.print(kind, .english)
            return (language == .chinese ? SpecGrammar.print(kind, .chinese) : english, english)
        }
    }

    /// Whether a command is an `expect` line with a number: one a chapter could leave blank.
    static func holdsExpectedNumber(_ kind: CommandKind) -> Bool {
        guard case .expect = kind else { return false }
        return shape(of: kind).contains("#")
    }

    /// A command's form: its canonical English with strings masked and every number written `#`.
    static func shape(of kind: CommandKind) -> String {
        SpecGrammar.print(kind, .english, maskingStrings: true).split(separator: " ").map { word -> String in
            let bare = word.hasSuffix(",") ? word.dropLast() : word[...]
            return Double(bare) != nil ? "#" + (word.hasSuffix(",") ? "," : "") : String(word)
        }.joined(separator: " ")
    }

    /// The commands of chapter 00's spec blocks, in order, leaving out lines that mark a prediction.
    static func chapterZeroCommands(book: String) -> [CommandKind] {
        let folder = (book as NSString).appendingPathComponent(ReaderLanguage.english.tag)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("00") && $0.hasSuffix(".md") }.sorted()
        guard let name = names.first, let chapter = try? ChapterReader.read(file: (folder as NSString).appendingPathComponent(name)) else { return [] }
        return ParsedChapter(chapter, suggesting: false).steps.joined().flatMap(\.lines).compactMap { line in
            guard case .command(let command) = line, command.predictions.isEmpty else { return nil }
            return command.kind
        }
    }
}
