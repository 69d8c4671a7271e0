import ExpandEngine
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

    /// The `<svg>` element, named for assistive technology by `name`.
    func svg(name: String) -> Markup {
        if let label = scene.label { return labelSVG(label, name: name) }
        let width = scene.width, height = scene.viewportHeight
        var parts: [Markup] = []
        parts.append("<rect class=\"viewport\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>")
        parts += scene.rows.map(row)
        parts += scene.headers.map(header)
        if let floating = scene.floatingHeader { parts.append(floatingHeader(floating)) }
        if let snapshot = scene.snapshot { parts.append(self.snapshot(snapshot)) }
        if let indicator = scrollIndicator() { parts.append(indicator) }
        parts.append("<rect class=\"frame\" x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"\(height - 1)\"/>")
        return """
        <svg class="world" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(name)">
        \(parts.joined(separator: "\n"))
        </svg>
        """
    }

    // MARK: - Rows

    private func row(_ item: FigureScene.RowItem) -> Markup {
        let width = scene.width, height = item.height
        var parts: [Markup] = []
        if item.isHidden {
            parts.append("<rect class=\"gap\" x=\"1\" y=\"1\" width=\"\(width - 2)\" height=\"\(height - 2)\"/>")
        } else {
            parts += buttons(of: item)
            let left = -item.swipeOffset
            parts.append("<rect class=\"cell\" x=\"\(left)\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>")
            parts.append(cellContent(title: item.title, level: item.level, hasChildren: item.hasChildren,
                                     isExpanded: item.isExpanded, left: left, height: height))
        }
        return "<svg class=\"row\" x=\"0\" y=\"\(item.y)\" width=\"\(width)\" height=\"\(height)\">\(parts.joined())</svg>"
    }

    /// A cell's title (indented by level), separator and disclosure chevron, with the content's left edge at `left`.
    private func cellContent(title: String, level: Int, hasChildren: Bool, isExpanded: Bool, left: Double, height: Double) -> Markup {
        let width = scene.width
        let textX = left + Self.inset + Double(level) * Self.indentPerLevel
        let room = width - (textX - left) - Self.inset - (hasChildren ? 20 : 0)
        var parts: [Markup] = [
            "<text class=\"cell-title\" x=\"\(textX)\" y=\"\(height / 2)\" dominant-baseline=\"central\">\(TextFitting.fit(title, width: room, fontSize: Self.titleSize))</text>",
            "<line class=\"separator\" x1=\"\(left + Self.inset)\" y1=\"\(height - 0.5)\" x2=\"\(left + width)\" y2=\"\(height - 0.5)\"/>",
        ]
        if hasChildren {
            parts.append(chevron(x: left + width - Self.inset - 6, y: height / 2, pointingDown: isExpanded, className: "disclosure"))
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
                parts.append("<text class=\"action-title\" x=\"\((visible.lower + visible.upper) / 2)\" y=\"\(row.height / 2)\" text-anchor=\"middle\" dominant-baseline=\"central\">\(title)</text>")
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

    private func header(_ item: FigureScene.HeaderItem) -> Markup {
        let width = scene.width, height = item.height
        let state = item.isCollapsed ? "collapsed" : "expanded"
        var parts: [Markup] = [
            "<rect class=\"header-background\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>",
            chevron(x: 14, y: height / 2, pointingDown: !item.isCollapsed, className: "arrow"),
        ]
        if let title = item.title {
            let fitted = TextFitting.fit(title, width: width - 28 - Self.inset, fontSize: Self.headerTitleSize)
            parts.append("<text class=\"header-title\" x=\"28\" y=\"\(height / 2)\" dominant-baseline=\"central\">\(fitted)</text>")
        }
        return "<svg class=\"header \(state)\" x=\"0\" y=\"\(item.y)\" width=\"\(width)\" height=\"\(height)\">\(parts.joined())</svg>"
    }

    /// A small filled triangle centred at (x, y): pointing down (expanded) or right (collapsed).
    private func chevron(x: Double, y: Double, pointingDown: Bool, className: String) -> Markup {
        let points: String = pointingDown
            ? "\(SVGNumber.format(x - 5)),\(SVGNumber.format(y - 3)) \(SVGNumber.format(x + 5)),\(SVGNumber.format(y - 3)) \(SVGNumber.format(x)),\(SVGNumber.format(y + 4))"
            : "\(SVGNumber.format(x - 3)),\(SVGNumber.format(y - 5)) \(SVGNumber.format(x + 4)),\(SVGNumber.format(y)) \(SVGNumber.format(x - 3)),\(SVGNumber.format(y + 5))"
        return "<polygon class=\"\(className)\" points=\"\(points)\"/>"
    }

    // MARK: - Reordering

    private func snapshot(_ item: FigureScene.SnapshotItem) -> Markup {
        let width = scene.width
        let height = scene.rows.first?.height ?? 44
        let top = item.centerY - height / 2
        var parts: [Markup] = [
            "<rect class=\"shadow\" x=\"2\" y=\"\(top + 6)\" width=\"\(width - 4)\" height=\"\(height)\" rx=\"3\"/>",
            "<rect class=\"shadow\" x=\"1\" y=\"\(top + 3)\" width=\"\(width - 2)\" height=\"\(height)\" rx=\"3\"/>",
            "<svg x=\"0\" y=\"\(top)\" width=\"\(width)\" height=\"\(height)\"><rect class=\"cell lifted\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>\(cellContent(title: item.title, level: item.level, hasChildren: false, isExpanded: false, left: 0, height: height))</svg>",
        ]
        if let finger = item.fingerY {
            parts.append("<circle class=\"finger\" cx=\"\(width * 0.8)\" cy=\"\(finger)\" r=\"14\"/>")
        }
        return "<g class=\"snapshot\">\(parts.joined())</g>"
    }

    // MARK: - Scrolling

    /// The scroll indicator at the right edge, when the content is taller than the viewport.
    private func scrollIndicator() -> Markup? {
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
        let boxHeight = max(label.height, label.maxHeight)
        let width = label.width + 2 * pad, height = boxHeight + 2 * pad
        var parts: [Markup] = [
            "<rect class=\"viewport\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>",
            "<rect class=\"label-box\" x=\"\(pad)\" y=\"\(pad)\" width=\"\(label.width)\" height=\"\(label.height)\"/>",
            "<line class=\"limit\" x1=\"\(pad / 2)\" y1=\"\(pad + label.maxHeight)\" x2=\"\(width - pad / 2)\" y2=\"\(pad + label.maxHeight)\"/>",
        ]
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
            lines.append("<text class=\"label-text\" x=\"\(pad)\" y=\"\(y)\" font-size=\"\(label.fontSize)\" dominant-baseline=\"central\"\(length)>\(plain)\(suffixMarkup)</text>")
        }
        parts += lines.reversed()
        parts.append("<rect class=\"frame\" x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"\(height - 1)\"/>")
        return """
        <svg class="world label" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(name)">
        \(parts.joined(separator: "\n"))
        </svg>
        """
    }
}
