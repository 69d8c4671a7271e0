import ChapterModel
import Messages

/// An existing translation refreshed after its original changed (`chapters translate --update`).
///
/// Every chapter is cut into items (``UpdateItem``): headings, runs of prose between blank lines, spec blocks and
/// Swift listings, each with the HTML comments after it. A heading or paragraph stands for itself by its kind only
/// (its words are in another language), a spec block by what its lines mean (``CanonicalForm`` with strings
/// masked), a listing by its code (``ListingCode``). The original is read as a new skeleton writes it
/// (``TranslationSkeleton``). Then:
/// - an item of both is kept as the translation has it, translated words and all;
/// - an item only the original has is added as the skeleton has it: prose under ``Chapter/untranslatedMarker``, a
///   block or listing with the strings the translation has for its English;
/// - an item the original lost is removed;
/// - a spec block or listing whose meaning or code changed is merged line by line: each line the original still has
///   keeps its translation, each new or changed line is the original's with the translation's strings for its
///   English, and the block is marked when words are left to translate (a string, a comment).
///
/// Prose is paired in one of two ways:
/// - **Through the earlier original** (`previous`, the original as it was when the translation was made; `chapters
///   translate --update` reads it from git), segment by segment (an anchor, a heading of level 1 or 2, a block or a
///   listing, and the paragraphs after it). The earlier and the current original are both English, so each
///   paragraph is known to be unchanged, changed, moved, new or gone. A stretch the original did not change is kept
///   whole (a translator's note, a paragraph split in two). A changed heading or paragraph is the original's new
///   text under a marker, with its earlier translation kept below it in a comment (``earlierTranslationNote``). What
///   an earlier update wrote is recognised, so updating twice changes nothing.
/// - **By place**, without it (``PlacePairing``): between two anchors, paragraphs pair in order when there are as
///   many on each side. Where the counts differ, nothing says which paragraph is new, so each is the original's
///   under a marker, and the translated paragraphs are kept in comments beside them.
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
    /// How many runs of paragraphs between two anchors could not be paired by place (only without the earlier
    /// original).
    public var unpairedRuns: Int

    /// The first line of the comment that keeps a translation the original's change made out of date.
    public static let earlierTranslationNote = Chapter.earlierTranslationNote

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
        self.unpairedRuns = writer.unpairedRuns
    }
}

/// Writes the refreshed translation item by item, counting what it did.
struct UpdateWriter {
    let ending: String
    var text = ""
    var kept = 0, added = 0, removed = 0, revised = 0, unpairedRuns = 0

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
        while body.last?.isNewline == true { body.removeLast() } // "\r\n" is one Character
        guard !body.isEmpty else { return }
        let safe = body.replacingOccurrences(of: "-->", with: "-- >")
        add(TranslationUpdate.earlierTranslationNote + ending + safe + ending + "-->" + ending + ending)
    }

    // MARK: Through the earlier original

    /// The translation refreshed through the earlier original, segment by segment (``SegmentPairing``), with what the
    /// translation says for the earlier original's words (``TranslationMemory``).
    mutating func threeWay(new: [UpdateItem], base: [UpdateItem], old: [UpdateItem]) {
        let pairing = SegmentPairing(new: new, base: base, old: old)
        let memory = TranslationMemory(pairing, new: new, base: base, old: old)
        var writer = ThreeWayWriter(new: new, base: base, old: old, pairing: pairing, memory: memory, out: self)
        writer.write()
        self = writer.out
    }

    // MARK: By place

    mutating func byPlace(new: [UpdateItem], old: [UpdateItem]) {
        let pairing = PlacePairing(new, old)
        unpairedRuns = pairing.unpairedRuns
        var strings: [String: String] = [:]
        for case .same(let i, let j) in pairing.links where new[i].kind != .prose {
            strings.merge(UpdateItem.translatedStrings(new[i], old[j]), uniquingKeysWith: { first, _ in first })
        }
        for link in pairing.links {
            switch link {
            case .same(let i, let j) where new[i].key == old[j].key || new[i].kind == .prose:
                add(old[j].text)
                kept += 1
            case .same(let i, let j):
                let merged = UpdateItem.merge(new[i], base: nil, translated: old[j], strings: strings)
                add(merged.text)
                if merged.revised { revised += 1 } else { kept += 1 }
            case .new(let i):
                // New prose is marked to translate; a new block or listing is written as `chapters translate` writes
                // it, with the strings the translation has for its English.
                add(UpdateItem.fresh(new[i], strings: strings))
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
                    add(old[j].notes) // an earlier translation kept below it stays
                    removed += 1
                }
            }
        }
    }
}
