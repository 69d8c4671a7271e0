// How the items of two chapters pair up for ``TranslationUpdate``.

/// How a stretch of paragraphs of the translation stands to the earlier original's (`earlier`) and the current
/// one's (`run`), all item indices: which current paragraph had which earlier one, which is English an earlier
/// `--update` wrote, and which translated paragraph translates which earlier one.
struct RunStep {
    /// The translation's paragraphs under an untranslated marker, and the others.
    var english: [Int], done: [Int]
    /// A current paragraph's earlier one (the same or changed), and the English that stands for it in the translation.
    var earlierOf: [Int: Int] = [:], englishOf: [Int: Int] = [:]
    /// An earlier paragraph's translation, when the translated ones are as many as the earlier ones they stand for.
    var map: [Int: Int] = [:]
    var inStep = false
    /// The current original's paragraphs of the stretch.
    let run: [Int]

    init(earlier: [Int], translated: [Int], run: [Int], base: [UpdateItem], old: [UpdateItem], new: [UpdateItem]) {
        self.run = run
        let english = translated.filter { old[$0].isUntranslated }
        self.english = english
        done = translated.filter { !old[$0].isUntranslated }
        let pairs = TranslationAlignment.align(earlier.map { base[$0].body }, run.map { new[$0].body }) { x, y in
            UpdateItem.likeness(base[earlier[x]], new[run[y]])
        }
        for pair in pairs {
            if let x = pair.original, let y = pair.translation, base[earlier[x]].kindKey == new[run[y]].kindKey { earlierOf[run[y]] = earlier[x] }
        }
        var used = Set<Int>()
        for i in run {
            if let j = english.first(where: { !used.contains($0) && old[$0].body == new[i].body }) {
                englishOf[i] = j
                used.insert(j)
            }
        }
        // An earlier paragraph whose place an earlier `--update` gave to the original's new words has no translation
        // among the translated ones.
        let earlierOf = self.earlierOf
        let replaced = Set(englishOf.keys.compactMap { earlierOf[$0] })
        let translatedOnes = earlier.filter { !replaced.contains($0) }
        inStep = translatedOnes.count == done.count
        if inStep { for (x, y) in zip(translatedOnes, done) { map[x] = y } }
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
        var oldProse: [Int] = [], english: [Int] = []
        var underOwnHeading = false
        for j in b {
            if old[j].isUntranslated && old[j].kind == .prose && !Self.isSectionHeading(old[j]) {
                english.append(j) // the original's words, written by an earlier `--update`: paired by their text
            } else if old[j].kind != .prose || Self.isSectionHeading(old[j]) {
                underOwnHeading = Self.isSectionHeading(old[j])
                links.append(.old(j, keep: false))
            } else if underOwnHeading {
                links.append(.old(j, keep: false))
            } else {
                oldProse.append(j)
            }
        }
        var newProse: [Int] = [], matched: [Int: Int] = [:]
        underOwnHeading = false
        for i in a {
            if new[i].kind != .prose || Self.isSectionHeading(new[i]) {
                underOwnHeading = Self.isSectionHeading(new[i])
            } else if let j = english.first(where: { old[$0].body == new[i].body && !matched.values.contains($0) }) {
                matched[i] = j
            } else if !underOwnHeading {
                newProse.append(i)
            }
        }
        for j in english where !matched.values.contains(j) { links.append(.old(j, keep: false)) }
        let inOrder = newProse.count == oldProse.count
        if !inOrder && !newProse.isEmpty && !oldProse.isEmpty { unpairedRuns += 1 }
        var next = 0
        for i in a {
            if let j = matched[i] {
                links.append(.same(i, j))
                continue
            }
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
