import ChapterModel
import Messages

/// An existing translation refreshed after its original changed (`chapters translate --update`).
///
/// Both chapters are cut into items: headings, runs of prose between blank lines, spec blocks and Swift listings.
/// A heading or prose item stands for itself by its kind only (its words are in another language), a spec block by
/// what its lines mean (``CanonicalForm`` with strings masked), a listing by its code (``ListingCode``). The
/// original's items, as a new skeleton writes them (``TranslationSkeleton``), are aligned with the translation's:
/// - an item of both is kept as the translation has it, translated words and all;
/// - an item only the original has is added as the skeleton has it, marked ``Chapter/untranslatedMarker`` when it is
///   prose;
/// - an item only the translation has is removed: the original lost it;
/// - a spec block or listing whose meaning or code changed is merged line by line: each line the original still has
///   keeps its translation, each new or changed line is the original's, and the block is marked when such a line
///   holds words to translate (a string, a comment).
///
/// Prose is paired in one of two ways:
/// - **Through the earlier original** (`previous`, the original as it was when the translation was made; `chapters
///   translate --update` reads it from git). The earlier and the current original are both English, so each
///   paragraph is known to be unchanged, changed, new or gone. A changed heading or paragraph is the original's new
///   text under a marker, with its earlier translation kept below it in a comment (``earlierTranslationNote``), and
///   a paragraph only the translation has (the translator's own note) is kept where it stands.
/// - **By place**, without it: the prose of a `##` section pairs in order when the section has as many paragraphs
///   in both. Where the counts differ, nothing says which paragraph is new, so every paragraph of that section is
///   the original's under a marker, and the section's translated paragraphs are kept in comments beside them.
///
/// Translated text is never dropped unless the original lost the item it translates.
public struct TranslationUpdate: Equatable, Sendable {
    /// The refreshed translation's Markdown.
    public var markdown: String
    /// How many items of the translation were kept, added from the original, and removed.
    public var kept: Int
    public var added: Int
    public var removed: Int
    /// How many translated items are to be revised: the original changed them (or, paired by place, could not say
    /// which paragraph is which), so the original's text is under a marker with the translation kept beside it.
    public var revised: Int
    /// How many `##` sections' paragraphs could not be paired by place (only without the earlier original).
    public var unpairedSections: Int

    /// The first line of the comment that keeps a translation the original's change made out of date.
    public static let earlierTranslationNote = "<!-- earlier translation (reuse what still fits, then delete this comment):"

    /// - Parameters:
    ///   - original: the original chapter's text as it is now; `originalPath` its path (for parsing only).
    ///   - translation: the translation's text; `translationPath` its path.
    ///   - previous: the original's text as it was when the translation was made, if known.
    public init(original: String, originalPath: String, translation: String, translationPath: String, previous: String? = nil) {
        let new = UpdateItem.items(of: TranslationSkeleton(original: original, path: originalPath).markdown, path: originalPath)
        let old = UpdateItem.items(of: translation, path: translationPath)
        var writer = UpdateWriter(ending: new.first?.ending ?? "\n")
        if let previous {
            let base = UpdateItem.items(of: TranslationSkeleton(original: previous, path: originalPath).markdown, path: originalPath)
            writer.threeWay(new: new, base: base, old: old)
        } else {
            writer.byPlace(new: new, old: old)
        }
        self.markdown = writer.text
        self.kept = writer.kept
        self.added = writer.added
        self.removed = writer.removed
        self.revised = writer.revised
        self.unpairedSections = writer.unpairedSections
    }
}

/// Writes the refreshed translation item by item, counting what it did.
private struct UpdateWriter {
    let ending: String
    var text = ""
    var kept = 0, added = 0, removed = 0, revised = 0, unpairedSections = 0

    init(ending: String) {
        self.ending = ending
    }

    /// Appends an item's text; one of the original's after the translation's last (which has no blank line after
    /// it) stands apart.
    mutating func add(_ item: String) {
        if !text.isEmpty, !text.hasSuffix(ending + ending) { text += text.hasSuffix(ending) ? ending : ending + ending }
        text += item
    }

    /// A translated item kept in a comment below what replaced it.
    mutating func addEarlier(_ item: UpdateItem) {
        var body = item.body
        while body.hasSuffix("\n") || body.hasSuffix("\r") { body.removeLast() }
        guard !body.isEmpty else { return }
        let safe = body.replacingOccurrences(of: "-->", with: "-- >")
        add(TranslationUpdate.earlierTranslationNote + ending + safe + ending + "-->" + ending + ending)
    }

    // MARK: Through the earlier original

    mutating func threeWay(new: [UpdateItem], base: [UpdateItem], old: [UpdateItem]) {
        // The earlier original and the translation were in step: paired by structure, as the drift check pairs them.
        var oldOfBase: [Int: Int] = [:], baseOfOld: [Int: Int] = [:]
        for case .same(let b, let j) in PlacePairing(base, old).links {
            oldOfBase[b] = j
            baseOfOld[j] = b
        }
        // The earlier and the current original are both the original's words: paired by their text.
        var baseOfNew: [Int: Int] = [:]
        let byText = TranslationAlignment.align(base.map(\.body), new.map(\.body)) { b, i in
            guard base[b].kind == new[i].kind, base[b].kindKey.first == new[i].kindKey.first else { return 0 }
            return TranslationAlignment.overlap(base[b].words, new[i].words)
        }
        var lost = Set(base.indices)
        for pair in byText {
            guard let b = pair.original, let i = pair.translation, base[b].kind == new[i].kind,
                  base[b].kind != .prose || base[b].kindKey == new[i].kindKey else { continue }
            baseOfNew[i] = b
            lost.remove(b)
        }
        // The translator's own items (paired with nothing of the earlier original) stay after the item before them.
        var written = Set<Int>()
        func addOwn(after j: Int) {
            var next = j + 1
            while next < old.count, !written.contains(next) {
                if let b = baseOfOld[next] {
                    // An item the original lost is passed over; one it kept is written in its own place.
                    guard lost.contains(b) else { break }
                } else {
                    add(old[next].text)
                    written.insert(next)
                    kept += 1
                }
                next += 1
            }
        }
        addOwn(after: -1)
        for (i, item) in new.enumerated() {
            guard let b = baseOfNew[i], let j = oldOfBase[b] else {
                add(item.kind == .prose ? item.marked : item.text)
                added += 1
                continue
            }
            written.insert(j)
            if base[b].body == item.body {
                add(old[j].text)
                kept += 1
            } else if item.kind == .prose {
                add(item.marked)
                addEarlier(old[j])
                revised += 1
            } else {
                let merged = UpdateItem.merge(item, base: base[b], translated: old[j])
                add(merged.text)
                if merged.revised { revised += 1 } else { kept += 1 }
            }
            addOwn(after: j)
        }
        removed += lost.count { oldOfBase[$0] != nil }
    }

    // MARK: By place

    mutating func byPlace(new: [UpdateItem], old: [UpdateItem]) {
        let pairing = PlacePairing(new, old)
        unpairedSections = pairing.unpairedRuns
        for link in pairing.links {
            switch link {
            case .same(let i, let j) where new[i].key == old[j].key || new[i].kind == .prose:
                add(old[j].text)
                kept += 1
            case .same(let i, let j):
                let merged = UpdateItem.merge(new[i], base: nil, translated: old[j])
                add(merged.text)
                if merged.revised { revised += 1 } else { kept += 1 }
            case .new(let i):
                // New prose is marked to translate; a new block or listing is written as `chapters translate` writes it.
                add(new[i].kind == .prose ? new[i].marked : new[i].text)
                added += 1
            case .unsure(let i, let j):
                add(new[i].marked)
                if let j {
                    addEarlier(old[j])
                    revised += 1
                } else {
                    added += 1
                }
            case .old(let j, let keep):
                if keep {
                    addEarlier(old[j])
                    revised += 1
                } else {
                    removed += 1
                }
            }
        }
    }
}

/// Two chapters' items paired by their place (their prose is in different languages, or one side is
/// not in step with the other).
///
/// Headings of levels 1 and 2, spec blocks and listings are the anchors: they are aligned first, by what they
/// stand for (``UpdateItem/key``), and a pair of the same kind that is alike (``UpdateItem/pairs(_:_:)``) holds.
/// Between two held pairs, the paragraphs of both sides pair in order when there are as many on each side;
/// otherwise nothing says which is which, and they are ``Link/unsure(_:_:)``. Paragraphs under a heading only one
/// side has belong to that side alone.
struct PlacePairing {
    enum Link: Equatable {
        /// Items that stand for one another.
        case same(Int, Int)
        /// An item only the first side has.
        case new(Int)
        /// A paragraph of the first side, and the one of the second side at its place if any, which may or may not
        /// translate it.
        case unsure(Int, Int?)
        /// An item only the second side has: `keep` when it is a paragraph that may translate one of the first side's
        /// (one the second side has in excess, among paragraphs that could not be paired).
        case old(Int, keep: Bool)
    }

    /// The links in the first side's order; a second side's item stands where its neighbours do.
    var links: [Link] = []
    /// How many runs of paragraphs could not be paired.
    var unpairedRuns = 0

    init(_ new: [UpdateItem], _ old: [UpdateItem]) {
        func isAnchor(_ item: UpdateItem) -> Bool { item.kind != .prose || Self.isSectionHeading(item) }
        let newAnchors = new.indices.filter { isAnchor(new[$0]) }, oldAnchors = old.indices.filter { isAnchor(old[$0]) }
        var held: [(Int, Int)] = []
        let alignment = TranslationAlignment.align(newAnchors.map { new[$0].key }, oldAnchors.map { old[$0].key }) {
            UpdateItem.alike(new[newAnchors[$0]], old[oldAnchors[$1]])
        }
        for pair in alignment {
            guard let a = pair.original, let b = pair.translation, UpdateItem.pairs(new[newAnchors[a]], old[oldAnchors[b]]) else { continue }
            held.append((newAnchors[a], oldAnchors[b]))
        }
        var (i, j) = (0, 0)
        for (a, b) in held + [(new.count, old.count)] {
            run(new, i..<a, old, j..<b)
            if a < new.count { links.append(.same(a, b)) }
            (i, j) = (a + 1, b + 1)
        }
    }

    private static func isSectionHeading(_ item: UpdateItem) -> Bool { item.kindKey == "h1" || item.kindKey == "h2" }

    /// The items between two held pairs.
    private mutating func run(_ new: [UpdateItem], _ a: Range<Int>, _ old: [UpdateItem], _ b: Range<Int>) {
        // The second side's paragraphs under a heading of its own are gone with it.
        var oldProse: [Int] = []
        var underOwnHeading = false
        for j in b {
            if old[j].kind != .prose || Self.isSectionHeading(old[j]) {
                underOwnHeading = Self.isSectionHeading(old[j])
                links.append(.old(j, keep: false))
            } else if underOwnHeading {
                links.append(.old(j, keep: false))
            } else {
                oldProse.append(j)
            }
        }
        var newProse: [Int] = []
        underOwnHeading = false
        for i in a {
            if new[i].kind != .prose || Self.isSectionHeading(new[i]) {
                underOwnHeading = Self.isSectionHeading(new[i])
            } else if !underOwnHeading {
                newProse.append(i)
            }
        }
        let inOrder = newProse.count == oldProse.count
        if !inOrder && !newProse.isEmpty && !oldProse.isEmpty { unpairedRuns += 1 }
        var next = 0
        for i in a {
            guard next < newProse.count, newProse[next] == i else {
                links.append(.new(i))
                continue
            }
            let j = next < oldProse.count ? oldProse[next] : nil
            links.append(inOrder ? .same(i, j!) : .unsure(i, j))
            next += 1
        }
        for j in oldProse.dropFirst(newProse.count) { links.append(.old(j, keep: true)) }
    }
}

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
    /// The line ending the text uses.
    var ending: String

    /// The item's own lines, without markers or the blank lines after them.
    var body: String { units.map(\.text).joined() }
    /// The item as written: marker lines above it, the blank lines after it.
    var text: String { lead + body + trail }
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
        guard a.kind == .prose else { return 0.5 }
        return a.kindKey == b.kindKey ? TranslationAlignment.overlap(a.sectionWords, b.sectionWords) : 0
    }

    /// Whether two items paired by ``structuralPairs(_:_:)`` stand for one another.
    static func pairs(_ a: UpdateItem, _ b: UpdateItem) -> Bool {
        a.kind == b.kind && (a.key == b.key || a.kind != .prose || alike(a, b) >= 0.5)
    }

    /// A block or listing whose lines changed, merged line by line: each line of `new` that the original had
    /// before keeps its translation, each other line is the original's. `base` is the block in the earlier original
    /// (lines are then compared by their text); without it, a line keeps its translation when it means the same.
    /// The result is marked when a line taken from the original holds words to translate, and the translations of
    /// the lines it replaced are kept in a comment below it.
    static func merge(_ new: UpdateItem, base: UpdateItem?, translated old: UpdateItem) -> (text: String, revised: Bool) {
        var oldOfNew: [Int: Int] = [:]
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
        } else {
            for pair in TranslationAlignment.align(new.units.map(\.key), old.units.map(\.key), similarity: { _, _ in 0 }) {
                if let n = pair.original, let o = pair.translation, new.units[n].key == old.units[o].key { oldOfNew[n] = o }
            }
        }
        var body = "", toTranslate = false
        for (n, unit) in new.units.enumerated() {
            if let o = oldOfNew[n] {
                body += old.units[o].text
            } else {
                body += unit.text
                if hasWords(unit.text, in: new.kind) { toTranslate = true }
            }
        }
        let used = Set(oldOfNew.values)
        let replaced = old.units.indices.filter { !used.contains($0) && hasWords(old.units[$0].text, in: old.kind) }
        var text = (toTranslate ? Chapter.untranslatedMarker + new.ending : "") + body + new.trail
        if toTranslate, !replaced.isEmpty {
            var earlier = replaced.map { old.units[$0].text }.joined()
            while earlier.hasSuffix("\n") || earlier.hasSuffix("\r") { earlier.removeLast() }
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
                if items.isEmpty { pending += text(index...index) } else { items[items.count - 1].trail += text(index...index) }
                index += 1
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
                items[items.count - 1].trail += pending
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
