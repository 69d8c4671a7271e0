@testable import AppHost
import ChapterModel
@testable import ListingChecker
import Testing
import TestSupport

/// The program the app backend compiles: the reader's files and an entry point that names, for UIKit's Delete action,
/// the classes that implement `tableView(_:commit:forRowAt:)`.
@Suite struct AppProgramTests {
    static func file(_ name: String, _ text: String) -> ReaderApp.File {
        let place = SourceLocation(file: "01.md", line: 1, column: 1)
        return ReaderApp.File(name: name, lines: text.split(separator: "\n", omittingEmptySubsequences: false).map { ReaderApp.Line(text: String($0), origin: place) },
                              changed: [], listing: place)
    }

    @Test func theEntryPointNamesEachCommitImplementerAndSkipsWhatIsNotAClass() throws {
        let inbox = Self.file("Inbox.swift", """
        final class Inbox: UITableViewController {
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        }
        extension Deleting {
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        }
        """)
        let plain = Self.file("Plain.swift", "final class Plain: UITableViewController {}\n")
        let program = AppProgram(files: [inbox, plain], rootViewController: "Inbox")
        let main = try require(program.sources.last { $0.name == "main.swift" }?.text)
        expect(main.contains("if let type = (Inbox.self as Any) as? AnyClass { UITableView._registerCommitImplementer(type) }"), "\(main)")
        // A protocol's extension is named too, and the cast leaves it out when the app runs.
        expect(main.contains("(Deleting.self as Any) as? AnyClass"), "\(main)")
        expect(!main.contains("Plain"), "\(main)")
    }
}
