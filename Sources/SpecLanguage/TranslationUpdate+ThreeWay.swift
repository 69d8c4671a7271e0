/// The three chapters of a refresh through the earlier original, cut into segments (``UpdateItem/segments(_:)``) and
/// paired: the earlier original's with the current one's by their text, and with the translation's by their structure.
struct SegmentPairing {
    let n: [UpdateItem.Segment], b: [UpdateItem.Segment], o: [UpdateItem.Segment]
    /// Segment 0 of each side is what comes before the first anchor: they pair.
    var baseOfNew: [Int: Int] = [0: 0], oldOfBase: [Int: Int] = [0: 0], oldOfNew: [Int: Int] = [:]
    var baseOfOld: [Int: Int] = [:], newOfBase: [Int: Int] = [:]
    /// The translation's segments some current segment stands for.
    var claimed: Set<Int> = []

    init(new: [UpdateItem], base: [UpdateItem], old: [UpdateItem]) {
        n = UpdateItem.segments(new)
        b = UpdateItem.segments(base)
        o = UpdateItem.segments(old)
        pairByText(new: new, base: base)
        pairByStructure(base: base, old: old)
        baseOfOld = Dictionary(oldOfBase.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (segment, earlier) in baseOfNew {
            oldOfNew[segment] = oldOfBase[earlier]
            newOfBase[earlier] = segment
        }
        // A segment the earlier original lacks may be in the translation already: a block `--update` added before,
        // or a heading it added in English.
        for segment in n.indices.dropFirst() where oldOfNew[segment] == nil {
            let item = new[n[segment].anchor!]
            let taken = Set(oldOfNew.values)
            oldOfNew[segment] = o.indices.dropFirst().first { candidate in
                let other = old[o[candidate].anchor!]
                guard baseOfOld[candidate] == nil, !taken.contains(candidate) else { return false }
                return item.kind == .prose ? other.isUntranslated && other.body == item.body : other.kind == item.kind && other.key == item.key
            }
        }
        claimed = Set(oldOfNew.values)
    }

    /// The earlier and the current original's anchors, both English: aligned by their text, then a section, block
    /// or listing the original moved by the same text elsewhere.
    private mutating func pairByText(new: [UpdateItem], base: [UpdateItem]) {
        let nA = Array(n.indices.dropFirst()), bA = Array(b.indices.dropFirst())
        func earlier(_ x: Int) -> UpdateItem { base[b[bA[x]].anchor!] }
        func current(_ y: Int) -> UpdateItem { new[n[nA[y]].anchor!] }
        for pair in TranslationAlignment.align(bA.indices.map { earlier($0).body }, nA.indices.map { current($0).body }, similarity: {
            UpdateItem.likeness(earlier($0), current($1))
        }) {
            guard let x = pair.original, let y = pair.translation, UpdateItem.likeness(earlier(x), current(y)) > 0 else { continue }
            baseOfNew[nA[y]] = bA[x]
        }
        var paired = Set(baseOfNew.values)
        for y in nA.indices where baseOfNew[nA[y]] == nil {
            if let x = bA.indices.first(where: { !paired.contains(bA[$0]) && earlier($0).body == current(y).body }) {
                baseOfNew[nA[y]] = bA[x]
                paired.insert(bA[x])
            }
        }
    }

    /// The earlier original's anchors and the translation's: aligned by their structure, then one left over with the
    /// most alike the translation has elsewhere (moved by an earlier `--update`), if it stands for it.
    private mutating func pairByStructure(base: [UpdateItem], old: [UpdateItem]) {
        let bA = Array(b.indices.dropFirst()), oA = Array(o.indices.dropFirst())
        func earlier(_ x: Int) -> UpdateItem { base[b[bA[x]].anchor!] }
        func translated(_ y: Int) -> UpdateItem { old[o[oA[y]].anchor!] }
        for pair in TranslationAlignment.align(bA.indices.map { earlier($0).key }, oA.indices.map { translated($0).key }, similarity: {
            UpdateItem.alike(earlier($0), translated($1))
        }) {
            guard let x = pair.original, let y = pair.translation, UpdateItem.pairs(earlier(x), translated(y)) else { continue }
            oldOfBase[bA[x]] = oA[y]
        }
        var paired = Set(oldOfBase.values)
        for x in bA.indices where oldOfBase[bA[x]] == nil {
            let candidates = oA.indices.filter { !paired.contains(oA[$0]) && UpdateItem.pairs(earlier(x), translated($0)) }
            if let y = candidates.max(by: { UpdateItem.alike(earlier(x), translated($0)) < UpdateItem.alike(earlier(x), translated($1)) }) {
                oldOfBase[bA[x]] = oA[y]
                paired.insert(oA[y])
            }
        }
    }
}

/// What the translation says for the earlier original's words, and how each stretch of paragraphs stands.
struct TranslationMemory {
    /// A translated paragraph or heading by its earlier English, where the two were in step.
    var translationOf: [String: Int] = [:]
    /// A translated string or comment by its English, from the blocks and listings.
    var strings: [String: String] = [:]
    /// Each current segment's stretch with its earlier one and the translation's.
    var steps: [Int: RunStep] = [:]
    /// A paragraph the original moved and reworded at once → the translation it takes (kept beside it).
    var movedFrom: [Int: Int] = [:]
    let newBodies: Set<String>

    init(_ p: SegmentPairing, new: [UpdateItem], base: [UpdateItem], old: [UpdateItem]) {
        newBodies = Set(new.map(\.body))
        for (earlier, segment) in p.oldOfBase {
            if let x = p.b[earlier].anchor, let y = p.o[segment].anchor {
                if base[x].kind == .prose, !old[y].isUntranslated { translationOf[base[x].body] = translationOf[base[x].body] ?? y }
                if base[x].kind != .prose { strings.merge(UpdateItem.translatedStrings(base[x], old[y]), uniquingKeysWith: { first, _ in first }) }
            }
            let run = p.newOfBase[earlier].map { p.n[$0].run } ?? []
            let mapped = RunStep(earlier: p.b[earlier].run, translated: p.o[segment].run, run: run, base: base, old: old, new: new)
            for (x, y) in mapped.map { translationOf[base[x].body] = translationOf[base[x].body] ?? y }
        }
        for segment in p.n.indices {
            let earlier = p.baseOfNew[segment].map { p.b[$0].run } ?? [], translated = p.oldOfNew[segment].map { p.o[$0].run } ?? []
            steps[segment] = RunStep(earlier: earlier, translated: translated, run: p.n[segment].run, base: base, old: old, new: new)
        }
        findMovedAndReworded(new: new, base: base)
    }

    /// A new paragraph like one the original no longer has anywhere takes that one's translation.
    private mutating func findMovedAndReworded(new: [UpdateItem], base: [UpdateItem]) {
        let reached = Set(steps.values.flatMap { $0.earlierOf.values })
        var gone = base.indices.filter { base[$0].kind == .prose && !base[$0].isAnchor && !reached.contains($0) && !newBodies.contains(base[$0].body) }
            .compactMap { x in translationOf[base[x].body].map { (earlier: x, translation: $0) } }
        for segment in steps.keys.sorted() {
            let mapped = steps[segment]!
            for i in mapped.run where mapped.earlierOf[i] == nil && mapped.englishOf[i] == nil && translationOf[new[i].body] == nil {
                func likeness(_ k: Int) -> Double { TranslationAlignment.overlap(base[gone[k].earlier].words, new[i].words) }
                if let best = gone.indices.max(by: { likeness($0) < likeness($1) }), likeness(best) >= 0.5 {
                    movedFrom[i] = gone[best].translation
                    gone.remove(at: best)
                }
            }
        }
    }
}

/// Writes the refreshed translation through the earlier original, segment by segment.
struct ThreeWayWriter {
    let new: [UpdateItem], base: [UpdateItem], old: [UpdateItem]
    let pairing: SegmentPairing, memory: TranslationMemory
    var out: UpdateWriter
    /// The translation's items written (or taken by a paragraph moved elsewhere).
    var written = Set<Int>()

    mutating func write() {
        let p = pairing
        for segment in p.n.indices {
            let earlier = p.baseOfNew[segment], translated = p.oldOfNew[segment]
            if let i = p.n[segment].anchor {
                writeAnchor(i, earlier: earlier.flatMap { p.b[$0].anchor }, translated: translated.flatMap { p.o[$0].anchor })
            }
            writeRun(p.n[segment].run, earlier: earlier.map { p.b[$0].run }, translated: translated.map { p.o[$0].run } ?? [],
                     step: memory.steps[segment]!)
            if let translated { writeOwn(after: translated) }
        }
        // The translation's segments whose earlier original the current one lost.
        for segment in Set(p.oldOfBase.values) where !p.claimed.contains(segment) {
            out.removed += (p.o[segment].anchor.map { written.contains($0) ? 0 : 1 } ?? 0) + p.o[segment].run.count { !written.contains($0) }
        }
    }

    private mutating func keep(_ j: Int) {
        out.add(old[j].text)
        written.insert(j)
        out.kept += 1
    }

    /// The current item under a marker, the translation's `j` kept beside it.
    private mutating func revise(_ item: UpdateItem, earlier j: Int) {
        out.add(item.marked)
        out.addEarlier(old[j])
        written.insert(j)
        out.revised += 1
    }

    private mutating func writeAnchor(_ i: Int, earlier: Int?, translated: Int?) {
        let item = new[i]
        guard let j = translated else {
            out.add(UpdateItem.fresh(item, strings: memory.strings))
            out.added += 1
            return
        }
        written.insert(j)
        if item.kind == .prose, old[j].isUntranslated {
            // A heading an earlier `--update` wrote in English: still the original's, or changed again.
            if old[j].body == item.body { return keep(j) }
            out.add(item.marked)
            out.add(old[j].notes)
            out.revised += 1
        } else if earlier.map({ base[$0].body == item.body }) ?? (item.kind != .prose && old[j].key == item.key) {
            keep(j)
        } else if item.kind == .prose {
            revise(item, earlier: j)
        } else {
            let merged = UpdateItem.merge(item, base: earlier.map { base[$0] }, translated: old[j], strings: memory.strings)
            out.add(merged.text)
            if merged.revised { out.revised += 1 } else { out.kept += 1 }
        }
    }

    private mutating func writeRun(_ run: [Int], earlier: [Int]?, translated: [Int], step mapped: RunStep) {
        // A stretch the original did not change keeps its translation whole: notes, split paragraphs and all.
        if let earlier, earlier.map({ base[$0].body }) == run.map({ new[$0].body }), !translated.contains(where: { old[$0].isUntranslated }) {
            for j in translated { keep(j) }
            return
        }
        let inStep = earlier != nil && mapped.inStep
        var used = Set<Int>()
        for i in run {
            let item = new[i]
            if let j = mapped.englishOf[i] {
                used.insert(j) // English that `--update` wrote before, still the original's
                keep(j)
            } else if let x = mapped.earlierOf[i], let j = mapped.map[x], !written.contains(j) {
                if base[x].body == item.body { keep(j) } else { revise(item, earlier: j) }
            } else if let j = memory.translationOf[item.body], !written.contains(j) {
                keep(j) // moved here from elsewhere in the chapter
            } else if let j = memory.movedFrom[i], !written.contains(j) {
                revise(item, earlier: j) // moved here and reworded
            } else {
                out.add(item.marked)
                out.added += 1
            }
        }
        for j in mapped.english where !used.contains(j) {
            out.add(old[j].notes) // the English it held is gone; an earlier translation below it is not
            out.removed += 1
        }
        let taken = Set(memory.movedFrom.values)
        for j in mapped.done where !written.contains(j) && !taken.contains(j) {
            if inStep {
                // Gone with its original, unless the original moved it to another stretch.
                let source = mapped.map.first { $0.value == j }?.key
                if !(source.map { memory.newBodies.contains(base[$0].body) } ?? false) { out.removed += 1 }
            } else {
                out.addEarlier(old[j]) // not in step: it may translate a paragraph of this stretch
                written.insert(j)
                out.revised += 1
            }
        }
    }

    /// The translator's own segments (paired with nothing) stay after the segment before them; segments the original
    /// lost are passed over (counted in ``write()``).
    private mutating func writeOwn(after segment: Int) {
        let p = pairing
        var next = segment + 1
        while next < p.o.count, !p.claimed.contains(next) {
            if p.baseOfOld[next] == nil {
                if p.o[next].anchor.map({ old[$0].isUntranslated }) == true {
                    out.removed += 1 + p.o[next].run.count // English `--update` wrote before, for what the original no longer has
                } else {
                    for j in [p.o[next].anchor].compactMap({ $0 }) + p.o[next].run { keep(j) }
                }
            }
            next += 1
        }
    }
}
