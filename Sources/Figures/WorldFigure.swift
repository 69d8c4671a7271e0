import ExpandEngine
import HTML
import SwipeEngine

/// An inline SVG picture of a world after a spec block: the viewport and the rows on it, swiped cells
/// shifted over their action buttons (destructive ones red), a lifted row's snapshot under the finger,
/// section headers with an arrow for expanded or collapsed, a floating header over the rows, or a label with its
/// lines and suffix.
///
/// Colours come from classes the page's stylesheet defines, so figures follow light, dark and print.
struct WorldFigure {
    var scene: FigureScene

    /// Cell title size and insets, in points.
    static let titleSize: Double = 15
    static let headerTitleSize: Double = 13
    static let actionTitleSize: Double = 13
    static let inset: Double = 16
    static let indentPerLevel: Double = 20

    /// The viewport rows shown large (with their neighbours); the whole screen is then drawn small beside them.
    /// `nil` draws the whole screen at one scale.
    var focus: ClosedRange<Double>? = nil
    /// The words of annotations, in the page's language.
    var words: FigureVocabulary = .english
    /// The rows whose last animation the figure can replay.
    var motion: FigureMotion? = nil
    /// Where the finger was before the block, when it moved a lifted row (the start of its path).
    var fingerStartY: Double? = nil
    /// Everything else the block moved, which the figure can replay (drawn whole, not focused).
    var timeline: FigureTimeline? = nil
    /// A label's tap, which the figure can replay.
    var labelReplay: LabelReplay? = nil

    /// Room around the focused rows for dimension lines and their numbers.
    static let focusMargin: Double = 36
    static let sideMargin: Double = 8
    static let overviewGap: Double = 20

    /// The `<svg>` element, named for assistive technology by `name` (its `<title>` and `aria-label`).
    func svg(name: String) -> Markup {
        if let label = scene.label { return labelSVG(label, name: name) }
        if let timeline { return timelineSVG(timeline, name: name) }
        if let focus { return focusSVG(focus, name: name) }
        let width = scene.width, height = scene.viewportHeight
        return """
        <svg class="world whole" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(name)">
        <title>\(name)</title>
        \(screen(rows: scene.rows))
        \(annotations())
        <rect class="frame" x="0.5" y="0.5" width="\(width - 1)" height="\(height - 1)"/>
        </svg>
        """
    }

    /// The focused rows at full scale on the right, the whole screen small on the left with the focus outlined.
    private func focusSVG(_ focus: ClosedRange<Double>, name: String) -> Markup {
        let width = scene.width, margin = Self.focusMargin, side = Self.sideMargin
        let top = focus.lowerBound - margin, panelHeight = focus.upperBound - focus.lowerBound + 2 * margin
        let scale = min(0.3, max(0.16, panelHeight / scene.viewportHeight))
        let overviewWidth = width * scale, overviewHeight = scene.viewportHeight * scale
        let panelX = overviewWidth + Self.overviewGap
        let totalWidth = panelX + width + 2 * side, totalHeight = max(panelHeight, overviewHeight + 16)
        let shown = scene.rows.filter { $0.y + $0.height > top && $0.y < top + panelHeight }
        return """
        <svg class="world focused" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(totalWidth) \(totalHeight)" role="img" aria-label="\(name)">
        <title>\(name)</title>
        <svg class="overview" x="0" y="0" width="\(overviewWidth)" height="\(overviewHeight)" viewBox="0 0 \(width) \(scene.viewportHeight)">\(overview(focus))</svg>
        <text class="overview-caption" x="\(overviewWidth / 2)" y="\(overviewHeight + 12)" text-anchor="middle">\(words.wholeScreen)</text>
        <svg x="\(panelX)" y="0" width="\(width + 2 * side)" height="\(panelHeight)" viewBox="\(-side) \(top) \(width + 2 * side) \(panelHeight)">
        <rect class="viewport" x="0" y="\(max(0, top))" width="\(width)" height="\(min(scene.viewportHeight, top + panelHeight) - max(0, top))"/>
        \(screen(rows: shown, background: false))
        \(fadesAndCuts(focus, top: top, width: width))
        \(annotations())
        </svg>
        </svg>
        """
    }

    /// The faded margins above and below the focused rows and the dashed lines where they are cut, as two paths
    /// (short markup: a long chapter has dozens of figures).
    private func fadesAndCuts(_ focus: ClosedRange<Double>, top: Double, width: Double) -> Markup {
        let f = SVGNumber.format, side = Self.sideMargin, margin = Self.focusMargin
        let band = "h\(f(width + 2 * side))v\(f(margin))h\(f(-(width + 2 * side)))z"
        return """
        <path class="fade" d="M\(f(-side)) \(f(top))\(band)M\(f(-side)) \(f(focus.upperBound))\(band)"/>
        <path class="cut" d="M0 \(f(focus.lowerBound))H\(f(width))M0 \(f(focus.upperBound))H\(f(width))"/>
        """
    }

    /// The whole screen in outline: rows, headers, swiped content, the lifted row, and the focused part framed.
    private func overview(_ focus: ClosedRange<Double>) -> Markup {
        let width = scene.width
        var parts: [Markup] = ["<rect class=\"cell\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(scene.viewportHeight)\"/>"]
        // Resting rows as one path of separators and one of title bars; swiped and hidden rows one by one.
        var separators = "", ink = ""
        let bar = min(140, width / 3)
        for row in scene.rows {
            if row.isHidden {
                parts.append("<rect class=\"gap\" x=\"4\" y=\"\(row.y + 2)\" width=\"\(width - 8)\" height=\"\(max(0, row.height - 4))\"/>")
                continue
            }
            let left = Self.inset - row.swipeOffset + Double(row.level) * Self.indentPerLevel
            if row.swipeOffset != 0 {
                parts.append("<rect class=\"action\" x=\"0\" y=\"\(row.y)\" width=\"\(width)\" height=\"\(row.height)\"/>")
                parts.append("<rect class=\"cell\" x=\"\(-row.swipeOffset)\" y=\"\(row.y)\" width=\"\(width)\" height=\"\(row.height)\"/>")
            }
            ink += "M\(SVGNumber.format(left)) \(SVGNumber.format(row.y + row.height / 2 - 5))h\(SVGNumber.format(bar))v10h-\(SVGNumber.format(bar))z"
            separators += "M\(SVGNumber.format(Self.inset)) \(SVGNumber.format(row.y + row.height - 0.5))H\(SVGNumber.format(width))"
        }
        if !ink.isEmpty {
            parts.append("<path class=\"ink\" d=\"\(ink)\"/><path class=\"separator\" d=\"\(separators)\"/>")
        }
        for header in scene.headers {
            parts.append("<rect class=\"header-background\" x=\"0\" y=\"\(header.y)\" width=\"\(width)\" height=\"\(header.height)\"/>")
        }
        if let snapshot = scene.snapshot {
            let height = scene.rows.first?.height ?? 44
            parts.append("<rect class=\"cell lifted\" x=\"0\" y=\"\(snapshot.centerY - height / 2)\" width=\"\(width)\" height=\"\(height)\"/>")
        }
        if let zone = scene.edgeZone { parts += edgeZones(zone, labelled: false) }
        parts.append("<rect class=\"focus-box\" x=\"4\" y=\"\(focus.lowerBound)\" width=\"\(width - 8)\" height=\"\(focus.upperBound - focus.lowerBound)\" rx=\"6\"/>")
        parts.append("<rect class=\"frame\" x=\"1\" y=\"1\" width=\"\(width - 2)\" height=\"\(scene.viewportHeight - 2)\"/>")
        return parts.joined()
    }

    /// The screen's drawing in viewport coordinates: the given rows, headers, the lifted snapshot, the scroll indicator.
    private func screen(rows: [FigureScene.RowItem], background: Bool = true) -> Markup {
        // The focused panel (no background of its own) shows a part of the screen: no scroll indicator there.
        var parts: [Markup] = []
        if background {
            parts.append("<rect class=\"viewport\" x=\"0\" y=\"0\" width=\"\(scene.width)\" height=\"\(scene.viewportHeight)\"/>")
        }
        if let top = rows.map(\.y).min(), let bottom = rows.map({ $0.y + $0.height }).max() {
            parts.append("<rect class=\"cell\" x=\"0\" y=\"\(top)\" width=\"\(scene.width)\" height=\"\(bottom - top)\"/>")
            // Resting rows' separators as one path (a swiped row's moves with its content).
            let separators = rows.filter { isResting($0) }.map { row in
                "M\(SVGNumber.format(Self.inset)) \(SVGNumber.format(row.y + row.height - 0.5))H\(SVGNumber.format(scene.width))"
            }.joined()
            if !separators.isEmpty { parts.append("<path class=\"separator\" d=\"\(separators)\"/>") }
        }
        parts += rows.map(row)
        parts += scene.headers.map(header)
        if let floating = scene.floatingHeader { parts.append(floatingHeader(floating)) }
        if let snapshot = scene.snapshot { parts.append(self.snapshot(snapshot)) }
        if background, let indicator = scrollIndicator() { parts.append(indicator) }
        return parts.joined(separator: "\n")
    }

    // MARK: - Rows

    /// A row that shows only its title on the cell band: not swiped, hidden or animated.
    private func isResting(_ item: FigureScene.RowItem) -> Bool {
        !item.isHidden && item.swipeOffset == 0 && item.buttons.isEmpty && motion?.rows.contains { $0.path == item.path } != true
    }

    func row(_ item: FigureScene.RowItem) -> Markup {
        let width = scene.width, height = item.height
        if isResting(item) {
            // Drawn in place, without a clipping frame of its own (most rows of most figures).
            return cellContent(title: item.title, level: item.level, hasChildren: item.hasChildren, isExpanded: item.isExpanded,
                               left: 0, top: item.y, height: height, separator: false)
        }
        var parts: [Markup] = []
        if item.isHidden {
            parts.append("<rect class=\"gap\" x=\"1\" y=\"1\" width=\"\(width - 2)\" height=\"\(height - 2)\"/>")
        } else {
            parts += buttons(of: item)
            let left = -item.swipeOffset
            let animation = motion?.rows.first { $0.path == item.path }
            let background: Markup = "<rect class=\"cell\" x=\"\(left)\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>"
            let content = background + cellContent(
                title: item.title, level: item.level, hasChildren: item.hasChildren, isExpanded: item.isExpanded, left: left, top: 0, height: height)
            if let animation {
                parts.append("<g class=\"slide \(animation.className)\">\(content)</g>")
            } else {
                parts.append(content)
            }
        }
        return "<svg y=\"\(item.y)\" width=\"\(width)\" height=\"\(height)\">\(parts.joined())</svg>"
    }

    /// A cell's title (indented by level), separator and disclosure chevron, with the content's left edge at `left`.
    func cellContent(title: String, level: Int, hasChildren: Bool, isExpanded: Bool, left: Double, top: Double = 0,
                             height: Double, separator: Bool = true) -> Markup {
        let width = scene.width
        let textX = left + Self.inset + Double(level) * Self.indentPerLevel
        let room = width - (textX - left) - Self.inset - (hasChildren ? 20 : 0)
        var parts: [Markup] = ["<text x=\"\(textX)\" y=\"\(top + height / 2)\">\(TextFitting.fit(title, width: room, fontSize: Self.titleSize))</text>"]
        if separator {
            parts.append("<line class=\"separator\" x1=\"\(left + Self.inset)\" y1=\"\(top + height - 0.5)\" x2=\"\(left + width)\" y2=\"\(top + height - 0.5)\"/>")
        }
        if hasChildren {
            parts.append(chevron(x: left + width - Self.inset - 6, y: top + height / 2, pointingDown: isExpanded, className: "disclosure"))
        }
        return parts.joined()
    }

    /// The buttons, innermost first so that the outermost (A1, which a full swipe spreads over the others) is on top.
    private func buttons(of row: FigureScene.RowItem) -> [Markup] {
        row.buttons.indices.reversed().map { index in
            let button = row.buttons[index]
            let className = button.isDestructive ? "action destructive" : "action"
            var parts: [Markup] = ["<rect class=\"\(className)\" x=\"\(button.x)\" y=\"0\" width=\"\(button.width)\" height=\"\(row.height)\"/>"]
            // What shows of it: not under the content, nor under a button drawn above it.
            let covers = [(-row.swipeOffset, scene.width - row.swipeOffset)] + row.buttons[..<index].map { ($0.x, $0.x + $0.width) }
            let visible = Self.widestUncovered(from: max(button.x, 0), to: min(button.x + button.width, scene.width), covers: covers)
            if visible.upper - visible.lower >= 24 {
                let title = TextFitting.fit(button.title, width: visible.upper - visible.lower - 8, fontSize: Self.actionTitleSize)
                parts.append("<text class=\"action-title\" x=\"\((visible.lower + visible.upper) / 2)\" y=\"\(row.height / 2)\" text-anchor=\"middle\">\(title)</text>")
            }
            return parts.joined()
        }
    }

    /// The widest part of `lower ..< upper` that none of `covers` overlaps (empty when all of it is covered).
    static func widestUncovered(from lower: Double, to upper: Double, covers: [(Double, Double)]) -> (lower: Double, upper: Double) {
        var pieces = [(lower, upper)]
        for (coverLower, coverUpper) in covers {
            pieces = pieces.flatMap { piece -> [(Double, Double)] in
                [(piece.0, min(piece.1, coverLower)), (max(piece.0, coverUpper), piece.1)].filter { $0.1 > $0.0 }
            }
        }
        let widest = pieces.max { ($0.1 - $0.0) < ($1.1 - $1.0) } ?? (lower, lower)
        return (widest.0, widest.1)
    }

    // MARK: - Headers

    func header(_ item: FigureScene.HeaderItem) -> Markup {
        let width = scene.width, height = item.height
        let state = item.isCollapsed ? "collapsed" : "expanded"
        var parts: [Markup] = [
            "<rect class=\"header-background\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>",
            chevron(x: 14, y: height / 2, pointingDown: !item.isCollapsed, className: "arrow"),
        ]
        let count = words.headerState(!item.isCollapsed, item.rowCount)
        let countWidth = TextFitting.width(of: count, fontSize: 11) + 8
        if let title = item.title {
            let fitted = TextFitting.fit(title, width: width - 28 - Self.inset - countWidth, fontSize: Self.headerTitleSize)
            parts.append("<text class=\"header-title\" x=\"28\" y=\"\(height / 2)\">\(fitted)</text>")
        }
        if height >= 14 {
            parts.append("<text class=\"header-count\" x=\"\(width - Self.inset)\" y=\"\(height / 2)\" text-anchor=\"end\">\(count)</text>")
        }
        return "<svg class=\"header \(state)\" x=\"0\" y=\"\(item.y)\" width=\"\(width)\" height=\"\(height)\">\(parts.joined())</svg>"
    }

    /// A small filled triangle centred at (x, y): pointing down (expanded) or right (collapsed).
    func chevron(x: Double, y: Double, pointingDown: Bool, className: String) -> Markup {
        let points: String = pointingDown
            ? "\(SVGNumber.format(x - 5)),\(SVGNumber.format(y - 3)) \(SVGNumber.format(x + 5)),\(SVGNumber.format(y - 3)) \(SVGNumber.format(x)),\(SVGNumber.format(y + 4))"
            : "\(SVGNumber.format(x - 3)),\(SVGNumber.format(y - 5)) \(SVGNumber.format(x + 4)),\(SVGNumber.format(y)) \(SVGNumber.format(x - 3)),\(SVGNumber.format(y + 5))"
        return "<polygon class=\"\(className)\" points=\"\(points)\"/>"
    }

    // MARK: - Reordering

    /// The lifted row's snapshot over its shadow; `shadowKeyframes` names the shadow's own keyframes in a replay (it
    /// grows while the row lifts and fades while it settles).
    func snapshot(_ item: FigureScene.SnapshotItem, shadowKeyframes: String? = nil) -> Markup {
        let width = scene.width
        let height = scene.rows.first?.height ?? 44
        let top = item.centerY - height / 2
        let shadow: Markup = "<rect class=\"shadow\" x=\"2\" y=\"\(top + 6)\" width=\"\(width - 4)\" height=\"\(height)\" rx=\"3\"/>"
            + "<rect class=\"shadow\" x=\"1\" y=\"\(top + 3)\" width=\"\(width - 2)\" height=\"\(height)\" rx=\"3\"/>"
        var parts: [Markup] = [
            shadowKeyframes.map { FigureTimeline.moving(shadow, [$0], true) } ?? shadow,
            "<svg x=\"0\" y=\"\(top)\" width=\"\(width)\" height=\"\(height)\"><rect class=\"cell lifted\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>\(cellContent(title: item.title, level: item.level, hasChildren: false, isExpanded: false, left: 0, height: height))</svg>",
        ]
        if let finger = item.fingerY {
            parts.append("<circle class=\"finger\" cx=\"\(width * 0.8)\" cy=\"\(finger)\" r=\"14\"/>")
        }
        return "<g class=\"snapshot\">\(parts.joined())</g>"
    }

    // MARK: - Scrolling

    /// The scroll indicator at the right edge, when the content is taller than the viewport.
    func scrollIndicator() -> Markup? {
        let height = scene.viewportHeight
        guard scene.contentHeight > height, height > 0 else { return nil }
        let barHeight = max(24, height * height / scene.contentHeight)
        let barTop = scene.maxContentOffset > 0 ? scene.contentOffset / scene.maxContentOffset * (height - barHeight) : 0
        return "<rect class=\"scroll-indicator\" x=\"\(scene.width - 6)\" y=\"\(barTop + 2)\" width=\"3\" height=\"\(barHeight - 4)\" rx=\"1.5\"/>"
    }

    // MARK: - Labels

    static let labelPadding: Double = 12

    private func labelSVG(_ label: FigureScene.LabelItem, name: String) -> Markup {
        let pad = Self.labelPadding
        let boxHeight = max(label.height, label.maxHeight, labelReplay?.before.height ?? 0)
        let numbers = 64.0 // room on the right for each line's measured width
        let width = label.width + 2 * pad + numbers, height = boxHeight + 2 * pad + 8
        var parts: [Markup] = ["<rect class=\"viewport\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>"]
        if let replay = labelReplay {
            // The label before the tap, then as the tap left it: each shown in its turn when the replay plays.
            parts.append(FigureTimeline.moving(labelContent(replay.before).joined(separator: "\n"), [replay.id + "-lb"], true, hidden: true))
            parts.append(FigureTimeline.moving(labelContent(label).joined(separator: "\n"), [replay.id + "-la"], true))
        } else {
            parts += labelContent(label)
        }
        parts.append("<line class=\"limit\" x1=\"\(pad / 2)\" y1=\"\(pad + label.maxHeight)\" x2=\"\(width - pad / 2)\" y2=\"\(pad + label.maxHeight)\"/>")
        parts.append("<text class=\"limit-note\" x=\"\(width - pad / 2)\" y=\"\(pad + label.maxHeight + 11)\" text-anchor=\"end\">\(words.maxHeight(SVGNumber.format(label.maxHeight)))</text>")
        parts.append("<rect class=\"frame\" x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"\(height - 1)\"/>")
        return """
        <svg class="world label" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(name)">
        <title>\(name)</title>
        \(parts.joined(separator: "\n"))
        </svg>
        """
    }

    /// A label's box and its lines (the suffix marked), each line's measured width beside it.
    func labelContent(_ label: FigureScene.LabelItem) -> [Markup] {
        let pad = Self.labelPadding
        let parts: [Markup] = ["<rect class=\"label-box\" x=\"\(pad)\" y=\"\(pad)\" width=\"\(label.width)\" height=\"\(label.height)\"/>"]
        var suffixLeft = label.suffix.map { $0.count } ?? 0
        var lines: [Markup] = []
        for index in label.lines.indices.reversed() {
            let line = label.lines[index]
            let marked = min(suffixLeft, line.count)
            suffixLeft -= marked
            let plain = String(line.dropLast(marked)), suffix = String(line.suffix(marked))
            let y = pad + Double(index) * label.lineHeight + label.lineHeight / 2
            let length: Markup = label.lineWidths[index] > 0
                ? " textLength=\"\(label.lineWidths[index])\" lengthAdjust=\"spacingAndGlyphs\"" : .empty
            let suffixMarkup: Markup = suffix.isEmpty ? .empty : "<tspan class=\"suffix\">\(suffix)</tspan>"
            lines.append("<text class=\"label-text\" x=\"\(pad)\" y=\"\(y)\" font-size=\"\(label.fontSize)\"\(length)>\(plain)\(suffixMarkup)</text>")
            lines.append("<text class=\"line-width\" x=\"\(pad + label.width + 8)\" y=\"\(y)\">\(label.lineWidths[index])</text>")
        }
        return parts + lines.reversed()
    }
}
