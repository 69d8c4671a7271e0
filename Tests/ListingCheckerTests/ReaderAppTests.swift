import ChapterModel
import ListingChecker
import Testing
import TestSupport

/// Listings as versions of the reader's files (`file=`): whole versions, changes with `// ...`, and the errors an
/// author gets when a change does not say where it goes.
@Suite struct ReaderAppTests {
    static func listing(_ code: String, file: String?, at line: Int) -> CodeListing {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, text in
            SpecLine(text: String(text), location: SourceLocation(file: "Chapters/en/02-x.md", line: line + 1 + offset, column: 1))
        }
        return CodeListing(kind: .ios, location: SourceLocation(file: "Chapters/en/02-x.md", line: line, column: 1), lines: lines, fileName: file)
    }

    static let first = """
    final class Cell {
        var offset = 0

        func open() {
            offset = 160
        }
    }
    """

    @Test func aChangeKeepsWhatItsElisionsStandForAndMarksItsNewLines() throws {
        var app = ReaderApp()
        try app.apply(Self.listing(Self.first, file: "Cell.swift", at: 10))
        let change = """
        // ...
            func open() {
                offset = 160
                print("opened")
            }
        // ...
        """
        let version = try app.apply(Self.listing(change, file: "Cell.swift", at: 30))
        expectEqual(version.lines.map(\.text), [
            "final class Cell {", "    var offset = 0", "", "    func open() {", "        offset = 160", "        print(\"opened\")", "    }", "}",
        ])
        // Kept lines remember the first listing; the new one its own line (31 is `func open`, 33 the print).
        expectEqual(version.lines[1].origin.line, 12)
        expectEqual(version.lines[5].origin.line, 34)
        expectEqual(version.changed, [5])
        expectEqual(app.files.count, 1)
    }

    @Test func aWholeNewVersionReplacesTheFileAndMarksOnlyWhatIsNew() throws {
        var app = ReaderApp()
        try app.apply(Self.listing(Self.first, file: "Cell.swift", at: 10))
        let version = try app.apply(Self.listing(Self.first.replacingOccurrences(of: "160", with: "120"), file: "Cell.swift", at: 40))
        expectEqual(version.changed, [4])
        expect(version.text.contains("offset = 120"))
    }

    @Test func aChangeWhoseFirstLineIsNotInThePreviousVersionSaysWhereItIsAndWhatToDo() throws {
        var app = ReaderApp()
        try app.apply(Self.listing(Self.first, file: "Cell.swift", at: 10))
        let change = """
        // ...
            func close() {
                offset = 0
            }
        // ...
        """
        #expect {
            try app.apply(Self.listing(change, file: "Cell.swift", at: 50))
        } throws: { error in
            guard let error = error as? ReaderApp.VersionError else { return false }
            return error.location.line == 52 && error.message.contains("previous version of Cell.swift")
        }
        // Nothing changed.
        expectEqual(app.file(named: "Cell.swift")?.text, Self.first + "\n")
    }

    @Test func anElisionInAFilesFirstListingIsRefused() {
        var app = ReaderApp()
        #expect(throws: ReaderApp.VersionError.self) {
            try app.apply(Self.listing("// ...\nlet x = 1", file: "New.swift", at: 5))
        }
    }

    @Test func fileNamesMustNameASwiftFileWithoutFolders() {
        expectEqual(Self.listing("", file: "SwipeableCell.swift", at: 1).fileNameProblem, nil)
        expect(Self.listing("", file: "../Cell.swift", at: 1).fileNameProblem != nil)
        expect(Self.listing("", file: "Cell.txt", at: 1).fileNameProblem != nil)
        expectEqual(CodeListing.fileName(ofInfoString: "swift ios file=Cell.swift"), "Cell.swift")
        expectEqual(CodeListing.kind(ofInfoString: "swift ios file=Cell.swift"), .ios)
        expectEqual(CodeListing.fileName(ofInfoString: "swift ios"), nil)
    }
}
