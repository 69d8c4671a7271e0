import AppScreen
import Messages
import SpecComparisons
import TableModel

/// The readings of trees, labels and events on the reader's app: chapter 11's rows that open rows and chapter 12's
/// "read more" posts, as a person sees them.
///
/// - A `tree` fixture checks the app's start: one section whose rows are the tree's top level, in order, each at
///   level 0 (no indent), every row with children closed, each as tall as a new world's rows.
/// - A `label` fixture finds the cell whose label shows that text: the whole text, or a prefix of it followed by the
///   spec language's suffix `...全文` (the collapsed post), else a label showing the suffix alone. The label lines
///   after it read that cell's label: its text, its lines at its width (`numberOfLines`, `lineBreakMode`, the
///   runtime's CJK widths) and its height. The fixture checks the label's width and font size, and that the label
///   is no taller than the block's max height.
/// - `tap label` taps the middle of that label (a label takes no touches, so the tap goes to its cell).
/// - Events are what the app did, per gesture (``AppEvents``).
enum AppReadings {
    /// The spec language's suffix of a collapsed label until a block says `more`.
    static let moreSuffix = "...全文"

    static func tree(_ nodes: [TreeDeclaration]) -> AppCommand {
        .reads { screen, _ in treeStart(nodes.map(\.title), on: screen).then { AppCommands.startSizes(on: screen) } }
    }

    /// The rows at the start: the top level's titles, in order, none indented.
    static func treeStart(_ titles: [String], on screen: Screen) -> AppAnswer {
        guard let table = screen.table else { return .differsSaying(AppCommandMessages.startsWith(nil, spec: "\(titles.count)")) }
        let shown = table.sections.map(\.rowCount)
        guard shown == [titles.count] else { return .differsSaying(AppCommandMessages.startsWith(AppCommands.list(shown), spec: "\(titles.count)")) }
        for cell in table.cells where cell.section == 0 && cell.row < titles.count {
            let path = RowPath(section: 0, row: cell.row)
            if cell.title != titles[cell.row] {
                return .differs(AppCommandMessages.title(path.name), app: cell.title.map(SpecString.quoted) ?? "—", spec: SpecString.quoted(titles[cell.row]))
            }
            if let level = screen.level(at: path), level != 0 {
                return .differs(AppReadingMessages.level(path.name), app: "\(level)", spec: "0")
            }
        }
        return .agrees
    }

    static func label(_ text: String, width: Double?, fontSize: Double?, maxHeight: Double?) -> AppCommand {
        .notes(stopsWhenUnknown: true) { screen, driving in
            guard let cell = postCell(showing: text, on: screen), let label = cell.label else {
                driving.labelRow = nil
                return .unknown(AppReadingMessages.noPost(text))
            }
            driving.labelRow = RowPath(section: cell.section, row: cell.row)
            if let width, !isClose(label.frame.width, width) {
                return .differs(AppReadingMessages.labelWidth, app: SpecNumber.format(label.frame.width), spec: SpecNumber.format(width))
            }
            if let fontSize, let shown = label.fontSize, !isClose(shown, fontSize) {
                return .differs(AppReadingMessages.fontSize, app: SpecNumber.format(shown), spec: SpecNumber.format(fontSize))
            }
            if let maxHeight, label.frame.height > maxHeight + 0.5 {
                return .differs(AppReadingMessages.maxHeight, app: SpecNumber.format(label.frame.height), spec: "at most \(SpecNumber.format(maxHeight))")
            }
            return .agrees
        }
    }

    /// The first visible cell whose label shows `text` whole, or a proper prefix of it and the collapse suffix; else
    /// the first that shows the suffix alone (the empty prefix: a collapse that kept nothing is the app's bug to
    /// report at the block's label lines, not a label that is not the app's).
    static func postCell(showing text: String, on screen: Screen) -> ScreenCell? {
        let cells = screen.table?.cells ?? []
        return cells.first { $0.label?.text == text } ?? cells.first { cell in
            guard let shown = cell.label?.text, shown.hasSuffix(moreSuffix) else { return false }
            let prefix = shown.dropLast(moreSuffix.count)
            return !prefix.isEmpty && prefix.count < text.count && text.hasPrefix(prefix)
        } ?? cells.first { $0.label?.text == moreSuffix }
    }

    static let tapLabel = AppCommand.touches(settles: true) { screen, driving in
        guard let path = driving.labelRow, let label = screen.cell(at: path)?.label else { return .refused(AppReadingMessages.noLabel) }
        return AppGestures.tap(at: AppPoint(x: label.frame.x + label.frame.width / 2, y: label.frame.y + label.frame.height / 2), &driving)
    }

    /// A label line against the label in focus: its text, the end of it, or its line count.
    static func label(_ read: @escaping @Sendable (ScreenView) -> String?, spec: String, _ what: LocalizedText) -> AppCommand {
        .reads { screen, driving in
            guard let label = screen.focusingLabel(at: driving.labelRow).label else { return .differs(what, app: AppReadingMessages.noLabelShown, spec: spec) }
            return AppExpectations.compare(read(label), spec, what)
        }
    }

    /// `expect section S expanded` / `collapsed`: a folded section is one whose data source answers no rows.
    static func section(_ reference: SectionReference, expanded: Bool) -> AppCommand {
        .reads { screen, _ in
            guard let index = screen.section(reference), let table = screen.table, table.sections.indices.contains(index) else {
                return .unknown(AppExpectationMessages.noSection)
            }
            let count = table.sections[index].rowCount
            if expanded, count == 0 { return .unknown(AppReadingMessages.emptySection) }
            let shown = count > 0 ? "expanded (\(count) rows)" : "collapsed (no rows)"
            return (count > 0) == expanded ? .agrees : .differs(AppReadingMessages.sectionState(reference), app: shown, spec: expanded ? "expanded" : "collapsed")
        }
    }
}

/// What the readings of trees, labels and events say, in both languages.
enum AppReadingMessages {
    static let labelWidth = LocalizedText("the label's width", zh: "文本标签的宽度")
    static let fontSize = LocalizedText("the label's font size", zh: "文本标签的字号")
    static let maxHeight = LocalizedText("the label's height (the block's max height)", zh: "文本标签的高度（规格块的最大高度）")
    static let labelLines = LocalizedText("the label's lines", zh: "文本标签的行数")
    static let labelEnd = LocalizedText("the end of the label's text", zh: "文本标签内容的结尾")
    static let noLabelShown = "no label"
    static let noLabel = LocalizedText("your app shows the block's label in no cell on screen", zh: "你的应用没有在屏幕上的单元格中显示规格块的文本标签")
    static let emptySection = LocalizedText(
        "the section has no rows in your app, and an empty open section looks like a folded one",
        zh: "这个分区在你的应用中没有行，而空的展开分区看起来和折叠的一样")
    static let suffixes = LocalizedText(
        "your app's suffixes are written in its code, and a spec line cannot change them: from here this world runs on the engines only",
        zh: "你的应用的后缀写在它的代码里，规格行无法改变它们：从这里起这个世界只在引擎上运行")

    static func noPost(_ text: String) -> LocalizedText {
        let start = String(text.prefix(12))
        return LocalizedText(
            "your app shows no label with this text (\"\(start)…\") on screen, whole or collapsed with \"...全文\": the block's label is not one of your app's, so this world runs on the engines only",
            zh: "你的应用在屏幕上没有显示这段文字（“\(start)…”）的文本标签，无论完整的还是以“...全文”折叠的：规格块的文本标签不在你的应用中，所以这个世界只在引擎上运行")
    }

    static func level(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("\(row.english)'s level (its indent)", zh: "\(row.chinese) 的层级（缩进）")
    }

    static func sectionState(_ section: SectionReference) -> LocalizedText {
        let section = SpecPhrase.section(section)
        return LocalizedText("\(section.english)'s state", zh: "\(section.chinese) 的状态")
    }
}
