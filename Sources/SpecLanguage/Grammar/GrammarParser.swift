import Messages

/// Reading a line with the grammar: every spelling that may start the line is tried in the grammar's order; the first
/// that reads the whole line makes the command. When none does, the failure that got furthest is reported, and where
/// several spellings stopped at the same token expecting keywords in the same place, their keywords are named together
/// ("expected `open`, `closed`, … or `height` after the row").
extension LineParser {
    /// Tries the spellings in order. A spelling lacking one of its keywords anywhere in the line cannot read it, so
    /// it is tried only when no other spelling reads the line (its failure is needed then, for the message): a line
    /// costs the spellings that may read it (skipping the others took a third off parsing a book, chapters-bench).
    mutating func read(_ spellings: [Spelling]) throws(ParseFailure) -> CommandKind {
        let start = index
        let startWarnings = warnings
        let words = KeywordMask(tokens[start...])
        var failures: [(position: Int, failure: ParseFailure, isPrimary: Bool)] = []
        var skipped: [Int] = []
        func attempt(_ position: Int, _ parser: inout LineParser) -> CommandKind? {
            let spelling = spellings[position]
            parser.index = start
            parser.warnings = startWarnings
            do {
                let kind = try parser.read(spelling)
                parser.form = spelling.form
                return kind
            } catch where !spelling.isTentative {
                failures.append((position, error, spelling.prints(in: .english)))
            } catch {}
            return nil
        }
        for position in spellings.indices {
            guard words.mayHold(spellings[position].keywords) else {
                skipped.append(position)
                continue
            }
            if let kind = attempt(position, &self) { return kind }
        }
        for position in skipped {
            if let kind = attempt(position, &self) { return kind }
        }
        index = start
        warnings = startWarnings
        throw resolved(branchFailure(merging(failures.sorted { $0.position < $1.position }.map { ($0.failure, $0.isPrimary) })))
    }

    /// One spelling from the line's start to its end.
    mutating func read(_ spelling: Spelling) throws(ParseFailure) -> CommandKind {
        var values: [any Sendable] = []
        values.reserveCapacity(spelling.pieces.count)
        var previous: Piece?
        for piece in spelling.pieces {
            switch piece {
            case .keyword(let keyword):
                try read(keyword, after: previous)
            case .slot(let slot):
                values.append(try read(slot, after: previous))
            case .optional(let keyword, let slot):
                guard peek(keyword.startWords) else {
                    values.append(Maybe(value: nil))
                    continue
                }
                try read(keyword, after: previous, continuing: previous)
                values.append(Maybe(value: try read(slot, after: .keyword(keyword))))
            }
            previous = piece
        }
        try end()
        return spelling.make(Values(items: values))
    }

    /// A keyword phrase, word by word; a missing word is expected after the words of the phrase read so far, a missing
    /// phrase after what came before it.
    /// An optional phrase `continuing` a keyword phrase names it too (`after `release with``).
    private mutating func read(_ keyword: Keyword, after previous: Piece?, continuing: Piece? = nil) throws(ParseFailure) {
        var matched: [String] = []
        if case .keyword(let before)? = continuing { matched = before.english }
        let prefix = matched.count
        for (n, spellings) in keyword.words.enumerated() {
            if peek(spellings) {
                index += 1
                if !keyword.isOptional[n] { matched.append(spellings[0]) }
            } else if !keyword.isOptional[n] {
                // Without suggestions only where a line stops reading counts (``LineParser/suggesting``): most
                // spellings tried stop early on a line another spelling reads, and their words were a tenth of `verify`.
                guard suggesting else { throw fail(LineParser.withheld) }
                let rest = zip(keyword.words, keyword.isOptional).dropFirst(n).filter { !$0.1 }.map { $0.0[0] }
                let context = matched.count == prefix ? keyword.context ?? Self.context(after: previous) : after(matched.joined(separator: " "))
                throw expected([rest.joined(separator: " ")], candidates: spellings, context: context)
            }
        }
    }

    /// A value; a keyword it expected (a choice) is expected after what came before it.
    private mutating func read(_ slot: Slot, after previous: Piece?) throws(ParseFailure) -> any Sendable {
        do {
            return try slot.read(&self)
        } catch {
            var failure = error
            if suggesting, !failure.expected.isEmpty, failure.context == nil { failure.context = Self.context(after: previous) }
            throw failure
        }
    }

    /// Where a missing keyword stands: after the phrase before it, or what the value before it says.
    private static func context(after previous: Piece?) -> LocalizedText? {
        switch previous {
        case .keyword(let keyword)?: ParserMessages.after(LineParser.keyword(keyword.phrase))
        case .slot(let slot)?, .optional(_, let slot)?: slot.after
        case nil: nil
        }
    }

    /// The failure that got furthest; those of spellings English does not print (a Chinese word order) count only
    /// alone, words left at the end count least, and keywords expected in the same place at the same token are named
    /// together.
    private func merging(_ failures: [(failure: ParseFailure, isPrimary: Bool)]) -> ParseFailure {
        guard let furthest = failures.map(\.failure.offset).max() else { return fail(ParserMessages.expectedACommand) }
        var furthestFailures = failures.filter { $0.failure.offset == furthest }
        if furthestFailures.contains(where: \.isPrimary) { furthestFailures.removeAll { !$0.isPrimary } }
        var candidates = furthestFailures.map(\.failure)
        if candidates.contains(where: { !$0.isEnd }) { candidates.removeAll(where: \.isEnd) }
        var result = candidates[0]
        guard !result.expected.isEmpty else { return nearMiss(for: result, among: candidates.dropFirst()) }
        for other in candidates.dropFirst() where !other.expected.isEmpty && other.context?.english == result.context?.english {
            result.expected += other.expected.filter { !result.expected.contains($0) }
            result.candidates += other.candidates.filter { !result.candidates.contains($0) }
        }
        return result
    }

    /// A failure that names no keyword (a value was expected there) keeps its words, with the near miss of a keyword
    /// that another spelling expected at the same token: `expect row cont 8` expected a row number, or `count`.
    private func nearMiss(for failure: ParseFailure, among others: ArraySlice<ParseFailure>) -> ParseFailure {
        guard suggesting, failure.suggestion == nil else { return failure }
        for other in others where !other.candidates.isEmpty && other.offset == failure.offset {
            var parser = self
            parser.index = other.tokenIndex
            if let near = parser.suggestion(among: other.candidates) {
                var result = failure
                result.suggestion = near
                return result
            }
        }
        return failure
    }

    /// The failure as the grammar words it for the token right after a command's first word (``SpecGrammar/branches``).
    private func branchFailure(_ failure: ParseFailure) -> ParseFailure {
        guard index + 1 <= tokens.count, failure.offset == (index + 1 < tokens.count ? tokens[index + 1].offset : line.count),
              case .word(let word)? = current?.kind, let branch = SpecGrammar.branches[word] else { return failure }
        var parser = self
        parser.index += 1
        return branch(parser) ?? failure
    }
}

/// The words of a line as 64 bits, each word setting one bit picked from its length and its first and last bytes: a
/// keyword whose bit is not set is not in the line (a set bit may stand for another word too).
struct KeywordMask {
    let bits: UInt64

    init(_ tokens: ArraySlice<Token>) {
        var bits: UInt64 = 0
        for token in tokens {
            if case .word(let word) = token.kind { bits |= Self.bit(word) }
        }
        self.bits = bits
    }

    /// The bit of a word.
    static func bit(_ word: String) -> UInt64 {
        let utf8 = word.utf8
        guard let first = utf8.first, let last = utf8.last else { return 1 }
        return 1 << ((UInt64(utf8.count) &* 7 &+ UInt64(first) &* 3 &+ UInt64(last)) % 64)
    }

    /// The bits of a keyword word's spellings, any of which the line may hold.
    static func bits(_ spellings: [String]) -> UInt64 {
        spellings.reduce(0) { $0 | bit($1) }
    }

    /// Whether the line may hold every keyword word of a spelling (each given by the bits of its spellings).
    func mayHold(_ keywords: [UInt64]) -> Bool {
        keywords.allSatisfy { $0 & bits != 0 }
    }
}
