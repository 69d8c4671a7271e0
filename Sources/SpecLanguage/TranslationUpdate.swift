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
private struct UpdateWriter {
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

    /// The translation refreshed through the earlier original, section by section: each chapter is cut into
    /// segments (a heading of level 1 or 2, a spec block or a listing, and the paragraphs after it). The earlier
    /// and the current original are paired by their text, the earlier original and the translation by structure.
    mutating func threeWay(new: [UpdateItem], base: [UpdateItem], old: [UpdateItem]) {
        let n = UpdateItem.segments(new), b = UpdateItem.segments(base), o = UpdateItem.segments(old)
        // Segment 0 of each side is what comes before the first anchor: they pair.
        var baseOfNew: [Int: Int] = [0: 0], oldOfBase: [Int: Int] = [0: 0]
        let nA = Array(n.indices.dropFirst()), bA = Array(b.indices.dropFirst()), oA = Array(o.indices.dropFirst())
        func anchor(_ items: [UpdateItem], _ segments: [UpdateItem.Segment], _ index: Int) -> UpdateItem { items[segments[index].anchor!] }
        let byText = TranslationAlignment.align(bA.map { anchor(base, b, $0).body }, nA.map { anchor(new, n, $0).body }) { x, y in
            UpdateItem.likeness(anchor(base, b, bA[x]), anchor(new, n, nA[y]))
        }
        for pair in byText {
            guard let x = pair.original, let y = pair.translation,
                  UpdateItem.likeness(anchor(base, b, bA[x]), anchor(new, n, nA[y])) > 0 else { continue }
            baseOfNew[nA[y]] = bA[x]
        }
        // A section, block or listing the original moved: the same text elsewhere.
        var pairedBase = Set(baseOfNew.values)
        for segment in nA where baseOfNew[segment] == nil {
            let body = anchor(new, n, segment).body
            if let earlier = bA.first(where: { !pairedBase.contains($0) && anchor(base, b, $0).body == body }) {
                baseOfNew[segment] = earlier
                pairedBase.insert(earlier)
            }
        }
        let byStructure = TranslationAlignment.align(bA.map { anchor(base, b, $0).key }, oA.map { anchor(old, o, $0).key }) { x, y in
            UpdateItem.alike(anchor(base, b, bA[x]), anchor(old, o, oA[y]))
        }
        for pair in byStructure {
            guard let x = pair.original, let y = pair.translation, UpdateItem.pairs(anchor(base, b, bA[x]), anchor(old, o, oA[y])) else { continue }
            oldOfBase[bA[x]] = oA[y]
        }
        // A section, block or listing the translation has elsewhere (moved by an earlier `--update`): the one most
        // alike among those left, if it stands for it.
        var pairedOld = Set(oldOfBase.values)
        for segment in bA where oldOfBase[segment] == nil {
            let item = anchor(base, b, segment)
            let candidates = oA.filter { !pairedOld.contains($0) && UpdateItem.pairs(item, anchor(old, o, $0)) }
            if let other = candidates.max(by: { UpdateItem.alike(item, anchor(old, o, $0)) < UpdateItem.alike(item, anchor(old, o, $1)) }) {
                oldOfBase[segment] = other
                pairedOld.insert(other)
            }
        }
        let baseOfOld = Dictionary(oldOfBase.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var oldOfNew: [Int: Int] = [:]
        for (segment, earlier) in baseOfNew { oldOfNew[segment] = oldOfBase[earlier] }
        // A segment the earlier original lacks may be in the translation already: a block `--update` added before,
        // or a heading it added in English.
        for segment in nA where oldOfNew[segment] == nil {
            let item = anchor(new, n, segment)
            let claimed = Set(oldOfNew.values)
            oldOfNew[segment] = oA.first { candidate in
                let other = anchor(old, o, candidate)
                guard baseOfOld[candidate] == nil, !claimed.contains(candidate) else { return false }
                return item.kind == .prose ? other.isUntranslated && other.body == item.body : other.kind == item.kind && other.key == item.key
            }
        }
        let claimed = Set(oldOfNew.values)

        // How each stretch of the translation stands to the earlier original's and the current one's.
        var newOfBase: [Int: Int] = [:]
        for (segment, earlier) in baseOfNew { newOfBase[earlier] = segment }
        func step(earlier: [Int], translated: [Int], run: [Int]) -> RunStep {
            RunStep(earlier: earlier, translated: translated, run: run, base: base, old: old, new: new)
        }
        // What the translation says for the earlier original's words: its paragraphs and headings by their English,
        // where the two were in step; its strings by their English, from the blocks and listings.
        var translationOf: [String: Int] = [:], strings: [String: String] = [:]
        for (earlier, segment) in oldOfBase {
            if let x = b[earlier].anchor, let y = o[segment].anchor {
                if base[x].kind == .prose, !old[y].isUntranslated { translationOf[base[x].body] = translationOf[base[x].body] ?? y }
                if base[x].kind != .prose { strings.merge(UpdateItem.translatedStrings(base[x], old[y]), uniquingKeysWith: { first, _ in first }) }
            }
            let mapped = step(earlier: b[earlier].run, translated: o[segment].run, run: newOfBase[earlier].map { n[$0].run } ?? [])
            for (x, y) in mapped.map { translationOf[base[x].body] = translationOf[base[x].body] ?? y }
        }
        let newBodies = Set(new.map(\.body))
        var written = Set<Int>()
        // Each stretch of the current original with its earlier one and the translation's.
        var steps: [Int: RunStep] = [:]
        for segment in n.indices {
            let earlier = baseOfNew[segment], translated = oldOfNew[segment]
            steps[segment] = step(earlier: earlier.map { b[$0].run } ?? [], translated: translated.map { o[$0].run } ?? [], run: n[segment].run)
        }
        // A paragraph the original moved and reworded at once: a new paragraph like one the original no longer has
        // anywhere takes that one's translation, kept beside it.
        let reached = Set(steps.values.flatMap { $0.earlierOf.values })
        var gone = base.indices.filter { base[$0].kind == .prose && !base[$0].isAnchor && !reached.contains($0) && !newBodies.contains(base[$0].body) }
            .compactMap { x in translationOf[base[x].body].map { (earlier: x, translation: $0) } }
        var movedFrom: [Int: Int] = [:] // a new paragraph → the translation it takes
        for segment in n.indices {
            guard let mapped = steps[segment] else { continue }
            for i in n[segment].run where mapped.earlierOf[i] == nil && mapped.englishOf[i] == nil && translationOf[new[i].body] == nil {
                let best = gone.indices.max { TranslationAlignment.overlap(base[gone[$0].earlier].words, new[i].words)
                    < TranslationAlignment.overlap(base[gone[$1].earlier].words, new[i].words) }
                if let best, TranslationAlignment.overlap(base[gone[best].earlier].words, new[i].words) >= 0.5 {
                    movedFrom[i] = gone[best].translation
                    gone.remove(at: best)
                }
            }
        }
        let taken = Set(movedFrom.values)

        func keep(_ j: Int) {
            add(old[j].text)
            written.insert(j)
            kept += 1
        }
        func addNew(_ item: UpdateItem) {
            add(UpdateItem.fresh(item, strings: strings))
            added += 1
        }
        func writeAnchor(_ i: Int, earlier: Int?, translated: Int?) {
            let item = new[i]
            guard let j = translated else { return addNew(item) }
            written.insert(j)
            // A heading an earlier `--update` wrote in English: still the original's, or changed again.
            if item.kind == .prose, old[j].isUntranslated {
                if old[j].body == item.body {
                    add(old[j].text)
                    kept += 1
                } else {
                    add(item.marked)
                    add(old[j].notes)
                    revised += 1
                }
                return
            }
            let unchanged = earlier.map { base[$0].body == item.body } ?? (item.kind != .prose && old[j].key == item.key)
            if unchanged {
                add(old[j].text)
                kept += 1
            } else if item.kind == .prose {
                add(item.marked)
                addEarlier(old[j])
                revised += 1
            } else {
                let merged = UpdateItem.merge(item, base: earlier.map { base[$0] }, translated: old[j], strings: strings)
                add(merged.text)
                if merged.revised { revised += 1 } else { kept += 1 }
            }
        }
        func writeRun(_ run: [Int], earlier: [Int]?, translated: [Int], step mapped: RunStep) {
            // A stretch the original did not change keeps its translation whole: notes, split paragraphs and all.
            if let earlier, earlier.map({ base[$0].body }) == run.map({ new[$0].body }), !translated.contains(where: { old[$0].isUntranslated }) {
                for j in translated { keep(j) }
                return
            }
            let english = mapped.english, done = mapped.done, map = mapped.map, inStep = earlier != nil && mapped.inStep
            let earlierOf = mapped.earlierOf
            var used = Set<Int>()
            for i in run {
                let item = new[i]
                // English that `--update` wrote before, still the original's.
                if let j = mapped.englishOf[i] {
                    used.insert(j)
                    keep(j)
                    continue
                }
                if let x = earlierOf[i], let j = map[x], !written.contains(j) {
                    if base[x].body == item.body {
                        keep(j)
                    } else {
                        add(item.marked)
                        addEarlier(old[j])
                        written.insert(j)
                        revised += 1
                    }
                } else if let j = translationOf[item.body], !written.contains(j) {
                    keep(j) // moved here from elsewhere in the chapter
                } else if let j = movedFrom[i], !written.contains(j) {
                    add(item.marked)
                    addEarlier(old[j]) // moved here and reworded
                    written.insert(j)
                    revised += 1
                } else {
                    add(item.marked)
                    added += 1
                }
            }
            for j in english where !used.contains(j) {
                add(old[j].notes) // the English it held is gone; an earlier translation below it is not
                removed += 1
            }
            for j in done where !written.contains(j) && !taken.contains(j) {
                if inStep {
                    // Gone with its original, unless the original moved it to another stretch.
                    let source = map.first { $0.value == j }?.key
                    if !(source.map { newBodies.contains(base[$0].body) } ?? false) { removed += 1 }
                } else {
                    addEarlier(old[j]) // not in step: it may translate a paragraph of this stretch
                    written.insert(j)
                    revised += 1
                }
            }
        }
        // The translator's own segments (paired with nothing) stay after the segment before them; segments the
        // original lost are passed over (counted below).
        func writeOwn(after segment: Int) {
            var next = segment + 1
            while next < o.count, !claimed.contains(next) {
                if baseOfOld[next] == nil {
                    if o[next].anchor.map({ old[$0].isUntranslated }) == true {
                        removed += 1 + o[next].run.count // English `--update` wrote before, for what the original no longer has
                    } else {
                        for j in [o[next].anchor].compactMap({ $0 }) + o[next].run { keep(j) }
                    }
                }
                next += 1
            }
        }

        for segment in n.indices {
            let earlier = baseOfNew[segment], translated = oldOfNew[segment]
            if let i = n[segment].anchor {
                writeAnchor(i, earlier: earlier.flatMap { b[$0].anchor }, translated: translated.flatMap { o[$0].anchor })
            }
            writeRun(n[segment].run, earlier: earlier.map { b[$0].run }, translated: translated.map { o[$0].run } ?? [],
                     step: steps[segment] ?? step(earlier: [], translated: [], run: n[segment].run))
            if let translated { writeOwn(after: translated) }
        }
        // The translation's segments whose earlier original the current one lost.
        for segment in Set(oldOfBase.values) where !claimed.contains(segment) {
            removed += (o[segment].anchor.map { written.contains($0) ? 0 : 1 } ?? 0) + o[segment].run.count { !written.contains($0) }
        }
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
