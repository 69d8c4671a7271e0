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
/// - a spec block or listing whose meaning or code changed is replaced by the original's, under a marker, so that
///   its strings and comments get translated again.
public struct TranslationUpdate: Equatable, Sendable {
    /// The refreshed translation's Markdown.
    public var markdown: String
    /// How many items of the translation were kept, added from the original, and removed.
    public var kept: Int
    public var added: Int
    public var removed: Int

    /// - Parameters:
    ///   - original: the original chapter's text as it is now; `originalPath` its path (for parsing only).
    ///   - translation: the translation's text; `translationPath` its path.
    public init(original: String, originalPath: String, translation: String, translationPath: String) {
        let skeleton = TranslationSkeleton(original: original, path: originalPath)
        // The skeleton's spec blocks have the Chinese keywords already: both are read as Chinese.
        let new = UpdateItem.items(of: skeleton.markdown, path: originalPath)
        let old = UpdateItem.items(of: translation, path: translationPath)
        // Prose of the same kind is alike as its sections' blocks and listings are; a section whose blocks changed
        // a little keeps its translated prose, one that shares nothing with it (another section) does not.
        func alike(_ i: Int, _ j: Int) -> Double {
            guard new[i].kind == old[j].kind else { return 0 }
            guard new[i].kind == .prose else { return 0.5 }
            return new[i].kindKey == old[j].kindKey ? TranslationAlignment.overlap(new[i].sectionWords, old[j].sectionWords) : 0
        }
        let pairs = TranslationAlignment.align(new.map(\.key), old.map(\.key), similarity: alike)
        var text = "", kept = 0, added = 0, removed = 0
        /// An item of the original's after the translation's last one (which has no blank line after it) stands apart.
        func add(_ item: String) {
            let ending = new.first?.ending ?? "\n"
            if !text.isEmpty, !text.hasSuffix(ending + ending) { text += text.hasSuffix(ending) ? ending : ending + ending }
            text += item
        }
        for pair in pairs {
            switch (pair.original, pair.translation) {
            case (let i?, let j?) where new[i].key == old[j].key || (new[i].kind == .prose && alike(i, j) >= 0.5):
                text += old[j].text
                kept += 1
            case (let i?, let j?) where new[i].kind == old[j].kind && new[i].kind != .prose:
                add(new[i].marked)
                added += 1
                removed += 1
            case (let i?, let j):
                // New prose is marked to translate; a new block or listing is written as `chapters translate` writes it.
                add(new[i].kind == .prose ? new[i].marked : new[i].text)
                added += 1
                if j != nil { removed += 1 }
            case (nil, _?):
                removed += 1
            case (nil, nil):
                break
            }
        }
        self.markdown = text
        self.kept = kept
        self.added = added
        self.removed = removed
    }
}

/// One item of a chapter for ``TranslationUpdate``: its lines as written, and what it stands for.
struct UpdateItem {
    enum Kind: Equatable { case prose, spec, listing }
    var kind: Kind
    /// `h2` for a heading of level 2, `p` for prose, the meaning of a block or the code of a listing.
    var kindKey: String
    /// The words of the blocks and listings of the item's `##` section (what its prose is about).
    var sectionWords: [String] = []
    /// The kind key, with the section's blocks and listings for prose.
    var key: String { kind == .prose ? kindKey + "\u{1}" + sectionWords.joined(separator: " ") : kindKey }
    /// The item's lines with their endings: a marker line above it, the blank lines after it.
    var text: String
    /// The line ending the text uses.
    var ending: String

    /// The item under an untranslated marker (unless it has one already).
    var marked: String {
        text.hasPrefix(Chapter.untranslatedMarker) ? text : Chapter.untranslatedMarker + ending + text
    }

    /// The items of a chapter's text, in order; together they are the whole text.
    static func items(of markdown: String, path: String) -> [UpdateItem] {
        let chapter = ChapterReader.parse(markdown: markdown, path: path, language: .chinese)
        let lines = TranslationSkeleton.lines(of: markdown)
        let ending = lines.first.map { $0.ending.isEmpty ? "\n" : $0.ending } ?? "\n"
        var anchors: [Int: (kind: Kind, key: String, last: Int)] = [:]
        for parsed in ParsedChapter(chapter).steps.joined() {
            let block = parsed.block
            let form = CanonicalForm(maskingStrings: true)
            let key = parsed.lines.map { TranslationSync.canonical($0, form) }.joined(separator: "\n")
            anchors[block.location.line - 1] = (.spec, "spec\n" + key, closingFence(after: block.lines.last?.location.line ?? block.location.line, in: lines))
        }
        for listing in chapter.listings {
            let last = closingFence(after: listing.lines.last?.location.line ?? listing.location.line, in: lines)
            anchors[listing.location.line - 1] = (.listing, "listing\n" + SyncedListing(listing).key, last)
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

    /// The text cut at anchors (blocks and listings), headings and runs of prose.
    private static func cut(
        _ lines: [(text: String, ending: String)], anchors: [Int: (kind: Kind, key: String, last: Int)], headings: [Int: Int], ending: String
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
                if items.isEmpty { pending += text(index...index) } else { items[items.count - 1].text += text(index...index) }
                index += 1
                continue
            }
            var last = index
            var kind = Kind.prose, key = "p"
            if let anchor = anchors[index] {
                (kind, key, last) = (anchor.kind, anchor.key, max(index, min(anchor.last, lines.count - 1)))
            } else if let level = headings[index] {
                key = "h\(level)"
            } else {
                // Prose up to a blank line, a heading or a block; a fence of another language is read whole.
                var inFence = isFence(lines[index].text)
                while last + 1 < lines.count, inFence || (!isBlank(last + 1) && anchors[last + 1] == nil && headings[last + 1] == nil) {
                    last += 1
                    if isFence(lines[last].text) { inFence = false }
                }
            }
            items.append(UpdateItem(kind: kind, kindKey: key, text: pending + text(index...last), ending: ending))
            pending = ""
            index = last + 1
        }
        if !pending.isEmpty {
            if items.isEmpty { items.append(UpdateItem(kind: .prose, kindKey: "p", text: pending, ending: ending)) } else { items[items.count - 1].text += pending }
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
