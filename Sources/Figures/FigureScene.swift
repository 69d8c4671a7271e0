import ExpandEngine
import ReorderEngine
import SpecInterpreter
import SwipeEngine
import TableModel

/// What a figure shows of a world, read once: only what is on screen, so a table of a million rows
/// costs as much as one of thirty. Drawing (``WorldFigure``) and describing (``FigureDescription``)
/// both work from this.
struct FigureScene: Equatable, Sendable {
    struct HeaderItem: Equatable, Sendable {
        var section: Int
        var title: String?
        /// Viewport y of the header's top.
        var y: Double
        var height: Double
        var isCollapsed: Bool
        /// The rows the section holds, shown or not.
        var rowCount: Int
    }

    struct RowItem: Equatable, Sendable {
        var path: RowPath
        var title: String
        var level: Int
        var hasChildren: Bool
        var isExpanded: Bool
        /// Viewport y of the row's top.
        var y: Double
        var height: Double
        /// How far the cell's content is shifted left (negative: right).
        var swipeOffset: Double
        /// The action buttons under the content, in cell coordinates (empty when the cell rests closed).
        var buttons: [SwipeButton]
        /// Whether the row's cell is hidden behind a lifted snapshot.
        var isHidden: Bool
        /// The cell's last swipe animation as it started (what a figure can replay), if any.
        var animation: KeyframeAnimation? = nil
    }

    /// The zones at the viewport's edges where a held row scrolls the table, while a row is lifted.
    struct EdgeZone: Equatable, Sendable {
        /// How far from each edge a zone reaches.
        var range: Double
        /// The content offset's change per frame with the finger where it is (negative: up).
        var speedPerFrame: Double
    }

    struct SnapshotItem: Equatable, Sendable {
        /// The lifted row, when one is still lifted.
        var path: RowPath?
        var title: String
        var level: Int
        /// Viewport y of the snapshot's centre.
        var centerY: Double
        /// Viewport y of the finger, while it is down.
        var fingerY: Double?
    }

    struct LabelItem: Equatable, Sendable {
        var lines: [String]
        /// Each line's width as the engine measures it.
        var lineWidths: [Double]
        var width: Double
        var fontSize: Double
        var lineHeight: Double
        var height: Double
        var maxHeight: Double
        var isExpanded: Bool
        /// The suffix shown at the end (`...全文` or `收起`), or `nil` when the text fits whole.
        var suffix: String?
    }

    var width: Double
    var viewportHeight: Double
    var contentOffset: Double
    var maxContentOffset: Double
    var contentHeight: Double
    var shownRowCount: Int
    var headers: [HeaderItem]
    var rows: [RowItem]
    var snapshot: SnapshotItem?
    var label: LabelItem?
    /// The floating header above the rows (chapter 13), when the world has one.
    var floatingHeader: FloatingHeaderItem?
    var edgeZone: EdgeZone?

    /// The most section headers a figure walks past: headers of height 0 with no rows take no room, so
    /// a pathological table could hold any number of them at one y.
    static let headerWalkLimit = 2_000

    init(world: World) {
        let table = world.table
        let geometry = table.geometry
        width = geometry.width
        viewportHeight = geometry.viewportHeight
        contentOffset = table.contentOffset
        maxContentOffset = table.maxContentOffset
        contentHeight = table.contentHeight
        shownRowCount = table.shownRowCount
        headers = FigureScene.headersOnScreen(in: table)

        let hidden = world.reorder.hiddenRow
        var rows: [RowItem] = []
        var hiddenRow: Row?
        for path in table.rowPathsOnScreen {
            guard let row = table.row(at: path) else { continue }
            let frame = table.frame(of: path)
            if hidden != nil, row.id == hidden { hiddenRow = row }
            let offset = (try? world.swipe.offset(at: path, in: table)) ?? 0
            let buttons = abs(offset) >= 0.005 ? ((try? world.swipe.buttons(at: path, in: table)) ?? []) : []
            rows.append(RowItem(
                path: path, title: row.title, level: row.level, hasChildren: row.hasChildren, isExpanded: row.isExpanded,
                y: table.viewportY(ofContentY: frame.y), height: frame.height,
                swipeOffset: abs(offset) >= 0.005 ? offset : 0, buttons: buttons,
                isHidden: hidden != nil && row.id == hidden,
                animation: (try? world.swipe.lastAnimation(at: path, in: table)) ?? nil
            ))
        }
        self.rows = rows

        if let center = world.reorder.snapshotCenterY {
            let liftedPath = world.reorder.liftedPath(in: table)
            let liftedRow = liftedPath.flatMap { table.row(at: $0) } ?? hiddenRow
            snapshot = SnapshotItem(
                path: liftedPath, title: liftedRow?.title ?? "", level: liftedRow?.level ?? 0,
                centerY: center, fingerY: world.reorder.fingerY
            )
        }

        label = world.label.map(FigureScene.labelItem)
        floatingHeader = world.scene.header.map { FloatingHeaderItem($0, in: table) }
        if world.reorder.isLifting, world.reorder.edgeScroll {
            let range = world.reorder.edgeRange
            let speed = world.reorder.fingerY.map {
                EdgeAutoScroll(range: range).offsetChangePerFrame(fingerY: $0, viewportHeight: geometry.viewportHeight)
            } ?? 0
            edgeZone = EdgeZone(range: range, speedPerFrame: speed)
        }
    }

    private static func headersOnScreen(in table: Table) -> [HeaderItem] {
        guard table.geometry.headerHeight > 0, !table.sections.isEmpty else { return [] }
        let first: Int
        let visible = table.visibleContentRange
        switch table.item(atContentY: max(0, visible.lowerBound)) {
        case .header(let section)?: first = section
        case .row(let path)?: first = path.section
        case nil: return []
        }
        let bottom = visible.upperBound
        var headers: [HeaderItem] = []
        var section = first
        while section < table.sections.count, section - first < headerWalkLimit {
            let frame = table.headerFrame(section: section)
            if frame.y >= bottom { break }
            if table.isOnScreen(frame) {
                let model = table.sections[section]
                headers.append(HeaderItem(
                    section: section, title: model.title, y: table.viewportY(ofContentY: frame.y), height: frame.height,
                    isCollapsed: model.isCollapsed, rowCount: model.rows.count
                ))
            }
            section += 1
        }
        return headers
    }

    private static func labelItem(_ label: ExpandableLabel) -> LabelItem {
        let lines = label.lines
        let suffix: String? = label.isExpandable ? (label.isExpanded ? label.lessSuffix : label.moreSuffix) : nil
        return LabelItem(
            lines: lines,
            lineWidths: lines.map { ExpandableLabel.width(of: $0, fontSize: label.fontSize) },
            width: label.width, fontSize: label.fontSize, lineHeight: label.lineHeight,
            height: label.height, maxHeight: label.maxHeight, isExpanded: label.isExpanded,
            suffix: suffix.flatMap { $0.isEmpty ? nil : $0 }
        )
    }
}
