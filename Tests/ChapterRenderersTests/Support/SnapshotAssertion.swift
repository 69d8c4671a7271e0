import Foundation
import Testing

/// Compares text with an expected file in `Snapshots/`, next to this folder.
///
/// Expected files are re-recorded only on purpose: run with `RECORD_SNAPSHOTS=1`, which writes them and
/// fails the test so that a recording never passes unnoticed. A missing or different file fails with a
/// message saying where the actual text was written.
func assertSnapshot(_ actual: String, named name: String, fileExtension: String = "svg", sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = snapshotsFolder
    let expectedFile = folder.appendingPathComponent("\(name).\(fileExtension)")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
            Issue.record("recorded \(expectedFile.path); run again without RECORD_SNAPSHOTS to check it", sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot record \(expectedFile.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: expectedFile, encoding: .utf8) else {
        Issue.record("no snapshot at \(expectedFile.path); record it on purpose with RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
        return
    }
    guard actual != expected else { return }
    let actualFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.\(fileExtension)")
    try? actual.write(to: actualFile, atomically: true, encoding: .utf8)
    let firstDifference = zip(actual.split(separator: "\n", omittingEmptySubsequences: false), expected.split(separator: "\n", omittingEmptySubsequences: false))
        .enumerated().first { $0.element.0 != $0.element.1 }
    let where_ = firstDifference.map { "line \($0.offset + 1):\n  expected: \($0.element.1)\n  actual:   \($0.element.0)" } ?? "in length"
    Issue.record("""
        \(name).\(fileExtension) differs from its snapshot, first \(where_)
        actual written to \(actualFile.path); if the change is intended, re-record with RECORD_SNAPSHOTS=1
        """, sourceLocation: sourceLocation)
}

/// `Tests/ChapterRenderersTests/Snapshots`, found from this file's place in the source tree.
private let snapshotsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent() // Support
    .deletingLastPathComponent() // ChapterRenderersTests
    .appendingPathComponent("Snapshots")
