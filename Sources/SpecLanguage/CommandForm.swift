/// Which command a line is, without its values: one case for each case of ``CommandKind`` but `expect`, and one
/// for each case of ``Expectation``. Chapter 00 shows every form, and ``SpecVocabulary`` has an example of each.
public enum CommandForm: String, CaseIterable, Sendable {
    case table, tableSections, tree, label
    case width, height, rowHeight, headerHeight, trailingActions, leadingActions, editingDelete, editingNone, swipeStyle,
         cellState, singleOpen, minimumPress, edgeScroll, edgeRange, reorderBy, expandMode, suffixes, expandUpdates,
         headerView, headerButtons, headerPassesTouches
    case pan, release, cancel, tapAction, tapRow, tapHeader, tapLabel, scrollTo, scrollBy, longPress, dragTo, dragBy,
         hold, drop, wait, pullDown, panHeader, tapHeaderButton
    case expectRowOpen, expectRowClosed, expectRowOffset, expectRowKeyframes, expectVisibleActions, expectActionFrame,
         expectOpenRows, expectRowTitles, expectRowIs, expectRowLevel, expectRowCount, expectLifted, expectNothingLifted,
         expectContentOffset, expectSectionExpanded, expectVisibleRows, expectUpdates, expectLabelHeight, expectLabelText,
         expectLabelEndsWith, expectLabelLines, expectEvents, expectError, expectHeaderHeight, expectHeaderPictureOffset,
         expectHeaderPictureScale, expectRowY, expectRowHeight
}

extension CommandKind {
    /// Which command this is, without its values.
    public var form: CommandForm {
        switch self {
        case .table: .table
        case .tableSections: .tableSections
        case .tree: .tree
        case .label: .label
        case .width: .width
        case .height: .height
        case .rowHeight: .rowHeight
        case .headerHeight: .headerHeight
        case .trailingActions: .trailingActions
        case .leadingActions: .leadingActions
        case .editingDelete: .editingDelete
        case .editingNone: .editingNone
        case .swipeStyle: .swipeStyle
        case .cellState: .cellState
        case .singleOpen: .singleOpen
        case .minimumPress: .minimumPress
        case .edgeScroll: .edgeScroll
        case .edgeRange: .edgeRange
        case .reorderBy: .reorderBy
        case .expandMode: .expandMode
        case .suffixes: .suffixes
        case .expandUpdates: .expandUpdates
        case .headerView: .headerView
        case .headerButtons: .headerButtons
        case .headerPassesTouches: .headerPassesTouches
        case .pan: .pan
        case .release: .release
        case .cancel: .cancel
        case .tapAction: .tapAction
        case .tapRow: .tapRow
        case .tapHeader: .tapHeader
        case .tapLabel: .tapLabel
        case .scrollTo: .scrollTo
        case .scrollBy: .scrollBy
        case .longPress: .longPress
        case .dragTo: .dragTo
        case .dragBy: .dragBy
        case .hold: .hold
        case .drop: .drop
        case .wait: .wait
        case .pullDown: .pullDown
        case .panHeader: .panHeader
        case .tapHeaderButton: .tapHeaderButton
        case .expect(let expectation): expectation.form
        }
    }
}

extension Expectation {
    /// Which expectation this is, without its values.
    public var form: CommandForm {
        switch self {
        case .rowOpen: .expectRowOpen
        case .rowClosed: .expectRowClosed
        case .rowOffset: .expectRowOffset
        case .rowKeyframes: .expectRowKeyframes
        case .visibleActions: .expectVisibleActions
        case .actionFrame: .expectActionFrame
        case .openRows: .expectOpenRows
        case .rowTitles: .expectRowTitles
        case .rowIs: .expectRowIs
        case .rowLevel: .expectRowLevel
        case .rowCount: .expectRowCount
        case .lifted: .expectLifted
        case .nothingLifted: .expectNothingLifted
        case .contentOffset: .expectContentOffset
        case .sectionExpanded: .expectSectionExpanded
        case .visibleRows: .expectVisibleRows
        case .updates: .expectUpdates
        case .labelHeight: .expectLabelHeight
        case .labelText: .expectLabelText
        case .labelEndsWith: .expectLabelEndsWith
        case .labelLines: .expectLabelLines
        case .events: .expectEvents
        case .error: .expectError
        case .headerHeight: .expectHeaderHeight
        case .headerPictureOffset: .expectHeaderPictureOffset
        case .headerPictureScale: .expectHeaderPictureScale
        case .rowY: .expectRowY
        case .rowHeight: .expectRowHeight
        }
    }
}
