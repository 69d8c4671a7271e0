import TableModel

/// Which part of the screen a figure shows large: the rows a block acted on and their neighbours.
enum FigureFocus {
    /// The most of the viewport a focus may cover; beyond it the whole screen is drawn at one scale.
    static let largestShare = 0.6

    /// The rows of section 0 a block's lines name (`row 3`, `行 3`), for the figure to focus on.
    static func mentionedRows(in lines: [String]) -> Set<Int> {
        var rows: Set<Int> = []
        // On the UTF-8 bytes: words split at spaces and tabs, `row` or `行` (E8 A1 8C) before a number.
        let row: [UInt8] = [0x72, 0x6F, 0x77], chineseRow: [UInt8] = [0xE8, 0xA1, 0x8C]
        for line in lines {
            var words: [Range<Int>] = []
            let bytes = Array(line.utf8)
            var start: Int?
            for index in bytes.indices {
                if bytes[index] == 0x20 || bytes[index] == 0x09 {
                    if let first = start { words.append(first..<index) }
                    start = nil
                } else if start == nil {
                    start = index
                }
            }
            if let first = start { words.append(first..<bytes.count) }
            for (index, word) in words.enumerated().dropLast() where bytes[word].elementsEqual(row) || bytes[word].elementsEqual(chineseRow) {
                if let number = Int(String(decoding: bytes[words[index + 1]], as: UTF8.self)) { rows.insert(number) }
            }
        }
        return rows
    }

    /// The viewport y range to show large: rows that are swiped, lifted or hidden, the lifted snapshot, the finger,
    /// and the rows the block names, with one neighbour row above and below; `nil` when there is no such row or the
    /// range would be most of the screen.
    static func region(in scene: FigureScene, mentioning mentioned: Set<Int>) -> ClosedRange<Double>? {
        guard scene.label == nil, scene.viewportHeight > 0 else { return nil }
        var spans: [(Double, Double)] = []
        for row in scene.rows where row.swipeOffset != 0 || row.isHidden || (row.path.section == 0 && mentioned.contains(row.path.row)) {
            spans.append((row.y, row.y + row.height))
        }
        let rowHeight = scene.rows.first?.height ?? 44
        if let snapshot = scene.snapshot {
            spans.append((snapshot.centerY - rowHeight / 2, snapshot.centerY + rowHeight / 2))
            if let finger = snapshot.fingerY { spans.append((finger - 16, finger + 16)) }
        }
        guard let top = spans.map(\.0).min(), let bottom = spans.map(\.1).max() else { return nil }
        let lower = max(0, top - rowHeight), upper = min(scene.viewportHeight, bottom + rowHeight)
        guard upper > lower, (upper - lower) <= scene.viewportHeight * largestShare else { return nil }
        return lower...upper
    }
}
