import HTML
import SwipeEngine
import TableModel

/// The sentences that say what a figure shows, in the page's language: the caption people read
/// under the figure, and what a screen reader says for it.
struct FigureDescription {
    var scene: FigureScene
    var words: FigureVocabulary

    /// Each sentence starts with a capital letter (in languages that have them).
    func sentences() -> [String] {
        rawSentences().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    private func rawSentences() -> [String] {
        if let label = scene.label { return labelSentences(label) }
        var sentences = [words.contentOffset(SVGNumber.format(scene.contentOffset), SVGNumber.format(scene.maxContentOffset))]
        if let header = scene.floatingHeader {
            sentences.append(words.floatingHeader(SVGNumber.format(header.height), SVGNumber.format(header.fullHeight),
                                                  SVGNumber.format(header.pinnedHeight), header.isPinned, header.isStretched))
        }
        if let first = scene.rows.first, let last = scene.rows.last {
            sentences.append(words.rowsOnScreen(name(first.path, first.title), name(last.path, last.title), scene.rows.count, scene.shownRowCount))
        } else {
            sentences.append(words.noRows)
        }
        for header in scene.headers {
            sentences.append(words.sectionHeader(header.section, header.title, !header.isCollapsed, header.rowCount))
        }
        for row in scene.rows where row.swipeOffset != 0 && !row.isHidden {
            let actions = row.buttons.filter(\.isVisible).map { button in
                words.quote(button.title) + (button.isDestructive ? " (\(words.destructive))" : "")
            }
            sentences.append(words.swiped(name(row.path, row.title), SVGNumber.format(abs(row.swipeOffset)), row.swipeOffset > 0,
                                          actions.joined(separator: words.listSeparator)))
        }
        if let snapshot = scene.snapshot {
            if let path = snapshot.path {
                sentences.append(words.lifted(name(path, snapshot.title), SVGNumber.format(snapshot.centerY), snapshot.fingerY.map(SVGNumber.format)))
            } else {
                sentences.append(words.settling(SVGNumber.format(snapshot.centerY)))
            }
        }
        return sentences
    }

    private func labelSentences(_ label: FigureScene.LabelItem) -> [String] {
        var sentences = [words.label(label.isExpanded, label.lines.count, SVGNumber.format(label.height), SVGNumber.format(label.maxHeight))]
        if let suffix = label.suffix { sentences.append(words.labelSuffix(words.quote(suffix))) }
        return sentences
    }

    /// `row 3 “Item #4”`, or `row [1, 2] “Friends #3”` outside section 0.
    private func name(_ path: RowPath, _ title: String) -> String {
        let index = path.section == 0 ? "\(path.row)" : "[\(path.section), \(path.row)]"
        return words.row(index) + " " + words.quote(title)
    }
}
