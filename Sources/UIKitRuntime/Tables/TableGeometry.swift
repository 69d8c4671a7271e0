import Foundation

/// The table's vertical layout: the header view, then each section's header, rows and footer.
struct TableGeometry {
    struct Section {
        var header: CGFloat = 0
        var rows: [CGFloat] = []
        var footer: CGFloat = 0
        var top: CGFloat = 0
        var height: CGFloat { header + rows.reduce(0, +) + footer }
    }

    var top: CGFloat = 0
    var sections: [Section] = []
    var bottomExtra: CGFloat = 0

    /// Sets each section's top from the heights.
    mutating func stack() {
        var y = top
        for index in sections.indices {
            sections[index].top = y
            y += sections[index].height
        }
    }

    var contentHeight: CGFloat { (sections.last.map { $0.top + $0.height } ?? top) + bottomExtra }

    func rowRect(_ path: IndexPath, width: CGFloat) -> CGRect {
        guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row) else { return .zero }
        let section = sections[path.section]
        let y = section.top + section.header + section.rows[..<path.row].reduce(0, +)
        return CGRect(x: 0, y: y, width: width, height: section.rows[path.row])
    }

    func headerRect(_ index: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(index) else { return .zero }
        return CGRect(x: 0, y: sections[index].top, width: width, height: sections[index].header)
    }

    func footerRect(_ index: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(index) else { return .zero }
        let section = sections[index]
        return CGRect(x: 0, y: section.top + section.height - section.footer, width: width, height: section.footer)
    }

    func sectionRect(_ index: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(index) else { return .zero }
        return CGRect(x: 0, y: sections[index].top, width: width, height: sections[index].height)
    }

    func row(atY y: CGFloat) -> IndexPath? {
        for (index, section) in sections.enumerated() {
            var rowTop = section.top + section.header
            for (row, height) in section.rows.enumerated() {
                if y >= rowTop, y < rowTop + height { return IndexPath(row: row, section: index) }
                rowTop += height
            }
        }
        return nil
    }

    func rows(in minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var found: [IndexPath] = []
        for (index, section) in sections.enumerated() {
            var rowTop = section.top + section.header
            for (row, height) in section.rows.enumerated() {
                if rowTop < maxY, rowTop + height > minY, height > 0 { found.append(IndexPath(row: row, section: index)) }
                rowTop += height
            }
        }
        return found
    }
}

/// The changes of one update group, as the app announced them.
struct PendingUpdate {
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloads: [IndexPath] = []
    var sectionInserts = IndexSet()
    var sectionDeletes = IndexSet()
    var sectionReloads = IndexSet()
    var animation: UITableView.RowAnimation = .none

    var isEmpty: Bool {
        inserts.isEmpty && deletes.isEmpty && moves.isEmpty && reloads.isEmpty && sectionInserts.isEmpty && sectionDeletes.isEmpty && sectionReloads.isEmpty
    }
}

/// UIKit's consistency check of an update, and where each surviving row goes.
enum UpdateCheck {
    /// UIKit's reason when the counts do not add up, or nil.
    static func failure(_ update: PendingUpdate, before: [Int], after: [Int]) -> String? {
        if let reason = rangeFailure(update, before: before, after: after) { return reason }
        let sectionsExpected = before.count + update.sectionInserts.count - update.sectionDeletes.count
        guard sectionsExpected == after.count else {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after.count)) "
                + "must be equal to the number of sections contained in the table view before the update (\(before.count)), plus or minus the number "
                + "of sections inserted or deleted (\(update.sectionInserts.count) inserted, \(update.sectionDeletes.count) deleted)."
        }
        for (old, new) in sectionMap(update, before: before.count, after: after.count) where !update.sectionReloads.contains(old) {
            let inserted = update.inserts.filter { $0.section == new }.count
            let deleted = update.deletes.filter { $0.section == old }.count
            let movedIn = update.moves.filter { $0.to.section == new && $0.from.section != old }.count
            let movedOut = update.moves.filter { $0.from.section == old && $0.to.section != new }.count
            guard after[new] == before[old] + inserted - deleted + movedIn - movedOut else {
                return "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the "
                    + "update (\(after[new])) must be equal to the number of rows contained in that section before the update (\(before[old])), "
                    + "plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus "
                    + "or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    private static func rangeFailure(_ update: PendingUpdate, before: [Int], after: [Int]) -> String? {
        for path in update.deletes + update.reloads + update.moves.map(\.from) {
            guard before.indices.contains(path.section) else {
                return "Invalid update: attempt to delete row \(path.row) from section \(path.section), but there are only \(before.count) sections before the update"
            }
            if path.row < 0 || path.row >= before[path.section] {
                return "Invalid update: attempt to delete row \(path.row) from section \(path.section) which only contains \(before[path.section]) rows before the update"
            }
        }
        for path in update.inserts + update.moves.map(\.to) {
            guard after.indices.contains(path.section) else {
                return "Invalid update: attempt to insert row \(path.row) into section \(path.section), but there are only \(after.count) sections after the update"
            }
            if path.row < 0 || path.row >= after[path.section] {
                return "Invalid update: attempt to insert row \(path.row) into section \(path.section), but there are only \(after[path.section]) rows in section "
                    + "\(path.section) after the update"
            }
        }
        for section in update.sectionDeletes where section >= before.count {
            return "Invalid update: attempt to delete section \(section), but there are only \(before.count) sections before the update"
        }
        return nil
    }

    /// Old section → new section, for the sections that are neither deleted nor inserted.
    static func sectionMap(_ update: PendingUpdate, before: Int, after: Int) -> [(Int, Int)] {
        let surviving = (0..<before).filter { !update.sectionDeletes.contains($0) }
        let slots = (0..<after).filter { !update.sectionInserts.contains($0) }
        return Array(zip(surviving, slots))
    }

    /// Old row → new row, for the rows of one surviving section pair that are not deleted, reloaded or moved.
    static func rowMap(_ update: PendingUpdate, old: Int, new: Int, before: Int, after: Int) -> [(Int, Int)] {
        let gone = Set(update.deletes.filter { $0.section == old }.map(\.row) + update.reloads.filter { $0.section == old }.map(\.row)
                       + update.moves.filter { $0.from.section == old }.map(\.from.row))
        let taken = Set(update.inserts.filter { $0.section == new }.map(\.row) + update.moves.filter { $0.to.section == new }.map(\.to.row)
                        + update.reloads.filter { $0.section == old }.map(\.row))
        let surviving = (0..<before).filter { !gone.contains($0) }
        let slots = (0..<after).filter { !taken.contains($0) }
        return Array(zip(surviving, slots))
    }
}
