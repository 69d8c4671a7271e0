import Foundation
import LearnerResults
import Messages
import Testing
@testable import WorkshopRunner
import TestSupport

/// The time limit of a graded run: what it measures, and what the learner reads when it stops their loop.
@Suite struct GradingTimeLimitTests {
    private let looping = """
        import SwipeEngine

        // Exercise: rewrite the body below. As written, it is the naive approach the chapter shows failing.
        // func notThisOne(in: a comment) -> Int
        struct PanClamp: PanClampDecision {
            func offset(start: Double, translation: Double,
                        leadingWidth: Double, trailingWidth: Double) -> Double {
                var value = start - translation
                while value != 0 { value += 1 }
                return value
            }
        }

        """

    @Test func theFunctionTheLearnerWroteIsNamedAsSwiftNamesIt() throws {
        let function = try require(LearnerFunction.first(in: looping))
        expectEqual(function.name, "PanClamp.offset(start:translation:leadingWidth:trailingWidth:)")
        expect(function.line == 6 && function.column == 5)
        expectEqual(function.declaration, "func offset(start: Double, translation: Double,")
        let release = try require(LearnerFunction.first(in: """
            struct ReleaseDecisionRule: ReleaseDecision {
                func opens(_ release: SwipeRelease) -> Bool { true }
            }
            """))
        expectEqual(release.name, "ReleaseDecisionRule.opens(_:)")
        let generic = try require(LearnerFunction.first(in: "func pick(_ rows: [Int], by order: (Int, Int) -> Bool) -> [Int] { rows }"))
        expectEqual(generic.name, "pick(_:by:)")
        expectEqual(LearnerFunction.first(in: "// func nothing()\nlet x = 1\n"), nil)
    }

    @Test func theLearnerReadsWhatStoppedTheRunAndWhere() throws {
        let root = NSTemporaryDirectory() + "limit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Sources/workshop", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(looping.utf8).write(to: URL(fileURLWithPath: root + "/Sources/workshop/02-PanClamp.swift"))
        let entry = KitManifest.Entry(id: "pan-clamp", file: "Sources/workshop/02-PanClamp.swift", stubDigest: "")
        let english = GradingTimeLimit.message(entry: entry, root: root, language: .english, seconds: 10, processorTime: true)
        expect(english.hasPrefix("Sources/workshop/02-PanClamp.swift:6:5: stopped after 10 s of processor time: does it loop without end?"))
        expect(english.contains("your `PanClamp.offset(start:translation:leadingWidth:trailingWidth:)`"))
        expect(english.hasSuffix("\n    func offset(start: Double, translation: Double,"))
        let chinese = GradingTimeLimit.message(entry: entry, root: root, language: .chinese, seconds: 10, processorTime: true)
        expect(chinese.hasPrefix("Sources/workshop/02-PanClamp.swift:6:5：占用处理器 10 秒后被停止：是不是有一个不会结束的循环？"))
        expect(chinese.contains("`PanClamp.offset(start:translation:leadingWidth:trailingWidth:)`"))
        // Stopped by the clock (a run that waits), or while no exercise of the learner's ran.
        let clock = GradingTimeLimit.message(entry: nil, root: root, language: .english, seconds: 60, processorTime: false)
        expect(clock.hasPrefix("stopped after 60 s: does it loop without end?"))
        expect(clock.contains("Look at the exercise you changed last"))
        let missing = KitManifest.Entry(id: "pan-clamp", file: "Sources/workshop/gone.swift", stubDigest: "")
        expect(GradingTimeLimit.message(entry: missing, root: root, language: .chinese, seconds: 10, processorTime: true)
            .hasPrefix("占用处理器 10 秒后被停止"))
    }

    @Test func theLimitIsOnProcessorTimeWithTheClockAsABackstop() {
        expectEqual(GradingTimeLimit.defaultProcessorSeconds, 10)
        expectEqual(GradingTimeLimit(processorSeconds: 10).clockSeconds, 60)
        expectEqual(GradingTimeLimit(processorSeconds: 30).clockSeconds, 180)
        // Processor time grows while this process computes (other tests run in it too: no upper bound is asserted).
        let before = GradingTimeLimit.processorTime()
        var sum = 0.0
        for index in 0..<3_000_000 { sum += Double(index % 7) }
        expect(sum > 0)
        expect(GradingTimeLimit.processorTime() > before)
    }

    @Test func theGraderTellsWhichExerciseRuns() throws {
        let progress = GradingProgress()
        expectEqual(progress.current, nil)
        let entry = KitManifest.Entry(id: "pan-clamp", file: "Sources/workshop/02-PanClamp.swift", stubDigest: "")
        progress.current = entry
        expectEqual(progress.current, entry)
        // The watchdog itself ends its process, so it is tried end to end (.ci/workshop-check), never in a test process.
    }
}
