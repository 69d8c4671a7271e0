import SpecLanguage

/// Swift expressions for the rows and sections a spec line names.
enum SwiftReferences {
    /// The shown row (refused when there is none).
    static func row(_ reference: RowReference) -> String {
        switch reference {
        case .index(0, let row): "scene.shownRow(\(row))"
        case .index(let section, let row): "scene.shownRow(\(row), inSection: \(section))"
        case .title(let title): "scene.shownRow(titled: \(SwiftLiteral.string(title)))"
        }
    }

    /// The shown row, which must be on screen.
    static func onScreen(_ reference: RowReference) -> String { "scene.onScreen(\(row(reference)))" }

    /// The section (refused when there is none).
    static func section(_ reference: SectionReference) -> String {
        switch reference {
        case .index(let index): "scene.section(\(index))"
        case .title(let title): "scene.section(titled: \(SwiftLiteral.string(title)))"
        }
    }

    /// An index path as written, looked up nowhere.
    static func path(section: Int, row: Int) -> String {
        section == 0 ? "RowPath(\(row))" : "RowPath(section: \(section), row: \(row))"
    }

    /// A row in an event: an index path as written, or the path of the row shown now with that title.
    static func eventRow(_ reference: RowReference) -> String {
        switch reference {
        case .index(let section, let row): path(section: section, row: row)
        case .title: row(reference)
        }
    }
}
