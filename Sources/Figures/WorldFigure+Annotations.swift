import HTML
import SwipeEngine

/// What a figure marks over the screen, in viewport coordinates: the numbers a chapter's prose is about.
extension WorldFigure {
    /// Every annotation that applies to the scene: swipe offsets, button frames and release thresholds, the target
    /// slot and finger path of a lifted row, and the edge-scroll zones with their speed.
    func annotations() -> Markup {
        var parts: [Markup] = []
        for row in scene.rows where row.swipeOffset != 0 && !row.isHidden {
            parts += swipeAnnotations(row)
        }
        if let slot = scene.rows.first(where: \.isHidden), slot.height >= 16 {
            // Below the slot's left end: the lifted snapshot and the finger may cover the slot itself.
            parts.append(tag(words.targetSlot, x: 4, y: slot.y + slot.height + 8, anchor: "start", className: "note slot-note"))
        }
        if let snapshot = scene.snapshot, let finger = snapshot.fingerY { parts += fingerAnnotations(finger) }
        if let zone = scene.edgeZone { parts += edgeZones(zone, labelled: true) }
        return parts.isEmpty ? .empty : "<g class=\"annotations\">\(parts.joined())</g>"
    }

    // MARK: - Swipes

    private func swipeAnnotations(_ row: FigureScene.RowItem) -> [Markup] {
        let width = scene.width, offset = row.swipeOffset
        var parts: [Markup] = []
        // The offset: from the content's edge to the cell's edge, above the row.
        let from = offset > 0 ? width - offset : 0, to = offset > 0 ? width : -offset
        parts.append(dimension(from: from, to: to, y: row.y - 10, text: words.offsetLabel(SVGNumber.format(abs(offset)))))
        // Each button that shows: where it starts and how wide it is, below the row.
        for button in row.buttons where button.isVisible && button.x < width && button.x + button.width > 0 {
            parts.append(dimension(from: max(0, button.x), to: min(width, button.x + button.width), y: row.y + row.height + 9,
                                   text: "w \(SVGNumber.format(button.width))"))
            if button.x >= 0 {
                parts.append("<line class=\"tick\" x1=\"\(button.x)\" y1=\"\(row.y + row.height)\" x2=\"\(button.x)\" y2=\"\(row.y + row.height + 22)\"/>")
                parts.append(tag("x \(SVGNumber.format(button.x))", x: button.x + 2, y: row.y + row.height + 23, anchor: "start", className: "note x-note"))
            }
        }
        // The release thresholds of the side that shows: open from closed at half the outer button, stay open
        // from open above every button but half the inner one.
        let side = row.buttons.filter { offset > 0 ? $0.x + $0.width / 2 >= width / 2 : $0.x + $0.width / 2 < width / 2 }
        let ordered = offset > 0 ? side.sorted { $0.x > $1.x } : side.sorted { $0.x < $1.x } // outermost first
        if let outer = ordered.first, let inner = ordered.last {
            let total = ordered.reduce(0) { $0 + $1.width }
            let opening = outer.width / 2, staying = total - inner.width / 2
            parts.insert(threshold(at: opening, in: row, text: words.opensAt(SVGNumber.format(opening)), rightSide: offset > 0), at: 0)
            if abs(staying - opening) >= 0.5 {
                parts.insert(threshold(at: staying, in: row, text: words.staysOpenAt(SVGNumber.format(staying)), rightSide: offset > 0), at: 0)
            }
        }
        return parts
    }

    /// A dashed line across the row where a release at that distance from the edge would decide, with its number.
    private func threshold(at distance: Double, in row: FigureScene.RowItem, text: String, rightSide: Bool) -> Markup {
        let x = rightSide ? scene.width - distance : distance
        let labelY = row.y - 26
        return """
        <line class="threshold" x1="\(x)" y1="\(labelY)" x2="\(x)" y2="\(row.y + row.height - 2)"/>\
        \(tag(text, x: x + (rightSide ? -3 : 3), y: labelY, anchor: rightSide ? "end" : "start", className: "note threshold-note"))
        """
    }

    // MARK: - Reordering

    private func fingerAnnotations(_ finger: Double) -> [Markup] {
        let x = scene.width * 0.8
        var parts: [Markup] = []
        if let start = fingerStartY, abs(start - finger) >= 1 {
            parts.append("<circle class=\"finger-start\" cx=\"\(x)\" cy=\"\(start)\" r=\"4\"/>")
            parts.append("<line class=\"finger-path\" x1=\"\(x)\" y1=\"\(start)\" x2=\"\(x)\" y2=\"\(finger + (finger > start ? -15 : 15))\"/>")
        }
        parts.append(tag(words.fingerAt(SVGNumber.format(finger)), x: x - 18, y: finger, anchor: "end", className: "note finger-note"))
        return parts
    }

    /// The bands at the top and bottom edges where a held row scrolls the table; labelled with the range and,
    /// when the finger is in one, the speed.
    func edgeZones(_ zone: FigureScene.EdgeZone, labelled: Bool) -> [Markup] {
        let width = scene.width, height = scene.viewportHeight
        let range = min(zone.range, height / 2)
        guard range > 0 else { return [] }
        var parts: [Markup] = [
            "<rect class=\"edge-zone\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(range)\"/>",
            "<rect class=\"edge-zone\" x=\"0\" y=\"\(height - range)\" width=\"\(width)\" height=\"\(range)\"/>",
        ]
        guard labelled else { return parts }
        parts.append(tag(words.edgeZone(SVGNumber.format(zone.range)), x: 6, y: range - 8, anchor: "start", className: "note zone-note"))
        parts.append(tag(words.edgeZone(SVGNumber.format(zone.range)), x: 6, y: height - range + 10, anchor: "start", className: "note zone-note"))
        if zone.speedPerFrame != 0 {
            let text = words.scrollSpeed(SVGNumber.format(abs(zone.speedPerFrame)), zone.speedPerFrame > 0)
            let y = zone.speedPerFrame > 0 ? height - 12 : 12
            parts.append(tag(text, x: width - 8, y: y, anchor: "end", className: "note speed-note"))
        }
        return parts
    }

    // MARK: - Pieces

    /// A dimension line from `from` to `to` at `y` with end ticks and its text on a plate in the middle.
    private func dimension(from: Double, to: Double, y: Double, text: String) -> Markup {
        guard to - from >= 1 else { return .empty }
        return """
        <g class="dimension"><line x1="\(from)" y1="\(y)" x2="\(to)" y2="\(y)"/><line x1="\(from)" y1="\(y - 4)" x2="\(from)" y2="\(y + 4)"/>\
        <line x1="\(to)" y1="\(y - 4)" x2="\(to)" y2="\(y + 4)"/>\(tag(text, x: (from + to) / 2, y: y, anchor: "middle", className: "note"))</g>
        """
    }

    /// A short text on a plate the colour of the page, so it reads over rows and lines.
    private func tag(_ text: String, x: Double, y: Double, anchor: String, className: String) -> Markup {
        let size = 10.5
        let width = TextFitting.width(of: text, fontSize: size) + 6
        let left = anchor == "middle" ? x - width / 2 : anchor == "end" ? x - width : x
        return """
        <g class="\(className)"><rect class="plate" x="\(left)" y="\(y - 7.5)" width="\(width)" height="15" rx="3"/>\
        <text x="\(left + width / 2)" y="\(y)" text-anchor="middle">\(text)</text></g>
        """
    }
}
