import AppHost
import ChapterModel
import Foundation
import SpecLanguage
import Testing
import TestSupport

/// An app made of one book chapter's files (`swift ios file=` listings, in order), optionally changed by a few
/// text replacements into a wrong app, built once per test run and checked against spec blocks written here.
struct ChapterFilesApp: Sendable {
    let chapter: String
    let changes: [(String, String)]

    /// The chapter's file listings, each change applied (each must change something, so a wrong app is wrong).
    func code() throws -> String {
        let text = try String(contentsOfFile: "\(BookApps.root)/Chapters/en/\(chapter)", encoding: .utf8)
        var listings: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift ios file=") {
                current = [line]
            } else if current != nil {
                current?.append(line)
                if line == "```" {
                    listings.append(current!.joined(separator: "\n"))
                    current = nil
                }
            }
        }
        var code = listings.joined(separator: "\n\n")
        for (old, new) in changes {
            expect(code.contains(old), "the wrong app's change does not apply: \(old)")
            code = code.replacingOccurrences(of: old, with: new)
        }
        return code
    }

    /// Builds the app in a one-chapter book of its own.
    func build() throws -> (String, AppExecutable) {
        let folder = TestFolders.fresh("apphost-files").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/01-app.md"
        try ("# App\n\n" + code() + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let chapter = try ChapterReader.read(file: path)
        let build = BookApps.build()
        let package = try require(build.checker.readerApp(for: chapter))
        let result = build.build(package)
        let app = try require(result.executable, "the app did not build: \(result)")
        return (path, app)
    }

    /// `spec` as one block after the app's files, checked against `built`.
    static func check(_ built: Result<(String, AppExecutable), Error>, code: String, _ spec: String) throws -> [AppBlockCheck.Line] {
        let (path, app) = try built.get()
        let markdown = "# App\n\n" + code + "\n\n## One\n\n```spec\n" + spec + "\n```\n"
        return AppBlockCheck.check(ParsedChapter(ChapterReader.parse(markdown: markdown, path: path), suggesting: false), app: app)
    }
}

/// Chapter 13's floating header, and a wrong one: its picture hangs from its middle (no top anchor) and stretches
/// only in height on a pull, and its header keeps the touches on its background (its hit test returns itself).
enum HeaderApps {
    static let good = ChapterFilesApp(chapter: "13-floating-header.md", changes: [])
    static let wrong = ChapterFilesApp(chapter: "13-floating-header.md", changes: [
        ("        picture.layer.anchorPoint = CGPoint(x: 0.5, y: 0)\n", ""),
        ("return hit === self ? touchTarget : hit", "return hit"),
        ("CGAffineTransform(scaleX: scale, y: scale)", "CGAffineTransform(scaleX: 1, y: scale)"),
    ])
    static let builtGood = Result { try good.build() }
    static let builtWrong = Result { try wrong.build() }
}

/// Chapter 7's long press, and a wrong one: it lifts the row below the finger, and its drop leaves the snapshot on
/// the table.
enum LiftApps {
    static let good = ChapterFilesApp(chapter: "07-long-press-to-move.md", changes: [])
    static let wrong = ChapterFilesApp(chapter: "07-long-press-to-move.md", changes: [
        ("guard let path = tableView.indexPathForRow(at: point), let cell", "guard let path = tableView.indexPathForRow(at: CGPoint(x: point.x, y: point.y + 44)), let cell"),
        ("        }, completion: { _ in\n            picture.removeFromSuperview()\n", "        }, completion: { _ in\n"),
    ])
    static let builtGood = Result { try good.build() }
    static let builtWrong = Result { try wrong.build() }
}

@Suite(.serialized) struct AppHeaderAndLiftTests {
    static let pull = """
    table 30 rows
    header view 180 min 60
    pull down 45
    expect content offset -45
    expect header height 225
    expect header picture scale 1.25
    expect header picture offset 0
    expect row 0 y 225
    release
    expect content offset 0
    expect header height 180
    expect header picture scale 1
    """

    static let panOnHeader = """
    table 30 rows
    header view 180 min 60
    pan header by -100
    expect content offset 100
    expect header height 80
    expect header picture offset -50
    tap "Back" in header
    tap "Share" in header
    expect error "no button \\"Share\\""
    """

    @Test func aPullIsAFingerThatTravelsAsFarAsTheRubberBandNeeds() throws {
        let lines = try ChapterFilesApp.check(HeaderApps.builtGood, code: HeaderApps.good.code(), Self.pull)
        expectEqual(lines.count, 12)
        expect(lines.allSatisfy { $0.failure == nil && $0.engineOnly == nil }, "\(lines.map { ($0.failure ?? $0.engineOnly)?.english })")
    }

    @Test func aPanOnTheHeaderAndItsButtonsGoThroughTheAppsHitTesting() throws {
        let lines = try ChapterFilesApp.check(HeaderApps.builtGood, code: HeaderApps.good.code(), Self.panOnHeader)
        expectEqual(lines.count, 9)
        expect(lines.allSatisfy { $0.failure == nil && $0.engineOnly == nil }, "\(lines.map { ($0.failure ?? $0.engineOnly)?.english })")
    }

    @Test func aPictureThatStretchesOnlyInHeightFailsTheScaleWithBothSides() throws {
        let lines = try ChapterFilesApp.check(HeaderApps.builtWrong, code: HeaderApps.wrong.code(), Self.pull)
        let failures = lines.compactMap(\.failure)
        expectEqual(failures.count, 1)
        expectEqual(failures.first?.english, "against your app: the header's picture has another scale: your app shows 1; the spec block says 1.25")
        expectEqual(failures.first?.chinese.hasPrefix("对照你的应用：头部视图图片的缩放不对：你的应用显示的是 1；"), true)
    }

    @Test func aPictureHungFromItsMiddleFailsTheParallaxWithBothSides() throws {
        let lines = try ChapterFilesApp.check(HeaderApps.builtWrong, code: HeaderApps.wrong.code(), """
        table 30 rows
        header view 180 min 60
        scroll to 90
        expect header picture offset -45
        """)
        expectEqual(lines[3].failure?.english, "against your app: the header's picture is elsewhere: your app shows -135; the spec block says -45")
    }

    @Test func aHeaderThatKeepsItsTouchesFailsTheDragWithBothSides() throws {
        let lines = try ChapterFilesApp.check(HeaderApps.builtWrong, code: HeaderApps.wrong.code(), Self.panOnHeader)
        expect(lines[2].failure == nil && lines[2].engineOnly == nil, "the drag is performed; where it goes is the app's hit test")
        expectEqual(lines[3].failure?.english, "against your app: the table is scrolled elsewhere: your app shows 0; the spec block says 100")
        expect(lines.dropFirst(4).allSatisfy { $0.engineOnly != nil })
    }

    @Test func aPullFartherThanTheRubberBandGoesIsRefusedByName() throws {
        let lines = try ChapterFilesApp.check(HeaderApps.builtGood, code: HeaderApps.good.code(), """
        table 30 rows
        header view 180 min 60
        pull down 600
        """)
        expectEqual(lines[2].failure?.english.contains("cannot pull the table 600 points down"), true)
        expectEqual(lines[2].failure?.chinese.contains("无法把表格下拉 600 点"), true)
    }

    static let lift = """
    table 30 rows titled "Song {n}"
    long-press row 2
    expect lifted row 2
    expect lifted "Song 3"
    drop
    expect nothing lifted
    """

    @Test func theLiftedRowIsTheSnapshotAndTheHiddenCellOfTheApp() throws {
        let lines = try ChapterFilesApp.check(LiftApps.builtGood, code: LiftApps.good.code(), Self.lift + """

        long-press row 2 for 0.5s
        expect nothing lifted
        long-press row 4
        drag to row 7
        expect lifted row 7
        expect lifted "Song 5"
        drop
        expect nothing lifted
        """)
        expectEqual(lines.count, 14)
        expect(lines.allSatisfy { $0.failure == nil && $0.engineOnly == nil }, "\(lines.map { ($0.failure ?? $0.engineOnly)?.english })")
    }

    @Test func anAppThatLiftsAnotherRowFailsWithBothSides() throws {
        let lines = try ChapterFilesApp.check(LiftApps.builtWrong, code: LiftApps.wrong.code(), Self.lift)
        expectEqual(lines[2].failure?.english, "against your app: the row lifted off the table (a snapshot floating over its hidden cell): your app shows row 3; the spec block says row 2")
        expectEqual(lines[2].failure?.chinese.hasPrefix("对照你的应用：从表格上提起的行"), true)
    }

    @Test func aSnapshotLeftOnTheTableIsALiftedRowToAPerson() throws {
        let lines = try ChapterFilesApp.check(LiftApps.builtWrong, code: LiftApps.wrong.code(), """
        table 30 rows titled "Song {n}"
        long-press row 2
        expect lifted "Song 4"
        drop
        expect nothing lifted
        """)
        expect(lines[2].failure == nil && lines[2].engineOnly == nil)
        expectEqual(lines[4].failure?.english, "against your app: the row lifted off the table (a snapshot floating over its hidden cell): your app shows a snapshot of \"Song 4\"; the spec block says nothing lifted")
    }
}
