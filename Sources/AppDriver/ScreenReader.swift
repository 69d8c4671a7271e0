import AppScreen
import UIKit

/// Reads a ``Screen`` from a running app: what a person sees, after layout, at the runtime's virtual time.
///
/// - The table is the first `UITableView` in the window, breadth first. Its sections are what its data source
///   answers now (`numberOfSections(in:)`, `tableView(_:numberOfRowsInSection:)`,
///   `tableView(_:titleForHeaderInSection:)`); its cells are the rows on screen (`indexPathsForVisibleRows`), in
///   index-path order, with their frames in window coordinates after every transform and running animation.
/// - A cell's **title label** is the first `UILabel` with text under the cell's `contentView`, breadth first,
///   leaving out the labels inside buttons (a button's title is an action, not the row's title).
/// - The **carrier** is the view that carries the title label sideways: the label's ancestor that is a direct
///   subview of the `contentView` (the book's `swipeContentView`, the view of UIKit's list content configuration),
///   or the label itself when it sits directly in the `contentView`. A carrier rests with its leading edge on the
///   content view's, so the cell's `contentOffset` is the carrier's presented x minus the content view's presented
///   x (negative: slid to the left). A label that is its own carrier slides only by its transform, so there the
///   offset is its presented x minus its untransformed x.
/// - A cell's **label** is its title label as a view, with the lines it shows at its width (`numberOfLines`,
///   `lineBreakMode`, the runtime's character widths) and its font size; its **indent** is the content view's
///   leading edge from the cell's at rest, which `indentationLevel × indentationWidth` sets.
/// - A cell's **buttons** are the `UIButton`s in the cell outside the carrier, shown (not hidden, alpha at least
///   0.01), of which at least one whole point is not covered by the carrier (the book's rule: a half-point sliver is
///   one pixel, not a button a person can see), left to right.
/// - A cell that is hidden (it or a view above it, as a lifted row's cell under its snapshot) says so: a person sees
///   a gap there, not its title.
/// - The feedback is the runtime's record (`impact medium`, `selection changed`, `notification success`); the row
///   updates are the table's ``UITableView/recordedRowUpdates``; the tapped actions are the runtime's
///   `performedActions`; the crash is the runtime's first exception.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows and
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor struct ScreenReader {
    let runtime: UIKitRuntime

    /// The screen now. Asking the data source runs the reader's code: it runs as a run-loop turn, so an exception
    /// it raises is the app's crash like any other.
    func screen() -> Screen {
        let window = runtime.window
        let table = runtime.hasCrashed ? nil : firstTable(in: window)
        let screenTable = table.flatMap { table in runtime.hasCrashed ? nil : runtime.run("asking the data source for the screen") { read(table) } }
        var screen = Screen(
            controller: controllerName(window.rootViewController),
            window: Self.rect(window.frame),
            table: screenTable,
            root: view(window),
            feedback: runtime.feedback.map { "\($0.generator) \($0.kind)" },
            crash: crash()
        )
        screen.lifted = runtime.hasCrashed ? nil : lifted(over: table)
        screen.tapped = runtime.performedActions.map(tappedAction)
        return screen
    }

    /// A performed action as a person saw it: its title, its row, and whether its button is on a header view
    /// outside the table (an ancestor of a type named `…Header…`, not inside the table: the view `Screen.headerView` finds).
    private func tappedAction(_ action: PerformedActionRecord) -> ScreenTappedAction {
        var inHeader = false
        var view = action.indexPath == nil ? action.view : nil
        while let current = view {
            if current is UITableView {
                inHeader = false
                break
            }
            if String(describing: type(of: current)).contains("Header") { inHeader = true }
            view = current.superview
        }
        return ScreenTappedAction(title: action.title, row: action.indexPath.map { [$0.section, $0.row] }, inHeader: inHeader)
    }

    /// The type name of the controller on screen: the navigation controller's visible one, else the root.
    private func controllerName(_ root: UIViewController?) -> String {
        var controller = root
        while let navigation = controller as? UINavigationController, let top = navigation.visibleViewController { controller = top }
        return controller.map { String(describing: type(of: $0)) } ?? "none"
    }

    private func crash() -> AppCrash? {
        guard let exception = runtime.exceptions.first else { return nil }
        let time = String(format: "%.3f", exception.time)
        return AppCrash(message: "\(exception.description), while \(exception.context) at \(time) s")
    }

    /// The visible cells' content offsets, in index-path order (a frame of a settle's motion).
    func cellOffsets() -> [ScreenCellOffset] {
        guard !runtime.hasCrashed, let table = firstTable(in: runtime.window) else { return [] }
        return (table.indexPathsForVisibleRows ?? []).sorted().compactMap { path in
            table.cellForRow(at: path).map { ScreenCellOffset(section: path.section, row: path.row, offset: Double(contentOffset(of: $0).offset)) }
        }
    }

    func firstTable(in root: UIView) -> UITableView? {
        var queue: [UIView] = [root]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let table = view as? UITableView { return table }
            queue += view.subviews
        }
        return nil
    }

    private func read(_ table: UITableView) -> ScreenTable {
        var sections: [ScreenSection] = []
        if let source = table.dataSource {
            for section in 0..<max(0, source.numberOfSections(in: table)) {
                sections.append(ScreenSection(rowCount: source.tableView(table, numberOfRowsInSection: section),
                                              headerTitle: source.tableView(table, titleForHeaderInSection: section)))
            }
        }
        let cells = (table.indexPathsForVisibleRows ?? []).sorted().compactMap { path in
            table.cellForRow(at: path).map { cell(for: $0, at: path) }
        }
        let updates = table.recordedRowUpdates.map { update in
            ScreenUpdate(kind: update.kind, paths: update.paths.map { [$0.section, $0.row] }, group: update.group)
        }
        return ScreenTable(contentOffset: Double(table.contentOffset.y), adjustedInsetTop: Double(table.adjustedContentInset.top),
                           frame: Self.rect(PresentedGeometry.windowFrame(of: table)), sections: sections, cells: cells, updates: updates,
                           headers: headers(of: table, count: sections.count))
    }

    /// The headers with a positive height that overlap the table's bounds, in window coordinates.
    private func headers(of table: UITableView, count: Int) -> [ScreenHeader] {
        (0..<count).compactMap { section in
            let rect = table.rectForHeader(inSection: section)
            guard rect.height > 0, rect.maxY > table.bounds.minY, rect.minY < table.bounds.maxY else { return nil }
            let origin = PresentedGeometry.toWindow(rect.origin, from: table)
            return ScreenHeader(section: section, frame: ScreenRect(x: Double(origin.x), y: Double(origin.y), width: Double(rect.width), height: Double(rect.height)))
        }
    }

    /// How far the cell's content has slid (positive to the right), and the title label and its carrier it was read
    /// from. The motion frames of `settle` read only this, on every frame.
    private func contentOffset(of cell: UITableViewCell) -> (offset: CGFloat, label: UILabel?, carrier: UIView?) {
        let label = titleLabel(in: cell.contentView)
        let carrier = label.map { carrierView(of: $0, in: cell.contentView) }
        var offset: CGFloat = 0
        if let label, let carrier {
            let x = PresentedGeometry.windowFrame(of: carrier).minX
            offset = carrier === label ? x - PresentedGeometry.untransformedMinX(of: label) : x - PresentedGeometry.windowFrame(of: cell.contentView).minX
        }
        // UIKit's own swipe slides the whole content view (the cell's swipe offset, positive to the left).
        offset -= cell.swipeOffset
        return (offset, label, carrier)
    }

    private func cell(for cell: UITableViewCell, at path: IndexPath) -> ScreenCell {
        let (offset, label, carrier) = contentOffset(of: cell)
        let actions = buttons(in: cell, carrier: carrier, covered: true)
        return ScreenCell(section: path.section, row: path.row, frame: Self.rect(PresentedGeometry.windowFrame(of: cell)),
                          contentOffset: Double(offset), alpha: PresentedGeometry.shownAlpha(of: cell), title: label?.text,
                          buttons: buttons(in: cell, carrier: carrier, covered: false), actions: actions, label: label.map { view($0) },
                          indent: Double(cell.contentView.frame.minX + cell.swipeOffset), indentationWidth: Double(cell.indentationWidth),
                          isHidden: PresentedGeometry.isHidden(cell) ? true : nil)
    }

    /// The first label with text under `contentView`, breadth first, outside buttons.
    private func titleLabel(in contentView: UIView) -> UILabel? {
        var queue: [UIView] = contentView.subviews
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if view is UIButton { continue }
            if let label = view as? UILabel, !label.isHidden, let text = label.text, !text.isEmpty { return label }
            queue += view.subviews
        }
        return nil
    }

    /// The label's ancestor that is a direct subview of `contentView` (or the label itself).
    private func carrierView(of label: UILabel, in contentView: UIView) -> UIView {
        var view: UIView = label
        while let superview = view.superview, superview !== contentView { view = superview }
        return view
    }

    /// The buttons outside the carrier with at least one point not covered by it (every one not hidden, when
    /// `covered`), left to right.
    private func buttons(in cell: UITableViewCell, carrier: UIView?, covered: Bool) -> [ScreenButton] {
        // During UIKit's own swipe the whole content view slides over the buttons; else the carrier does.
        let cover = cell.swipeOffset != 0 ? PresentedGeometry.windowFrame(of: cell.contentView) : carrier.map { PresentedGeometry.windowFrame(of: $0) }
        var found: [(CGRect, String)] = []
        var queue: [UIView] = cell.subviews
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let carrier, view === carrier { continue }
            if cell.swipeOffset != 0, view === cell.contentView { continue }
            guard !view.isHidden else { continue }
            if let button = view as? UIButton {
                let frame = PresentedGeometry.windowFrame(of: button)
                if covered || PresentedGeometry.shownAlpha(of: button) >= 0.01 && Self.uncoveredWidth(frame, by: cover) >= 1 - 1e-9 {
                    found.append((frame, button.currentTitle ?? button.titleLabel?.text ?? ""))
                }
                continue
            }
            queue += view.subviews
        }
        return found.sorted { $0.0.minX < $1.0.minX }.map { ScreenButton(title: $0.1, frame: Self.rect($0.0)) }
    }

    /// How much of `frame`'s width is not under `cover` (rows are one line high, so only x counts).
    static func uncoveredWidth(_ frame: CGRect, by cover: CGRect?) -> CGFloat {
        guard let cover, cover.maxY > frame.minY, cover.minY < frame.maxY else { return frame.width }
        let overlap = max(0, min(frame.maxX, cover.maxX) - max(frame.minX, cover.minX))
        return frame.width - overlap
    }

    /// The window's view tree, frames in window coordinates.
    private func view(_ view: UIView) -> ScreenView {
        let layer = view.layer.presentedValues()
        let text: String? = if let label = view as? UILabel { label.text } else if let button = view as? UIButton { button.currentTitle } else { nil }
        let label = view as? UILabel
        return ScreenView(type: String(describing: type(of: view)), frame: Self.rect(PresentedGeometry.windowFrame(of: view)),
                          alpha: Double(layer.opacity), isHidden: view.isHidden, text: text, numberOfLines: label?.numberOfLines,
                          lineCount: label.map { $0.text?.isEmpty ?? true ? 0 : $0.shownLines(width: $0.bounds.width).count },
                          fontSize: label.map { Double($0.font.pointSize) }, children: view.subviews.map(self.view))
    }

    static func rect(_ rect: CGRect) -> ScreenRect {
        ScreenRect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}
