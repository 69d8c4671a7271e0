import HTML
/// The figure of a block whose motion it can replay (``FigureTimeline``): the whole screen, each moving part in a group
/// that runs its keyframes when the reader ticks the play box, and a strip of still frames for print and reduced motion.
extension WorldFigure {
    func timelineSVG(_ timeline: FigureTimeline, name: String) -> Markup {
        let width = scene.width, height = scene.viewportHeight
        var content: [Markup] = []
        if let range = timeline.scrolledRange, let rowHeight = scene.rows.first?.height, rowHeight > 0 {
            // The rows the scroll passes, drawn plain behind the figure's own rows.
            let f = SVGNumber.format, lastOffset = scene.contentOffset
            let top = range.lowerBound - lastOffset, bottom = range.upperBound - lastOffset
            content.append("""
            <pattern id="\(timeline.id)-p" width="\(f(width))" height="\(f(rowHeight))" patternUnits="userSpaceOnUse" y="\(f(-lastOffset))">\
            <rect class="cell" width="\(f(width))" height="\(f(rowHeight))"/><path class="ink" d="M\(f(Self.inset)) \(f(rowHeight / 2 - 5))h90v10h-90z"/>\
            <path class="separator" d="M\(f(Self.inset)) \(f(rowHeight - 0.5))H\(f(width))"/></pattern>\
            <rect fill="url(#\(timeline.id)-p)" x="0" y="\(f(top))" width="\(f(width))" height="\(f(bottom - top))"/>
            """)
        }
        // Rows that stay put are drawn as resting rows are: on one cell band, their separators in one path.
        let resting = timeline.rows.filter { !$0.isAnimated && !$0.isNeverShown && $0.item.swipeOffset == 0 && $0.item.buttons.isEmpty && !isLifted($0) }
        if let top = resting.map(\.item.y).min(), let bottom = resting.map({ $0.item.y + $0.item.height }).max() {
            content.append("<rect class=\"cell\" x=\"0\" y=\"\(top)\" width=\"\(width)\" height=\"\(bottom - top)\"/>")
            let separators = resting.map { row in
                "M\(SVGNumber.format(Self.inset)) \(SVGNumber.format(row.item.y + row.item.height - 0.5))H\(SVGNumber.format(width))"
            }.joined()
            content.append("<path class=\"separator\" d=\"\(separators)\"/>")
            for row in resting {
                content.append(cellContent(title: row.item.title, level: row.item.level, hasChildren: row.item.hasChildren,
                                           isExpanded: row.item.isExpanded, left: 0, top: row.item.y, height: row.item.height, separator: false))
            }
        }
        let restingIDs = Set(resting.map(\.id))
        for row in timeline.rows where !restingIDs.contains(row.id) { content.append(drawn(row, in: timeline)) }
        var parts: [Markup] = ["<rect class=\"viewport\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>"]
        parts.append(FigureTimeline.moving(content.joined(), [timeline.scrollClass], timeline.offset.moves))
        parts += scene.headers.map { item in
            var drawn = header(item)
            if timeline.headerToggles[item.section] != nil {
                var before = item
                before.isCollapsed.toggle()
                drawn += FigureTimeline.moving(header(before), [timeline.headerClass(item.section) + "t"], true, hidden: true)
            }
            return FigureTimeline.moving(drawn, [timeline.headerClass(item.section)], timeline.headerShifts[item.section] != nil)
        }
        if let floating = scene.floatingHeader { parts.append(floatingHeader(floating)) }
        if let snapshot = timeline.snapshot {
            let item = scene.snapshot ?? FigureScene.SnapshotItem(path: nil, title: snapshot.title, level: snapshot.level,
                                                                   centerY: snapshot.drawnAt, fingerY: nil)
            let moved = MotionTrack(offset: snapshot.center, minus: snapshot.drawnAt, negated: false).moves
            var names: [String] = []
            if moved { names.append(timeline.snapshotClass + "y") }
            if snapshot.opacity.moves { names.append(timeline.snapshotClass + "o") }
            // The finger is where the gesture put it at once; only the snapshot travels to it.
            var travelling = item
            travelling.fingerY = nil
            let shadowKeyframes = snapshot.shadow == nil ? nil : timeline.snapshotClass + "s"
            parts.append(FigureTimeline.moving(self.snapshot(travelling, shadowKeyframes: shadowKeyframes), names, !names.isEmpty, hidden: snapshot.opacity.stops.last?.value == 0))
            if let finger = item.fingerY {
                let circle: Markup = "<circle class=\"finger\" cx=\"\(width * 0.8)\" cy=\"\(finger)\" r=\"14\"/>"
                parts.append(FigureTimeline.moving(circle, [timeline.snapshotClass + "o"], snapshot.opacity.moves))
            }
        } else if let snapshot = scene.snapshot {
            parts.append(self.snapshot(snapshot))
        }
        if let indicator = scrollIndicator() { parts.append(indicator) }
        return """
        <svg class="world whole" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" role="img" aria-label="\(name)">
        <title>\(name)</title>
        \(parts.joined(separator: "\n"))
        \(annotations())
        <rect class="frame" x="0.5" y="0.5" width="\(width - 1)" height="\(height - 1)"/>
        </svg>
        """
    }

    /// One row of a replay: its cell (sliding out, when it does), moving and showing as its tracks say; a lifted
    /// row's gap stays where its cell is.
    private func drawn(_ row: FigureTimeline.DrawnRow, in timeline: FigureTimeline) -> Markup {
        let item = row.item, width = scene.width
        var cell: Markup
        if let slide = row.slide {
            let content: Markup = "<rect class=\"cell\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(item.height)\"/>"
                + cellContent(title: item.title, level: item.level, hasChildren: item.hasChildren, isExpanded: item.isExpanded, left: 0, height: item.height)
            cell = "<svg y=\"\(item.y)\" width=\"\(width)\" height=\"\(item.height)\"><rect class=\"action destructive\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(item.height)\"/>\(FigureTimeline.moving(content, [row.className + "x"], slide.moves))</svg>"
        } else if item.swipeOffset != 0 || !item.buttons.isEmpty {
            cell = self.row(item)
        } else {
            cell = "<svg y=\"\(item.y)\" width=\"\(width)\" height=\"\(item.height)\"><rect class=\"cell\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(item.height)\"/>"
                + cellContent(title: item.title, level: item.level, hasChildren: item.hasChildren, isExpanded: item.isExpanded, left: 0, height: item.height)
                + "</svg>"
        }
        if row.opacity.moves {
            cell = FigureTimeline.moving(cell, [timeline.keyframesName(row.className + "o")], true, hidden: row.opacity.stops.last?.value == 0)
        }
        if row.isNeverShown { cell = .empty }
        if let toggle = row.toggle, item.hasChildren {
            // A tree row a tap toggled: its disclosure as it pointed before the tap, over the one it points now.
            let x = width - Self.inset - 6, y = item.y + item.height / 2
            let before: Markup = "<rect class=\"cell\" x=\"\(x - 7)\" y=\"\(y - 7)\" width=\"14\" height=\"14\"/>"
                + chevron(x: x, y: y, pointingDown: !item.isExpanded, className: "disclosure")
            cell += FigureTimeline.moving(before, [row.className + "t"], toggle.moves, hidden: toggle.stops.last?.value == 0)
        }
        if isLifted(row) {
            cell = "<rect class=\"gap\" x=\"1\" y=\"\(item.y + 1)\" width=\"\(width - 2)\" height=\"\(max(0, item.height - 2))\"/>" + cell
        }
        return FigureTimeline.moving(cell, [timeline.keyframesName(row.className + "y")], row.shift.moves)
    }

    /// Whether the scene hides the row's cell behind its lifted snapshot.
    private func isLifted(_ row: FigureTimeline.DrawnRow) -> Bool {
        scene.rows.contains { $0.path == row.item.path && $0.isHidden }
    }

    /// The replay as still frames: the start, the end, and up to two moments between, each a small drawing of the
    /// screen (rows as bars, the snapshot, a row sliding out) with its time.
    func timelineStills(_ timeline: FigureTimeline) -> Markup {
        var candidates = Set([0, timeline.total])
        for moment in timeline.motion.moments { candidates.insert(min(moment.frame, timeline.total)) }
        for animation in timeline.motion.animations { candidates.insert(min(animation.endFrame, timeline.total)) }
        let sorted = candidates.sorted()
        var chosen = [sorted[0]]
        let between = Array(sorted.dropFirst().dropLast())
        if !between.isEmpty {
            let picks = between.count <= 2 ? between : [between[between.count / 3], between[(2 * between.count) / 3]]
            chosen += picks
        }
        if let last = sorted.last, last != chosen.last { chosen.append(last) }
        let f = SVGNumber.format, width = scene.width, height = scene.viewportHeight
        var shots: [Markup] = []
        for frame in chosen {
            let scroll = (timeline.offset.stops.last?.value ?? 0) - timeline.offset.value(at: frame)
            var cells = Markup.empty, ink = Markup.empty, separators = Markup.empty, extra: [Markup] = []
            for row in timeline.rows {
                if !row.opacity.stops.isEmpty, row.opacity.value(at: frame) < 0.5 {
                    if isLifted(row) || timeline.isHidden(row.id, at: frame) {
                        let y = row.item.y + row.shift.value(at: frame) + scroll
                        extra.append("<rect class=\"gap\" x=\"1\" y=\"\(y + 1)\" width=\"\(width - 2)\" height=\"\(max(0, row.item.height - 2))\"/>")
                    }
                    continue
                }
                let y = row.item.y + row.shift.value(at: frame) + scroll
                guard y + row.item.height > 0, y < height else { continue }
                let left = -(row.slide?.value(at: frame) ?? 0)
                if row.slide != nil {
                    extra.append("<rect class=\"action destructive\" x=\"0\" y=\"\(y)\" width=\"\(width)\" height=\"\(row.item.height)\"/>")
                    extra.append("<rect class=\"cell\" x=\"\(left)\" y=\"\(y)\" width=\"\(width)\" height=\"\(row.item.height)\"/>")
                } else {
                    cells += "M0 \(y)h\(width)v\(row.item.height)h\(-width)z"
                }
                let textX = left + Self.inset + Double(row.item.level) * Self.indentPerLevel
                ink += "M\(textX) \(y + row.item.height / 2 - 5)h90v10h-90z"
                separators += "M\(Self.inset) \(y + row.item.height - 0.5)H\(width)"
            }
            var parts: [Markup] = ["<rect class=\"viewport\" width=\"\(width)\" height=\"\(height)\"/>"]
            if let range = timeline.scrolledRange, let rowHeight = scene.rows.first?.height, rowHeight > 0 {
                // The rows the scroll passes, plain, behind the rows the figure names.
                let offset = timeline.offset.value(at: frame)
                var ghosts = Markup.empty, lines = Markup.empty
                var y = (max(range.lowerBound, offset) / rowHeight).rounded(.down) * rowHeight - offset
                while y < height {
                    ghosts += "M\(Self.inset) \(y + rowHeight / 2 - 5)h90v10h-90z"
                    lines += "M\(Self.inset) \(y + rowHeight - 0.5)H\(width)"
                    y += rowHeight
                }
                parts.append("<rect class=\"cell\" width=\"\(width)\" height=\"\(height)\"/><path class=\"ink\" d=\"\(ghosts)\"/><path class=\"separator\" d=\"\(lines)\"/>")
            }
            if cells != .empty { parts.append("<path class=\"cell\" d=\"\(cells)\"/>") }
            parts += extra
            if ink != .empty { parts.append("<path class=\"ink\" d=\"\(ink)\"/><path class=\"separator\" d=\"\(separators)\"/>") }
            if let snapshot = timeline.snapshot, snapshot.opacity.value(at: frame) >= 0.5 || (!snapshot.opacity.moves && snapshot.isInScene) {
                let rowHeight = scene.rows.first?.height ?? 44
                let top = snapshot.center.value(at: frame) - rowHeight / 2
                parts.append("<rect class=\"cell lifted\" x=\"0\" y=\"\(top)\" width=\"\(width)\" height=\"\(rowHeight)\"/>")
            }
            if timeline.snapshot == nil, let snapshot = scene.snapshot {
                let rowHeight = scene.rows.first?.height ?? 44
                parts.append("<rect class=\"cell lifted\" x=\"0\" y=\"\(snapshot.centerY - rowHeight / 2)\" width=\"\(width)\" height=\"\(rowHeight)\"/>")
            }
            let seconds = f(Double(frame) / Double(60))
            let offset = timeline.offset.moves ? f(timeline.offset.value(at: frame)) : nil
            shots.append("""
            <li><svg class="world still" viewBox="0 0 \(width) \(height)" aria-hidden="true">\(parts.joined())</svg>\
            <span>\(words.replayFrame(seconds, offset))</span></li>
            """)
        }
        return "<ol class=\"frames replay\" aria-label=\"\(words.framesLabel)\">\(shots.joined())</ol>"
    }
}
