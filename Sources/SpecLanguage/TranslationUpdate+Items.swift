import ChapterModel

/// One item of a chapter for ``TranslationUpdate``: its lines as written, and what it stands for.
struct UpdateItem {
    enum Kind: Equatable { case prose, spec, listing }

    /// Some lines of an item's body: a prose item's all, a spec command (a `tree` with its rows), or one other line.
    struct Unit {
        /// The lines with their endings.
        var text: String
        /// What the lines stand for in either language: a command's meaning with strings masked, a listing line's
        /// code; a comment line, a blank line or a fence stands for its kind.
        var key: String
    }

    var kind: Kind
    /// `h2` for a heading of level 2, `p` for prose, the meaning of a block or the code of a listing.
    var kindKey: String
    /// The words of the blocks and listings of the item's `##` section (what its prose is about).
    var sectionWords: [String] = []
    /// The kind key, with the section's blocks and listings for prose.
    var key: String { kind == .prose ? kindKey + "\u{1}" + sectionWords.joined(separator: " ") : kindKey }
    /// Marker lines (and blank lines) above the item.
    var lead = ""
    /// The item's own lines.
    var units: [Unit]
    /// The blank lines after it.
    var trail = ""
    /// HTML comments after it (an earlier translation `--update` kept, a translator's note), with their blank lines.
    var notes = ""
    /// The line ending the text uses.
    var ending: String

    /// The item's own lines, without markers or the blank lines after them.
    var body: String { units.map(\.text).joined() }
    /// The item as written: marker lines above it, the blank lines and comments after it.
    var text: String { lead + body + trail + notes }
    /// Whether the item is under an untranslated marker: the original's words, not a translation.
    var isUntranslated: Bool { lead.contains(Chapter.untranslatedMarker) }
    /// Whether the item starts a segment: a heading of level 1 or 2, a spec block or a listing.
    var isAnchor: Bool { kind != .prose || kindKey == "h1" || kindKey == "h2" }
    /// The body's words (to pair a changed paragraph with its earlier text).
    var words: [String] { body.split(whereSeparator: \.isWhitespace).map(String.init) }

    /// The item under an untranslated marker (unless it has one already).
    var marked: String {
        text.hasPrefix(Chapter.untranslatedMarker) ? text : Chapter.untranslatedMarker + ending + text
    }

    /// How alike two items of the two languages are: the same kind; prose of the same level in sections with
    /// the same blocks and listings.
    static func alike(_ a: UpdateItem, _ b: UpdateItem) -> Double {
        guard a.kind == b.kind else { return 0 }
        guard a.kind == .prose else { return a.key == b.key ? 1 : TranslationAlignment.overlap(a.keyWords, b.keyWords) }
        return a.kindKey == b.kindKey ? TranslationAlignment.overlap(a.sectionWords, b.sectionWords) : 0
    }

    /// The words of a block's or listing's key (what its lines mean, or its code).
    var keyWords: [String] { kindKey.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) }

    /// How alike two items of the same language are (an earlier and a current original's): 0 for items that cannot
    /// stand for one another (another kind, another heading level, headings that share no word and no code).
    static func likeness(_ a: UpdateItem, _ b: UpdateItem) -> Double {
        guard a.kind == b.kind, a.kind != .prose || a.kindKey == b.kindKey else { return 0 }
        let words = TranslationAlignment.overlap(a.words, b.words)
        if a.kind != .prose { return max(0.01, words) }
        if a.kindKey == "h1" || a.kindKey == "h2" {
            return words > 0 ? words : TranslationAlignment.overlap(a.sectionWords, b.sectionWords) >= 0.5 ? 0.01 : 0
        }
        return max(0.01, words)
    }

    /// A part of a chapter: an anchor (``isAnchor``) and the items after it up to the next; the first has no anchor.
    struct Segment {
        var anchor: Int?
        var run: [Int] = []
    }

    /// A chapter's items cut into segments; the first holds what comes before the first anchor.
    static func segments(_ items: [UpdateItem]) -> [Segment] {
        var segments = [Segment(anchor: nil)]
        for (index, item) in items.enumerated() {
            if item.isAnchor { segments.append(Segment(anchor: index)) } else { segments[segments.count - 1].run.append(index) }
        }
        return segments
    }

    /// An item the translation lacks, as it is added: prose under a marker; a block or listing with the strings the
    /// translation has for their English when it has them all, under a marker when words are left to translate.
    static func fresh(_ item: UpdateItem, strings: [String: String]) -> String {
        guard item.kind != .prose else { return item.marked }
        // All its strings or none: a listing half translated could say "删除" where its block still says "Delete".
        let known = item.units.flatMap { words(in: $0.text, kind: item.kind).words }.allSatisfy { strings[$0] != nil }
        var body = "", toTranslate = false
        for unit in item.units {
            let (text, left) = translating(unit.text, in: item.kind, strings: known ? strings : [:])
            body += text
            if left { toTranslate = true }
        }
        return (toTranslate ? Chapter.untranslatedMarker + item.ending : "") + item.lead + body + item.trail + item.notes
    }

    /// The translation's strings for the original's, read from a block or listing of each that stand for one another:
    /// the lines that mean the same, their string literals in order.
    static func translatedStrings(_ original: UpdateItem, _ translation: UpdateItem) -> [String: String] {
        var strings: [String: String] = [:]
        let pairs = TranslationAlignment.align(original.units.map(\.key), translation.units.map(\.key), similarity: { _, _ in 0 })
        for pair in pairs {
            guard let a = pair.original, let b = pair.translation, original.units[a].key == translation.units[b].key else { continue }
            let x = words(in: original.units[a].text, kind: original.kind).words, y = words(in: translation.units[b].text, kind: translation.kind).words
            guard x.count == y.count else { continue }
            // A string left as it was is not known to be translated (an earlier `--update` may have written it).
            for (english, translated) in zip(x, y) where strings[english] == nil && english != translated { strings[english] = translated }
        }
        return strings
    }

    /// The words of some lines a translation may translate, in order: string literals, quotes included (`"…"`, a
    /// backslash escaping the next character, and `“…”`), and comments (a spec line's `# …`, a listing's `// …` to
    /// the end of its line and `/* … */` within it). `complete` is false when something could not be read whole (a
    /// multi-line literal or comment).
    static func words(in text: String, kind: Kind) -> (words: [String], complete: Bool) {
        let characters = Array(text)
        var found: [String] = []
        var index = 0
        func lineEnd(from start: Int) -> Int {
            var end = start
            while end < characters.count, !characters[end].isNewline { end += 1 }
            return end
        }
        while index < characters.count {
            let character = characters[index]
            if kind == .spec, character == "#", characters[..<index].allSatisfy({ $0 == " " || $0 == "\t" || $0.isNewline }) {
                let end = lineEnd(from: index)
                found.append(String(characters[index..<end]))
                index = end
                continue
            }
            if kind == .listing, character == "/", index + 1 < characters.count, characters[index + 1] == "/" || characters[index + 1] == "*" {
                if characters[index + 1] == "/" {
                    let end = lineEnd(from: index)
                    found.append(String(characters[index..<end]))
                    index = end
                    continue
                }
                var end = index + 2
                while end + 1 < characters.count, !(characters[end] == "*" && characters[end + 1] == "/"), !characters[end].isNewline { end += 1 }
                guard end + 1 < characters.count, characters[end] == "*", characters[end + 1] == "/" else { return (found, false) }
                found.append(String(characters[index...(end + 1)]))
                index = end + 2
                continue
            }
            guard character == "\"" || character == "“" else { index += 1; continue }
            if character == "\"", index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" { return (found, false) }
            let closing: Character = character == "“" ? "”" : "\""
            var end = index + 1
            while end < characters.count, characters[end] != closing, !characters[end].isNewline {
                end += characters[end] == "\\" ? 2 : 1
            }
            guard end < characters.count, characters[end] == closing else { return (found, false) }
            found.append(String(characters[index...end]))
            index = end + 1
        }
        return (found, true)
    }

    /// Lines with each string literal and comment the translation has a translation for replaced by it; `left` when
    /// words to translate remain.
    static func translating(_ text: String, in kind: Kind, strings: [String: String]) -> (text: String, left: Bool) {
        guard kind != .prose else { return (text, true) }
        let (found, complete) = words(in: text, kind: kind)
        var result = "", rest = Substring(text), left = !complete
        for word in found {
            guard let range = rest.range(of: word) else { continue }
            result += rest[..<range.lowerBound]
            if let translated = strings[word] {
                result += translated
            } else {
                result += word
                left = true
            }
            rest = rest[range.upperBound...]
        }
        return (result + rest, left)
    }

    /// Whether two items of the two languages, paired by their structure, stand for one another: the same kind, and
    /// alike (a block with a line changed is; another block is not).
    static func pairs(_ a: UpdateItem, _ b: UpdateItem) -> Bool {
        a.kind == b.kind && (a.key == b.key || alike(a, b) >= 0.5)
    }

    /// A block or listing whose lines changed, merged line by line: each line of `new` that the original had
    /// before keeps its translation, each other line is the original's. `base` is the block in the earlier original
    /// (lines are then compared by their text); without it, a line keeps its translation when it means the same.
    /// The result is marked when a line taken from the original holds words to translate, and the translations of
    /// the lines it replaced are kept in a comment below it.
    static func merge(_ new: UpdateItem, base: UpdateItem?, translated old: UpdateItem, strings: [String: String] = [:]) -> (text: String, revised: Bool) {
        var oldOfNew: [Int: Int] = [:], stillEnglish = false
        if let base {
            var oldOfBase: [Int: Int] = [:]
            for pair in TranslationAlignment.align(base.units.map(\.key), old.units.map(\.key), similarity: { _, _ in 0 }) {
                if let b = pair.original, let o = pair.translation, base.units[b].key == old.units[o].key { oldOfBase[b] = o }
            }
            for pair in TranslationAlignment.align(base.units.map(\.text), new.units.map(\.text), similarity: { _, _ in 0 }) {
                if let b = pair.original, let n = pair.translation, base.units[b].text == new.units[n].text, let o = oldOfBase[b] {
                    oldOfNew[n] = o
                }
            }
            // A new line the translation has already, as this update would write it (an earlier `--update` wrote it).
            var taken = Set(oldOfNew.values)
            for n in new.units.indices where oldOfNew[n] == nil {
                let written = translating(new.units[n].text, in: new.kind, strings: strings)
                if let o = old.units.indices.first(where: { !taken.contains($0) && old.units[$0].text == written.text }) {
                    oldOfNew[n] = o
                    taken.insert(o)
                    if old.isUntranslated, written.left { stillEnglish = true }
                }
            }
            // A new line the translator translated since: a line of the translation that stands for no earlier line
            // and means the same.
            var free = Set(old.units.indices).subtracting(oldOfBase.values).subtracting(taken)
            for n in new.units.indices where oldOfNew[n] == nil {
                if let o = free.sorted().first(where: { old.units[$0].key == new.units[n].key && !new.units[n].key.isEmpty }) {
                    oldOfNew[n] = o
                    free.remove(o)
                    // Still under the marker that earlier `--update` put there: not translated yet.
                    if old.isUntranslated, hasWords(old.units[o].text, in: old.kind) { stillEnglish = true }
                }
            }
        } else {
            for pair in TranslationAlignment.align(new.units.map(\.key), old.units.map(\.key), similarity: { _, _ in 0 }) {
                if let n = pair.original, let o = pair.translation, new.units[n].key == old.units[o].key { oldOfNew[n] = o }
            }
        }
        var body = "", toTranslate = stillEnglish
        for (n, unit) in new.units.enumerated() {
            if let o = oldOfNew[n] {
                body += old.units[o].text
            } else {
                let (text, left) = translating(unit.text, in: new.kind, strings: strings)
                body += text
                if left { toTranslate = true }
            }
        }
        let used = Set(oldOfNew.values)
        let replaced = old.units.indices.filter { !used.contains($0) && hasWords(old.units[$0].text, in: old.kind) }
        // The translation's spacing and comments after the block.
        var text = (toTranslate ? Chapter.untranslatedMarker + new.ending : "") + body
        if old.trail.isEmpty && old.notes.isEmpty {
            text += new.trail
        } else {
            if text.last?.isNewline != true { text += new.ending }
            text += old.trail + old.notes
        }
        if toTranslate, !replaced.isEmpty {
            var earlier = replaced.map { old.units[$0].text }.joined()
            while earlier.last?.isNewline == true { earlier.removeLast() } // "\r\n" is one Character
            if !text.hasSuffix(new.ending + new.ending) { text += new.ending }
            text += TranslationUpdate.earlierTranslationNote + new.ending
                + earlier.replacingOccurrences(of: "-->", with: "-- >") + new.ending + "-->" + new.ending + new.ending
        }
        return (text, toTranslate)
    }

    /// Whether lines hold words a translator translates: a string, or a comment.
    private static func hasWords(_ text: String, in kind: Kind) -> Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        switch kind {
        case .spec: return text.contains("\"") || text.contains("“") || trimmed.hasPrefix("#")
        case .listing: return text.contains("\"") || text.contains("//") || text.contains("/*")
        case .prose: return true
        }
    }

    /// The items of a chapter's text, in order; together they are the whole text.
    static func items(of markdown: String, path: String) -> [UpdateItem] {
        let chapter = ChapterReader.parse(markdown: markdown, path: path, language: .chinese)
        let lines = TranslationSkeleton.lines(of: markdown)
        let ending = lines.first.map { $0.ending.isEmpty ? "\n" : $0.ending } ?? "\n"
        var anchors: [Int: Anchor] = [:]
        let form = CanonicalForm(maskingStrings: true)
        for parsed in ParsedChapter(chapter).steps.joined() {
            let block = parsed.block
            let keys = parsed.lines.map { TranslationSync.canonical($0, form) }
            var units: [Int: (key: String, count: Int)] = [:]
            for (line, key) in zip(parsed.lines, keys) { units[line.location.line - 1] = (key, max(1, line.lineCount)) }
            let last = closingFence(after: block.lines.last?.location.line ?? block.location.line, in: lines)
            // The fence's words are in either language (`so-far`, `至此`): it stands for what they mean.
            units[block.location.line - 1] = ("```spec" + (block.isWhatIf ? " what-if" : "") + (block.isSoFar ? " so-far" : ""), 1)
            anchors[block.location.line - 1] = Anchor(kind: .spec, key: "spec\n" + keys.joined(separator: "\n"), last: last, units: units)
        }
        for listing in chapter.listings {
            let last = closingFence(after: listing.lines.last?.location.line ?? listing.location.line, in: lines)
            var units: [Int: (key: String, count: Int)] = [:]
            for code in ListingCode(listing).lines where listing.lines.indices.contains(code.index) {
                let line = listing.lines[code.index].location.line - 1
                let before = units[line].map { $0.key + " " } ?? ""
                units[line] = (before + code.text, 1)
            }
            anchors[listing.location.line - 1] = Anchor(kind: .listing, key: "listing\n" + SyncedListing(listing).key, last: last, units: units)
        }
        var headings: [Int: Int] = [:]
        for case .heading(let level, _, let location) in chapter.content { headings[location.line - 1] = level }
        var items = cut(lines, anchors: anchors, headings: headings, ending: ending)
        // Each `##` section's words, given to its prose.
        var start = 0
        while start < items.count {
            var end = start + 1
            while end < items.count, !["h1", "h2"].contains(items[end].kindKey) { end += 1 }
            let words = items[start..<end].filter { $0.kind != .prose }
                .flatMap { $0.kindKey.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) }
            for index in start..<end { items[index].sectionWords = words }
            start = end
        }
        return items
    }

    /// Where a spec block or listing starts: its kind and key, its closing fence, and the keys of its lines (by
    /// 0-based line index: the key and how many lines it covers).
    private struct Anchor {
        var kind: Kind
        var key: String
        var last: Int
        var units: [Int: (key: String, count: Int)]
    }

    /// The text cut at anchors (blocks and listings), headings and runs of prose.
    private static func cut(
        _ lines: [(text: String, ending: String)], anchors: [Int: Anchor], headings: [Int: Int], ending: String
    ) -> [UpdateItem] {
        var items: [UpdateItem] = []
        var pending = ""
        var index = 0
        func isBlank(_ k: Int) -> Bool { lines[k].text.allSatisfy(\.isWhitespace) }
        func text(_ range: ClosedRange<Int>) -> String { range.map { lines[$0].text + lines[$0].ending }.joined() }
        while index < lines.count {
            if lines[index].text.trimmingPrefix(while: { $0 == " " }) == Chapter.untranslatedMarker {
                pending += text(index...index)
                index += 1
                continue
            }
            if isBlank(index) {
                if items.isEmpty {
                    pending += text(index...index)
                } else if items[items.count - 1].notes.isEmpty {
                    items[items.count - 1].trail += text(index...index)
                } else {
                    items[items.count - 1].notes += text(index...index)
                }
                index += 1
                continue
            }
            // An HTML comment (an earlier translation, a note) is read whole and belongs to the item before it.
            if anchors[index] == nil, headings[index] == nil, lines[index].text.drop(while: { $0 == " " }).hasPrefix("<!--") {
                var last = index
                while last + 1 < lines.count, !lines[last].text.contains("-->") { last += 1 }
                if items.isEmpty { pending += text(index...last) } else { items[items.count - 1].notes += text(index...last) }
                index = last + 1
                continue
            }
            var last = index
            var kind = Kind.prose, key = "p"
            var units: [Unit]
            if let anchor = anchors[index] {
                (kind, key, last) = (anchor.kind, anchor.key, max(index, min(anchor.last, lines.count - 1)))
                units = []
                var line = index
                while line <= last {
                    if let unit = anchor.units[line] {
                        let end = min(last, line + unit.count - 1)
                        units.append(Unit(text: text(line...end), key: unit.key))
                        line = end + 1
                    } else {
                        let trimmed = lines[line].text.trimmingCharacters(in: .whitespaces)
                        let key = trimmed.isEmpty ? "" : isFence(trimmed) ? trimmed : trimmed.hasPrefix("#") && kind == .spec ? "#" : "\u{2}"
                        units.append(Unit(text: text(line...line), key: key))
                        line += 1
                    }
                }
            } else {
                if let level = headings[index] {
                    key = "h\(level)"
                } else {
                    // Prose up to a blank line, a heading or a block; a fence of another language is read whole.
                    var inFence = isFence(lines[index].text)
                    while last + 1 < lines.count, inFence || (!isBlank(last + 1) && anchors[last + 1] == nil && headings[last + 1] == nil) {
                        last += 1
                        if isFence(lines[last].text) { inFence = false }
                    }
                }
                units = [Unit(text: text(index...last), key: key)]
            }
            items.append(UpdateItem(kind: kind, kindKey: key, lead: pending, units: units, ending: ending))
            pending = ""
            index = last + 1
        }
        if !pending.isEmpty {
            if items.isEmpty {
                items.append(UpdateItem(kind: .prose, kindKey: "p", lead: pending, units: [], ending: ending))
            } else {
                items[items.count - 1].notes += pending
            }
        }
        return items
    }

    private static func isFence(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
    }

    /// The 0-based index of the line that closes a block whose last line is the 1-based `line`: the next fence.
    private static func closingFence(after line: Int, in lines: [(text: String, ending: String)]) -> Int {
        var index = line
        while index < lines.count, !isFence(lines[index].text) { index += 1 }
        return min(index, lines.count - 1)
    }
}
