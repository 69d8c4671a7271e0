import Foundation
import Testing
@testable import SpecLanguage
import TestSupport

/// The lexer gives exactly what it gave before it worked on scalars (``ReferenceLexer``): the same tokens, or the
/// same failure, for every line of the book and for mutants of each that reach its rare paths (characters of several
/// scalars, canonically equivalent ideographs, carriage returns, unclosed strings, escapes).
@Suite struct LexerIdentityTests {
    static let chapters = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Chapters")

    /// Every distinct line of every chapter in both languages, in order.
    static func bookLines() throws -> [String] {
        var seen: Set<String> = []
        var lines: [String] = []
        for language in ["en", "zh-Hans"] {
            let folder = chapters.appendingPathComponent(language)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
            for name in names {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) where seen.insert(String(line)).inserted {
                    lines.append(String(line))
                }
            }
        }
        return lines
    }

    /// The CJK compatibility ideographs (U+F900…) by the unified ideograph each is canonically equivalent to.
    static let compatibility: [Character: Character] = {
        var result: [Character: Character] = [:]
        for value in UInt32(0xF900)...0xFAD9 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let compatible = Character(scalar)
            let unified = String(compatible).decomposedStringWithCanonicalMapping
            if unified.unicodeScalars.count == 1, unified.unicodeScalars.first != scalar, let c = unified.first {
                result[c] = result[c] ?? compatible
            }
        }
        return result
    }()

    static let widthSwaps: [Character: Character] = [
        ",": "，", "，": ",", ":": "：", "：": ":", "[": "［", "［": "[", "]": "］", "］": "]",
        "\"": "“", "“": "\"", "”": "」", "「": "“", "」": "”", "?": "？", "？": "?", "、": ",", "-": "−", "s": "秒",
    ]

    /// Mutants of `line`: the ones at a position for positions `k` with `k % stride == phase`, and the whole-line ones.
    static func mutants(of line: String, stride: Int, phase: Int) -> [String] {
        positionMutants(of: line, stride: stride, phase: phase) + wholeMutants(of: line)
    }

    /// The mutants at positions `k` with `k % stride == phase`: the character deleted, swapped with the next, followed
    /// by a combining mark, preceded by a backslash, written in the other width, written as a compatibility ideograph.
    static func positionMutants(of line: String, stride: Int, phase: Int) -> [String] {
        let characters = Array(line)
        var result: [String] = []
        for k in characters.indices where k % stride == phase {
            var deleted = characters; deleted.remove(at: k); result.append(String(deleted))
            if k + 1 < characters.count {
                var swapped = characters; swapped.swapAt(k, k + 1); result.append(String(swapped))
            }
            result.append(String(characters[...k]) + "\u{301}" + String(characters[(k + 1)...]))
            result.append(String(characters[..<k]) + "\\" + String(characters[k...]))
            if let wide = widthSwaps[characters[k]] {
                var one = characters; one[k] = wide; result.append(String(one))
            }
            if let compatible = compatibility[characters[k]] {
                var one = characters; one[k] = compatible; result.append(String(one))
            }
        }
        return result
    }

    /// The whole-line mutants: every mark in the other width, every ideograph that has one as a compatibility
    /// ideograph, carriage returns, emoji with skin tones, unclosed strings of the three kinds, escapes.
    static func wholeMutants(of line: String) -> [String] {
        let characters = Array(line)
        let middle = characters.count / 2
        return [
            String(characters.map { widthSwaps[$0] ?? $0 }),
            String(characters.map { compatibility[$0] ?? $0 }),
            line + "\r\n", line + "\r", "\r\n" + line,
            "👍🏽" + line, String(characters[..<middle]) + "👍🏽" + String(characters[middle...]), line + " 👋🏿",
            line + " \"open", line + " “open", line + " 「open", line + " \"a\\\"b\\\\c\\n\\”d\\」\\x\"",
            line + " “a\\”b”", line + " 「a\\」b」", line + " \"end\\",
        ]
    }

    static func lex(_ line: String) -> Result<[Token], SpecLexer.Failure> { Result { () throws(SpecLexer.Failure) in try SpecLexer.tokens(in: line) } }
    static func reference(_ line: String) -> Result<[Token], SpecLexer.Failure> { Result { () throws(SpecLexer.Failure) in try ReferenceLexer.tokens(in: line) } }

    /// Runs both lexers over `lines`; returns how many lines it compared and the first lines that differ.
    static func compare(_ lines: [String]) -> (count: Int, differing: [String]) {
        var differing: [String] = []
        for line in lines where lex(line) != reference(line) {
            differing.append(line)
            if differing.count == 5 { break }
        }
        return (lines.count, differing)
    }

    @Test func lexesTheBookAsBefore() throws {
        let lines = try Self.bookLines()
        expect(lines.count > 3000)
        let result = Self.compare(lines)
        expect(result.differing.isEmpty, "\(result.differing.map { Array($0.unicodeScalars) })")
    }

    /// Every mutant of every line when `LEXER_IDENTITY_FULL` is set (about a million, two minutes in debug; run for
    /// the change to scalars, all alike); else, so that the run stays short, the mutants at one position in 40 of
    /// one line in 3 (a different position for each line) and the whole-line mutants of one line in 10.
    @Test func lexesMutantsAsBefore() throws {
        let full = ProcessInfo.processInfo.environment["LEXER_IDENTITY_FULL"] != nil
        let lines = try Self.bookLines()
        var mutants: [String] = []
        for (n, line) in lines.enumerated() {
            if full {
                mutants += Self.mutants(of: line, stride: 1, phase: 0)
            } else {
                if n % 3 == 0 { mutants += Self.positionMutants(of: line, stride: 40, phase: n / 3 % 40) }
                if n % 10 == 1 { mutants += Self.wholeMutants(of: line) }
            }
        }
        let result = Self.compare(mutants)
        print("LexerIdentityTests: \(lines.count) lines, \(result.count) mutants compared")
        expect(result.count > (full ? 500_000 : 10_000))
        expect(result.differing.isEmpty, "\(result.differing.map { Array($0.unicodeScalars) })")
    }

    @Test func compatibilityIdeographsAreAliases() throws {
        // `行` written as U+FA08 is the same character as U+884C (canonical equivalence), so it is the alias `row`.
        expectEqual(Self.compatibility["行"], "\u{FA08}")
        let tokens = try SpecLexer.tokens(in: "期望 \u{FA08} 3")
        expectEqual(tokens.map(\.kind), [.word("expect"), .word("row"), .number(3, isDuration: false)])
        expectEqual(Self.lex("期望 \u{FA08} 3"), Self.reference("期望 \u{FA08} 3"))
    }

    @Test func codesAreCharactersOnLinesOfCharactersAlone() {
        // What lets the lexer compare scalars instead of characters on the lines of characters alone: none of their
        // scalars has a canonical decomposition (so no two of them are canonically equivalent), and only U+3000 of
        // the non-ASCII ones is whitespace.
        let alone = (UInt32(0)...0xFFFF).filter(SpecLexer.isCharacterAlone(value:)).compactMap(Unicode.Scalar.init)
        expect(alone.count > 27_000)
        let decomposed = alone.filter { String($0).decomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual([$0]) == false }
        expect(decomposed.isEmpty, "\(decomposed)")
        let spaces = alone.filter { !$0.isASCII && Character($0).isWhitespace }
        expectEqual(spaces, ["\u{3000}"])
    }

    @Test func aliasesAreScalarsAlone() {
        // The scalar table holds every alias, and every character of an alias is one scalar the fast paths take.
        var count = 0
        for (alias, _) in ChineseAliases.table {
            expect(alias.allSatisfy { $0.unicodeScalars.count == 1 && SpecLexer.isCharacterAlone($0.unicodeScalars.first!) }, "\(alias)")
            let codes = alias.unicodeScalars.map(\.value)
            let table = SpecLexer.AliasTable.shared
            expectEqual(table.group(codes[0]).map { table.groups[$0].contains { $0.codes == codes && $0.text == alias } }, true, "\(alias)")
            count += 1
        }
        expectEqual(count, ChineseAliases.byFirstCharacter.values.map(\.count).reduce(0, +))
    }
}
