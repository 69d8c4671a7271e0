import Foundation
import LearnerResults

/// The class as its latest results show it: one entry per learner, a later result replacing an earlier one.
public struct ClassRoster: Sendable {
    /// One learner's latest result and when it arrived.
    public struct Entry: Sendable {
        public var result: LearnerResult
        /// When the server received it, or `nil` for a result read from a file (its `createdAt` is used).
        public var receivedAt: Date?
        /// Where the result came from (a file's path, or `server`), for the page's tooltips.
        public var source: String

        public init(result: LearnerResult, receivedAt: Date? = nil, source: String) {
            self.result = result
            self.receivedAt = receivedAt
            self.source = source
        }

        /// The time the page shows for this result.
        public var time: Date { receivedAt ?? result.createdAt }

        /// The first exercise, in book order, that is not passed yet: what the learner is working on.
        public var currentExercise: ExerciseResult? {
            result.exercises.first { $0.status != .passed }
        }
    }

    /// Learners in alphabetical order of their names.
    public private(set) var entries: [Entry]

    /// Keeps the latest result of each learner: the one received last (or, read from files, made last), and of two at the same
    /// moment the one given later. Names are compared after trimming white space, case kept.
    public init(_ results: [Entry]) {
        var latest: [String: (index: Int, entry: Entry)] = [:]
        for (index, entry) in results.enumerated() {
            let name = Self.key(entry.result.learner)
            if let kept = latest[name], kept.entry.time > entry.time { continue }
            latest[name] = (index, entry)
        }
        entries = latest.values.map(\.entry).sorted {
            let order = Self.key($0.result.learner).localizedStandardCompare(Self.key($1.result.learner))
            return order == .orderedAscending
        }
    }

    /// A learner's name as results are matched by: white space around it does not count.
    public static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The exercises any learner's result names: the catalogue's in book order, then any other id (a result made
    /// with another catalogue) in the order first seen, titled as its result titles it.
    public var exercises: [Exercise] {
        var named = Set<String>()
        var others: [Exercise] = []
        for entry in entries {
            for exercise in entry.result.exercises where named.insert(exercise.id).inserted {
                if ExerciseCatalogue.exercise(id: exercise.id) == nil {
                    others.append(Exercise(
                        id: exercise.id, chapter: exercise.chapter, titleEnglish: exercise.title, titleChinese: exercise.title,
                        hintEnglish: "", hintChinese: ""
                    ))
                }
            }
        }
        return ExerciseCatalogue.all.filter { named.contains($0.id) } + others
    }

    /// The chapters any learner's predictions name (file names), in book order.
    public var predictionChapters: [String] {
        var names = Set<String>()
        for entry in entries {
            for chapter in entry.result.predictions?.chapterCounts ?? [] { names.insert(chapter.chapter) }
        }
        return names.sorted()
    }

    /// How many learners passed each exercise, by id.
    public var passedCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for entry in entries {
            for exercise in entry.result.exercises where exercise.status == .passed { counts[exercise.id, default: 0] += 1 }
        }
        return counts
    }

    /// The spec lines that fail for the most learners (each learner's first failure of each exercise counts once),
    /// most first, then in book order.
    public func commonFailures(limit: Int = 10) -> [CommonFailure] {
        var tally: [CommonFailure.Key: CommonFailure] = [:]
        for entry in entries {
            for exercise in entry.result.exercises {
                guard exercise.status == .failed, let failure = exercise.firstFailure else { continue }
                let key = CommonFailure.Key(chapter: exercise.chapter, line: failure.line, text: failure.text)
                var common = tally[key] ?? CommonFailure(key: key, exerciseID: exercise.id, failure: failure, learners: [])
                common.learners.append(entry.result.learner)
                tally[key] = common
            }
        }
        return tally.values.sorted {
            if $0.learners.count != $1.learners.count { return $0.learners.count > $1.learners.count }
            if $0.key.chapter != $1.key.chapter { return $0.key.chapter < $1.key.chapter }
            return $0.key.line < $1.key.line
        }
        .prefix(limit).map { $0 }
    }
}

/// A spec line that fails for several learners, with the prose it belongs to.
public struct CommonFailure: Sendable {
    struct Key: Hashable, Sendable {
        var chapter: String
        var line: Int
        var text: String
    }
    var key: Key
    /// The exercise whose chapter holds the line.
    public var exerciseID: String
    /// The first learner's failure at that line (its message and prose).
    public var failure: FirstFailure
    /// Who fails there.
    public var learners: [String]
    /// The chapter's file name.
    public var chapter: String { key.chapter }
}
