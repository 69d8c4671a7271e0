import AppScreen
import UIKit

/// The lifted row as a person sees it: chapter 7's custom reorder lifts a row by hiding its cell and floating a
/// `snapshotView(afterScreenUpdates:)` of it above the table, under the finger.
///
/// - The **snapshot** is the first `UISnapshotView` in the window, breadth first, that a person can see: in the
///   window, neither it nor an ancestor hidden, shown with an alpha of at least 0.01. Its title is the first text it
///   pictures.
/// - The **hidden row** is the first visible row of the table, in index-path order, whose cell is hidden: the cell
///   the snapshot stands for, wherever the drag has moved the row since.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
extension ScreenReader {
    func lifted(over table: UITableView?) -> ScreenLifted? {
        var queue: [UIView] = [runtime.window]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if view.isHidden || PresentedGeometry.shownAlpha(of: view) < 0.01 { continue }
            if let snapshot = view as? UISnapshotView {
                return ScreenLifted(frame: Self.rect(PresentedGeometry.windowFrame(of: snapshot)), title: snapshot.picturedText.first,
                                    hiddenRow: table.flatMap(hiddenRow(in:)))
            }
            queue += view.subviews
        }
        return nil
    }

    /// The first visible row whose cell is hidden, as `[section, row]`.
    private func hiddenRow(in table: UITableView) -> [Int]? {
        (table.indexPathsForVisibleRows ?? []).sorted().first { table.cellForRow(at: $0)?.isHidden == true }.map { [$0.section, $0.row] }
    }
}
