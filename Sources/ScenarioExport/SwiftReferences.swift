import SpecLanguage

/// Swift expressions for the rows and sections a call names.
enum SwiftReferences {
    /// The row a call names: looked up among the shown rows (refused when there is none), on screen, or as written.
    static func row(_ row: SceneRow) -> String {
        switch row {
        case .shown(let reference): shown(reference)
        case .onScreen(let reference): "scene.onScreen(\(shown(reference)))"
        case .path(let section, let row): path(section: section, row: row)
        }
    }

    /// The shown row (refused when there is none).
    static func shown(_ reference: RowReference) -> String {
        switch reference {
        case .index(0, let row): "scene.shownRow(\(row))"
        case .index(let section, let row): "scene.shownRow(\(row), inSection: \(section))"
        case .title(let title): "scene.shownRow(titled: \(SwiftLiteral.string(title)))"
        }
    }

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

    /// Whether looking the row up may be refused.
    static func looksUp(_ row: SceneRow) -> Bool {
        if case .path = row { return false }
        return true
    }
}
