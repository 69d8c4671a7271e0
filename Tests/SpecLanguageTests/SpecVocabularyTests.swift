import ChapterModel
import Foundation
import Testing
@testable import SpecLanguage

/// The descriptions of ``SpecVocabulary`` are the language: every command has one, with Chinese aliases and examples
/// that parse, read back as themselves, and stand in chapter 00.
@Suite("Spec vocabulary")
struct SpecVocabularyTests {
    static let chapters = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Chapters")

    static func parsed(_ line: String) -> CommandKind? {
        if case .command(let command) = SpecParser.parse(line: line, at: SourceLocation(file: "t.md", line: 1, column: 1)) {
            return command.kind
        }
        return nil
    }

    @Test func everyFormHasADescribedExample() {
        var described: Set<CommandForm> = []
        for description in SpecVocabulary.commands {
            for example in description.examples { if let kind = Self.parsed(example) { described.insert(kind.form) } }
        }
        let missing = CommandForm.allCases.filter { !described.contains($0) }
        #expect(missing.isEmpty, "commands without a description's example: \(missing)")
    }

    @Test func everyExampleParsesBackToItselfThroughItsOwnDescription() {
        for description in SpecVocabulary.commands {
            #expect(!description.examples.isEmpty, "\(description.keys) has no example")
            // One example at least is written in canonical form; every example's canonical form means the same.
            // (A tree's canonical form holds its rows, which a one-line example has none of.)
            #expect(description.examples.contains { Self.parsed($0)?.description == $0 } || description.keys == ["tree"],
                    "no example of \(description.keys) is in canonical form")
            for example in description.examples {
                let kind = Self.parsed(example)
                #expect(kind != nil, "\(example) does not parse")
                if let kind, kind.form != .tree {
                    #expect(Self.parsed(kind.description) == kind, "\(example) reads back as \(kind.description)")
                }
                // The example starts with one of its own keys, so it was this description that parsed it.
                let words = example.replacingOccurrences(of: ":", with: " ").split(separator: " ").map(String.init)
                let afterExpect = description.role == .expectation ? Array(words.dropFirst()) : words
                #expect(description.role != .expectation || words.first == "expect", "\(example) is an expectation")
                let ownKey = description.keys.contains { afterExpect.starts(with: $0.split(separator: " ").map(String.init)) }
                #expect(ownKey, "\(example) does not start with a key of its description \(description.keys)")
                #expect(description.role == .fixture ? kind?.isFixture == true : kind?.isFixture == false, "\(example)")
            }
        }
    }

    @Test func everyCommandHasChineseAliasesAndNoAliasHasTwoMeanings() {
        for description in SpecVocabulary.commands {
            #expect(!description.aliases.isEmpty, "\(description.keys) has no Chinese alias")
            for alias in description.aliases + description.naturalAliases {
                #expect(!alias.chinese.isEmpty && !alias.chinese.allSatisfy(\.isASCII), "\(alias.english) needs a Chinese alias")
            }
            // Every word that starts the command has an alias, alone or in a phrase.
            // The phrase that starts the command has an alias, whole or by its first word (`swipe style`, `tap`).
            let start = description.starts[0]
            let first = String(start.split(separator: " ")[0])
            let covered = ChineseAliases.table.contains { $0.english == start || $0.english.split(separator: " ").first.map(String.init) == first }
            #expect(covered, "`\(start)` has no Chinese alias")
        }
        var meanings: [String: String] = [:], wordForWord: [String: String] = [:]
        for (alias, english) in ChineseAliases.table {
            #expect(meanings[alias, default: english] == english, "\(alias) means both \(meanings[alias]!) and \(english)")
            meanings[alias] = english
        }
        for (alias, english) in SpecVocabulary.wordForWordAliases {
            #expect(wordForWord[english, default: alias] == alias, "\(english) has two word-for-word aliases")
            wordForWord[english] = alias
        }
    }

    /// Chapter 00 (English) shows every form in a spec block; its Chinese twin lists every alias in a table, and the
    /// English one names every natural phrase.
    @Test func chapterZeroShowsEveryCommandAndListsEveryAlias() throws {
        let english = try ChapterReader.read(file: Self.chapters.appendingPathComponent("en/00-spec-language.md").path)
        let chinesePath = Self.chapters.appendingPathComponent("zh-Hans/00-spec-language.md").path
        let chinese = try ChapterReader.read(file: chinesePath)
        for chapter in [english, chinese] {
            var shown: Set<CommandForm> = []
            for step in chapter.steps {
                for block in step.blocks {
                    for case .command(let command) in SpecParser.parse(block) { shown.insert(command.kind.form) }
                }
            }
            let missing = CommandForm.allCases.filter { !shown.contains($0) }
            #expect(missing.isEmpty, "\(chapter.path) has no example of \(missing)")
        }
        let chineseText = try String(contentsOfFile: chinesePath, encoding: .utf8)
        let tableCells = Set(chineseText.split(separator: "\n").filter { $0.hasPrefix("|") }
            .flatMap { $0.split(separator: "|").flatMap { $0.split(separator: "/") } }
            .map { cell in
                // `起点 (x)`, `位于 (x / y)`: the alias before its parenthesis.
                let alias = cell.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false)[0]
                return alias.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            })
        for (alias, _) in SpecVocabulary.wordForWordAliases {
            #expect(tableCells.contains(alias), "the Chinese keyword table of chapter 00 lacks \(alias)")
        }
        let englishText = try String(contentsOfFile: Self.chapters.appendingPathComponent("en/00-spec-language.md").path, encoding: .utf8)
        for (alias, _) in SpecVocabulary.naturalAliases {
            #expect(chineseText.contains("| `") && chineseText.contains(alias) && englishText.contains(alias),
                    "chapter 00 does not name the natural phrase \(alias)")
        }
    }
}
