// Apple's documented Swift signatures of the table, collection and diffable data source API, as typed references
// checked against the surface. Each line is preceded by its documentation page. Protocol requirements are checked
// through conforming classes below (which must satisfy the required ones) and through existentials (optional
// requirements come out as optional functions).
import UIKit

/// Conforms to every table protocol with the documented signatures of their required methods and a few optional ones.
final class SignatureTableClient: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDragDelegate, UITableViewDropDelegate {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }])
    }
    // https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:itemsforbeginning:at:)
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] { [] }
    // https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:performdropwith:)
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {}
    // https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:dropsessiondidupdate:withdestinationindexpath:)
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
}

/// Conforms to the collection view protocols with the documented signatures of their required methods.
final class SignatureCollectionClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A table view controller subclass overrides the data source and delegate methods it adopts.
final class SignatureTableViewController: UITableViewController {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// A cell subclass overrides the documented configuration update and reuse methods.
final class SignatureCell: UITableViewCell {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/updateconfiguration(using:)
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
    }
    // https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
    override func prepareForReuse() {
        super.prepareForReuse()
    }
}

/// A diffable data source subclass overrides the data source methods it implements.
final class SignatureDiffableDataSource: UITableViewDiffableDataSource<Int, String> {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

@MainActor func tablesSignatures() {
    // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    let _: (CGRect, UITableView.Style) -> UITableView = UITableView.init(frame:style:)
    // https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
    let _: (NSCoder) -> UITableView? = UITableView.init(coder:)
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    let _: KeyPath<UITableView, UITableView.Style> = \UITableView.style
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    let _: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
    // https://developer.apple.com/documentation/uikit/uitableview/datasource
    let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSource)?> = \UITableView.dataSource
    // https://developer.apple.com/documentation/uikit/uitableview/delegate
    let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDelegate)?> = \UITableView.delegate
    // https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource
    let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSourcePrefetching)?> = \UITableView.prefetchDataSource
    // https://developer.apple.com/documentation/uikit/uitableview/dragdelegate
    let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDragDelegate)?> = \UITableView.dragDelegate
    // https://developer.apple.com/documentation/uikit/uitableview/dropdelegate
    let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDropDelegate)?> = \UITableView.dropDelegate
    // https://developer.apple.com/documentation/uikit/uitableview/rowheight
    let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.rowHeight
    // https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight
    let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.sectionHeaderHeight
    // https://developer.apple.com/documentation/uikit/uitableview/sectionfooterheight
    let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.sectionFooterHeight
    // https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
    let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.estimatedRowHeight
    // https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight
    let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.estimatedSectionHeaderHeight
    // https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionfooterheight
    let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.estimatedSectionFooterHeight
    // https://developer.apple.com/documentation/uikit/uitableview/fillerrowheight
    let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.fillerRowHeight
    // https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding
    let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \UITableView.sectionHeaderTopPadding
    // https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
    let _: CGFloat = UITableView.automaticDimension
    // https://developer.apple.com/documentation/uikit/uitableview/separatorinset
    let _: ReferenceWritableKeyPath<UITableView, UIEdgeInsets> = \UITableView.separatorInset
    // https://developer.apple.com/documentation/uikit/uitableview/separatorstyle
    let _: ReferenceWritableKeyPath<UITableView, UITableViewCell.SeparatorStyle> = \UITableView.separatorStyle
    // https://developer.apple.com/documentation/uikit/uitableview/separatorcolor
    let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \UITableView.separatorColor
    // https://developer.apple.com/documentation/uikit/uitableview/backgroundview
    let _: ReferenceWritableKeyPath<UITableView, UIView?> = \UITableView.backgroundView
    // https://developer.apple.com/documentation/uikit/uitableview/tableheaderview
    let _: ReferenceWritableKeyPath<UITableView, UIView?> = \UITableView.tableHeaderView
    // https://developer.apple.com/documentation/uikit/uitableview/tablefooterview
    let _: ReferenceWritableKeyPath<UITableView, UIView?> = \UITableView.tableFooterView
    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)
    let _: (UITableView) -> (AnyClass?, String) -> Void = UITableView.register(_:forCellReuseIdentifier:)
    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)
    let _: (UITableView) -> (AnyClass?, String) -> Void = UITableView.register(_:forHeaderFooterViewReuseIdentifier:)
    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
    let _: (UITableView) -> (String) -> UITableViewCell? = UITableView.dequeueReusableCell(withIdentifier:)
    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    let _: (UITableView) -> (String, IndexPath) -> UITableViewCell = UITableView.dequeueReusableCell(withIdentifier:for:)
    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
    let _: (UITableView) -> (String) -> UITableViewHeaderFooterView? = UITableView.dequeueReusableHeaderFooterView(withIdentifier:)
    // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    let _: (UITableView) -> () -> Void = UITableView.reloadData
    // https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()
    let _: (UITableView) -> () -> Void = UITableView.reloadSectionIndexTitles
    // https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    let _: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void = UITableView.reloadRows(at:with:)
    // https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
    let _: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.reloadSections(_:with:)
    // https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
    let _: (UITableView) -> ([IndexPath]) -> Void = UITableView.reconfigureRows(at:)
    // https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    let _: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void = UITableView.insertRows(at:with:)
    // https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    let _: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void = UITableView.deleteRows(at:with:)
    // https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
    let _: (UITableView) -> (IndexPath, IndexPath) -> Void = UITableView.moveRow(at:to:)
    // https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
    let _: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.insertSections(_:with:)
    // https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
    let _: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.deleteSections(_:with:)
    // https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
    let _: (UITableView) -> (Int, Int) -> Void = UITableView.moveSection(_:toSection:)
    // https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    let _: (UITableView) -> ((() -> Void)?, ((Bool) -> Void)?) -> Void = UITableView.performBatchUpdates(_:completion:)
    // https://developer.apple.com/documentation/uikit/uitableview/beginupdates()
    let _: (UITableView) -> () -> Void = UITableView.beginUpdates
    // https://developer.apple.com/documentation/uikit/uitableview/endupdates()
    let _: (UITableView) -> () -> Void = UITableView.endUpdates
    // https://developer.apple.com/documentation/uikit/uitableview/hasuncommittedupdates
    let _: KeyPath<UITableView, Bool> = \UITableView.hasUncommittedUpdates
    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    let _: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
    // https://developer.apple.com/documentation/uikit/uitableview/scrollposition
    let _: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]
    // https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
    let _: (UITableView) -> (IndexPath, UITableView.ScrollPosition, Bool) -> Void = UITableView.scrollToRow(at:at:animated:)
    // https://developer.apple.com/documentation/uikit/uitableview/scrolltonearestselectedrow(at:animated:)
    let _: (UITableView) -> (UITableView.ScrollPosition, Bool) -> Void = UITableView.scrollToNearestSelectedRow(at:animated:)
    // https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    let _: KeyPath<UITableView, Int> = \UITableView.numberOfSections
    // https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    let _: (UITableView) -> (Int) -> Int = UITableView.numberOfRows(inSection:)
    // https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    let _: (UITableView) -> (IndexPath) -> CGRect = UITableView.rectForRow(at:)
    // https://developer.apple.com/documentation/uikit/uitableview/rectforheader(insection:)
    let _: (UITableView) -> (Int) -> CGRect = UITableView.rectForHeader(inSection:)
    // https://developer.apple.com/documentation/uikit/uitableview/rectforfooter(insection:)
    let _: (UITableView) -> (Int) -> CGRect = UITableView.rectForFooter(inSection:)
    // https://developer.apple.com/documentation/uikit/uitableview/rect(forsection:)
    let _: (UITableView) -> (Int) -> CGRect = UITableView.rect(forSection:)
    // https://developer.apple.com/documentation/uikit/uitableview/indexpathforrow(at:)
    let _: (UITableView) -> (CGPoint) -> IndexPath? = UITableView.indexPathForRow(at:)
    // https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)
    let _: (UITableView) -> (UITableViewCell) -> IndexPath? = UITableView.indexPath(for:)
    // https://developer.apple.com/documentation/uikit/uitableview/indexpathsforrows(in:)
    let _: (UITableView) -> (CGRect) -> [IndexPath]? = UITableView.indexPathsForRows(in:)
    // https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
    let _: (UITableView) -> (IndexPath) -> UITableViewCell? = UITableView.cellForRow(at:)
    // https://developer.apple.com/documentation/uikit/uitableview/visiblecells
    let _: KeyPath<UITableView, [UITableViewCell]> = \UITableView.visibleCells
    // https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
    let _: KeyPath<UITableView, [IndexPath]?> = \UITableView.indexPathsForVisibleRows
    // https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:)
    let _: (UITableView) -> (Int) -> UITableViewHeaderFooterView? = UITableView.headerView(forSection:)
    // https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)
    let _: (UITableView) -> (Int) -> UITableViewHeaderFooterView? = UITableView.footerView(forSection:)
    // https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
    let _: KeyPath<UITableView, IndexPath?> = \UITableView.indexPathForSelectedRow
    // https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
    let _: KeyPath<UITableView, [IndexPath]?> = \UITableView.indexPathsForSelectedRows
    // https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
    let _: (UITableView) -> (IndexPath?, Bool, UITableView.ScrollPosition) -> Void = UITableView.selectRow(at:animated:scrollPosition:)
    // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    let _: (UITableView) -> (IndexPath, Bool) -> Void = UITableView.deselectRow(at:animated:)
    // https://developer.apple.com/documentation/uikit/uitableview/isediting
    let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.isEditing
    // https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
    let _: (UITableView) -> (Bool, Bool) -> Void = UITableView.setEditing(_:animated:)
    // https://developer.apple.com/documentation/uikit/uitableview/allowsselection
    let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.allowsSelection
    // https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
    let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.allowsMultipleSelection
    // https://developer.apple.com/documentation/uikit/uitableview/allowsselectionduringediting
    let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.allowsSelectionDuringEditing
    // https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselectionduringediting
    let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.allowsMultipleSelectionDuringEditing
    // https://developer.apple.com/documentation/uikit/uitableview/draginteractionenabled
    let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.dragInteractionEnabled
    // https://developer.apple.com/documentation/uikit/uitableview/celllayoutmarginsfollowreadablewidth
    let _: ReferenceWritableKeyPath<UITableView, Bool> = \UITableView.cellLayoutMarginsFollowReadableWidth
    // https://developer.apple.com/documentation/uikit/uitableview/hasactivedrag
    let _: KeyPath<UITableView, Bool> = \UITableView.hasActiveDrag
    // https://developer.apple.com/documentation/uikit/uitableview/hasactivedrop
    let _: KeyPath<UITableView, Bool> = \UITableView.hasActiveDrop
    // https://developer.apple.com/documentation/uikit/uitableview/sectionindexcolor
    let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \UITableView.sectionIndexColor
    // https://developer.apple.com/documentation/uikit/uitableview/indexsearch
    let _: String = UITableView.indexSearch
    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    let _: (UITableViewCell.CellStyle, String?) -> UITableViewCell = UITableViewCell.init(style:reuseIdentifier:)
    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
    let _: (NSCoder) -> UITableViewCell? = UITableViewCell.init(coder:)
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    let _: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
    // https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
    let _: [UITableViewCell.EditingStyle] = [.none, .delete, .insert]
    // https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
    let _: [UITableViewCell.SelectionStyle] = [.none, .blue, .gray, .default]
    // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype
    let _: [UITableViewCell.AccessoryType] = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]
    // https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle
    let _: [UITableViewCell.SeparatorStyle] = [.none, .singleLine]
    // https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    let _: KeyPath<UITableViewCell, UIView> = \UITableViewCell.contentView
    // https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
    let _: KeyPath<UITableViewCell, UILabel?> = \UITableViewCell.textLabel
    // https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
    let _: KeyPath<UITableViewCell, UILabel?> = \UITableViewCell.detailTextLabel
    // https://developer.apple.com/documentation/uikit/uitableviewcell/imageview
    let _: KeyPath<UITableViewCell, UIImageView?> = \UITableViewCell.imageView
    // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
    let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.AccessoryType> = \UITableViewCell.accessoryType
    // https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
    let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \UITableViewCell.accessoryView
    // https://developer.apple.com/documentation/uikit/uitableviewcell/editingaccessorytype
    let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.AccessoryType> = \UITableViewCell.editingAccessoryType
    // https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
    let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.SelectionStyle> = \UITableViewCell.selectionStyle
    // https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.property
    let _: KeyPath<UITableViewCell, UITableViewCell.EditingStyle> = \UITableViewCell.editingStyle
    // https://developer.apple.com/documentation/uikit/uitableviewcell/isselected
    let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \UITableViewCell.isSelected
    // https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)
    let _: (UITableViewCell) -> (Bool, Bool) -> Void = UITableViewCell.setSelected(_:animated:)
    // https://developer.apple.com/documentation/uikit/uitableviewcell/ishighlighted
    let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \UITableViewCell.isHighlighted
    // https://developer.apple.com/documentation/uikit/uitableviewcell/sethighlighted(_:animated:)
    let _: (UITableViewCell) -> (Bool, Bool) -> Void = UITableViewCell.setHighlighted(_:animated:)
    // https://developer.apple.com/documentation/uikit/uitableviewcell/isediting
    let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \UITableViewCell.isEditing
    // https://developer.apple.com/documentation/uikit/uitableviewcell/setediting(_:animated:)
    let _: (UITableViewCell) -> (Bool, Bool) -> Void = UITableViewCell.setEditing(_:animated:)
    // https://developer.apple.com/documentation/uikit/uitableviewcell/showsreordercontrol
    let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \UITableViewCell.showsReorderControl
    // https://developer.apple.com/documentation/uikit/uitableviewcell/indentationlevel
    let _: ReferenceWritableKeyPath<UITableViewCell, Int> = \UITableViewCell.indentationLevel
    // https://developer.apple.com/documentation/uikit/uitableviewcell/indentationwidth
    let _: ReferenceWritableKeyPath<UITableViewCell, CGFloat> = \UITableViewCell.indentationWidth
    // https://developer.apple.com/documentation/uikit/uitableviewcell/separatorinset
    let _: ReferenceWritableKeyPath<UITableViewCell, UIEdgeInsets> = \UITableViewCell.separatorInset
    // https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundview
    let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \UITableViewCell.backgroundView
    // https://developer.apple.com/documentation/uikit/uitableviewcell/selectedbackgroundview
    let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \UITableViewCell.selectedBackgroundView
    // https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
    let _: (UITableViewCell) -> () -> Void = UITableViewCell.prepareForReuse
    // https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
    let _: KeyPath<UITableViewCell, String?> = \UITableViewCell.reuseIdentifier
    // https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    let _: (UITableViewCell) -> () -> UIListContentConfiguration = UITableViewCell.defaultContentConfiguration
    // https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    let _: ReferenceWritableKeyPath<UITableViewCell, (any UIContentConfiguration)?> = \UITableViewCell.contentConfiguration
    // https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration
    let _: ReferenceWritableKeyPath<UITableViewCell, UIBackgroundConfiguration?> = \UITableViewCell.backgroundConfiguration
    // https://developer.apple.com/documentation/uikit/uitableviewcell/automaticallyupdatescontentconfiguration
    let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \UITableViewCell.automaticallyUpdatesContentConfiguration
    // https://developer.apple.com/documentation/uikit/uitableviewcell/automaticallyupdatesbackgroundconfiguration
    let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \UITableViewCell.automaticallyUpdatesBackgroundConfiguration
    // https://developer.apple.com/documentation/uikit/uitableviewcell/configurationstate
    let _: KeyPath<UITableViewCell, UICellConfigurationState> = \UITableViewCell.configurationState
    // https://developer.apple.com/documentation/uikit/uitableviewcell/updateconfiguration(using:)
    let _: (UITableViewCell) -> (UICellConfigurationState) -> Void = UITableViewCell.updateConfiguration(using:)
    // https://developer.apple.com/documentation/uikit/uitableviewcell/setneedsupdateconfiguration()
    let _: (UITableViewCell) -> () -> Void = UITableViewCell.setNeedsUpdateConfiguration
    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    let _: (UITableView.Style) -> UITableViewController = UITableViewController.init(style:)
    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    let _: ReferenceWritableKeyPath<UITableViewController, UITableView?> = \UITableViewController.tableView
    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/clearsselectiononviewwillappear
    let _: ReferenceWritableKeyPath<UITableViewController, Bool> = \UITableViewController.clearsSelectionOnViewWillAppear
    // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
    let _: (String?) -> UITableViewHeaderFooterView = UITableViewHeaderFooterView.init(reuseIdentifier:)
    // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentview
    let _: KeyPath<UITableViewHeaderFooterView, UIView> = \UITableViewHeaderFooterView.contentView
    // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/textlabel
    let _: KeyPath<UITableViewHeaderFooterView, UILabel?> = \UITableViewHeaderFooterView.textLabel
    // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/defaultcontentconfiguration()
    let _: (UITableViewHeaderFooterView) -> () -> UIListContentConfiguration = UITableViewHeaderFooterView.defaultContentConfiguration
    // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration
    let _: ReferenceWritableKeyPath<UITableViewHeaderFooterView, (any UIContentConfiguration)?> = \UITableViewHeaderFooterView.contentConfiguration
    // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/reuseidentifier
    let _: KeyPath<UITableViewHeaderFooterView, String?> = \UITableViewHeaderFooterView.reuseIdentifier
    // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/configurationstate
    let _: KeyPath<UITableViewHeaderFooterView, UIViewConfigurationState> = \UITableViewHeaderFooterView.configurationState
    // https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
    let _: (UIContextualAction.Style, String?, @escaping UIContextualAction.Handler) -> UIContextualAction = UIContextualAction.init(style:title:handler:)
    // https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
    let _: UIContextualAction.Handler = { (_: UIContextualAction, _: UIView, completion: @escaping (Bool) -> Void) in completion(true) }
    // https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
    let _: [UIContextualAction.Style] = [.normal, .destructive]
    // https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.property
    let _: KeyPath<UIContextualAction, UIContextualAction.Style> = \UIContextualAction.style
    // https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.property
    let _: KeyPath<UIContextualAction, UIContextualAction.Handler> = \UIContextualAction.handler
    // https://developer.apple.com/documentation/uikit/uicontextualaction/title
    let _: ReferenceWritableKeyPath<UIContextualAction, String?> = \UIContextualAction.title
    // https://developer.apple.com/documentation/uikit/uicontextualaction/backgroundcolor
    let _: ReferenceWritableKeyPath<UIContextualAction, UIColor?> = \UIContextualAction.backgroundColor
    // https://developer.apple.com/documentation/uikit/uicontextualaction/image
    let _: ReferenceWritableKeyPath<UIContextualAction, UIImage?> = \UIContextualAction.image
    // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
    let _: ([UIContextualAction]) -> UISwipeActionsConfiguration = UISwipeActionsConfiguration.init(actions:)
    // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions
    let _: KeyPath<UISwipeActionsConfiguration, [UIContextualAction]> = \UISwipeActionsConfiguration.actions
    // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
    let _: ReferenceWritableKeyPath<UISwipeActionsConfiguration, Bool> = \UISwipeActionsConfiguration.performsFirstActionWithFullSwipe
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/cell()
    let _: () -> UIListContentConfiguration = UIListContentConfiguration.cell
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/subtitlecell()
    let _: () -> UIListContentConfiguration = UIListContentConfiguration.subtitleCell
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/valuecell()
    let _: () -> UIListContentConfiguration = UIListContentConfiguration.valueCell
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/plainheader()
    let _: () -> UIListContentConfiguration = UIListContentConfiguration.plainHeader
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/plainfooter()
    let _: () -> UIListContentConfiguration = UIListContentConfiguration.plainFooter
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/groupedheader()
    let _: () -> UIListContentConfiguration = UIListContentConfiguration.groupedHeader
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/groupedfooter()
    let _: () -> UIListContentConfiguration = UIListContentConfiguration.groupedFooter
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/header()
    if #available(iOS 18.0, *) { let _: () -> UIListContentConfiguration = UIListContentConfiguration.header }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/footer()
    let _: () -> UIListContentConfiguration = UIListContentConfiguration.footer
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/sidebarcell()
    let _: () -> UIListContentConfiguration = UIListContentConfiguration.sidebarCell
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/sidebarheader()
    let _: () -> UIListContentConfiguration = UIListContentConfiguration.sidebarHeader
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/text
    let _: WritableKeyPath<UIListContentConfiguration, String?> = \UIListContentConfiguration.text
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/secondarytext
    let _: WritableKeyPath<UIListContentConfiguration, String?> = \UIListContentConfiguration.secondaryText
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/attributedtext
    let _: WritableKeyPath<UIListContentConfiguration, NSAttributedString?> = \UIListContentConfiguration.attributedText
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/image
    let _: WritableKeyPath<UIListContentConfiguration, UIImage?> = \UIListContentConfiguration.image
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.property
    let _: WritableKeyPath<UIListContentConfiguration, UIListContentConfiguration.TextProperties> = \UIListContentConfiguration.textProperties
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/secondarytextproperties
    let _: WritableKeyPath<UIListContentConfiguration, UIListContentConfiguration.TextProperties> = \UIListContentConfiguration.secondaryTextProperties
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties-swift.property
    let _: WritableKeyPath<UIListContentConfiguration, UIListContentConfiguration.ImageProperties> = \UIListContentConfiguration.imageProperties
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/directionallayoutmargins
    let _: WritableKeyPath<UIListContentConfiguration, NSDirectionalEdgeInsets> = \UIListContentConfiguration.directionalLayoutMargins
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/font
    let _: WritableKeyPath<UIListContentConfiguration.TextProperties, UIFont> = \UIListContentConfiguration.TextProperties.font
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/color
    let _: WritableKeyPath<UIListContentConfiguration.TextProperties, UIColor> = \UIListContentConfiguration.TextProperties.color
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/numberoflines
    let _: WritableKeyPath<UIListContentConfiguration.TextProperties, Int> = \UIListContentConfiguration.TextProperties.numberOfLines
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/alignment-swift.property
    let _: WritableKeyPath<UIListContentConfiguration.TextProperties, UIListContentConfiguration.TextProperties.TextAlignment> = \UIListContentConfiguration.TextProperties.alignment
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties-swift.struct/tintcolor
    let _: WritableKeyPath<UIListContentConfiguration.ImageProperties, UIColor?> = \UIListContentConfiguration.ImageProperties.tintColor
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/imageproperties-swift.struct/cornerradius
    let _: WritableKeyPath<UIListContentConfiguration.ImageProperties, CGFloat> = \UIListContentConfiguration.ImageProperties.cornerRadius
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/makecontentview()
    let _: (UIListContentConfiguration) -> () -> any UIView & UIContentView = UIListContentConfiguration.makeContentView
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/updated(for:)
    let _: (UIListContentConfiguration) -> (any UIConfigurationState) -> UIListContentConfiguration = UIListContentConfiguration.updated(for:)
    // https://developer.apple.com/documentation/uikit/uilistcontentview/init(configuration:)
    let _: (UIListContentConfiguration) -> UIListContentView = UIListContentView.init(configuration:)
    // https://developer.apple.com/documentation/uikit/uicontentview/configuration
    let _: ReferenceWritableKeyPath<UIListContentView, any UIContentConfiguration> = \UIListContentView.configuration
    // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/listplaincell()
    let _: () -> UIBackgroundConfiguration = UIBackgroundConfiguration.listPlainCell
    // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/listgroupedcell()
    let _: () -> UIBackgroundConfiguration = UIBackgroundConfiguration.listGroupedCell
    // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/clear()
    let _: () -> UIBackgroundConfiguration = UIBackgroundConfiguration.clear
    // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/backgroundcolor
    let _: WritableKeyPath<UIBackgroundConfiguration, UIColor?> = \UIBackgroundConfiguration.backgroundColor
    // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/customview
    let _: WritableKeyPath<UIBackgroundConfiguration, UIView?> = \UIBackgroundConfiguration.customView
    // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration/cornerradius
    let _: WritableKeyPath<UIBackgroundConfiguration, CGFloat> = \UIBackgroundConfiguration.cornerRadius
    // https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isswiped
    let _: WritableKeyPath<UICellConfigurationState, Bool> = \UICellConfigurationState.isSwiped
    // https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isediting
    let _: WritableKeyPath<UICellConfigurationState, Bool> = \UICellConfigurationState.isEditing
    // https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isexpanded
    let _: WritableKeyPath<UICellConfigurationState, Bool> = \UICellConfigurationState.isExpanded
    // https://developer.apple.com/documentation/uikit/uiviewconfigurationstate/isselected
    let _: WritableKeyPath<UIViewConfigurationState, Bool> = \UIViewConfigurationState.isSelected
    // https://developer.apple.com/documentation/uikit/uidragitem/init(itemprovider:)
    let _: (NSItemProvider) -> UIDragItem = UIDragItem.init(itemProvider:)
    // https://developer.apple.com/documentation/uikit/uidragitem/itemprovider
    let _: KeyPath<UIDragItem, NSItemProvider> = \UIDragItem.itemProvider
    // https://developer.apple.com/documentation/uikit/uidragitem/localobject
    let _: ReferenceWritableKeyPath<UIDragItem, Any?> = \UIDragItem.localObject
    // https://developer.apple.com/documentation/uikit/uidropoperation
    let _: [UIDropOperation] = [.cancel, .forbidden, .copy, .move]
    // https://developer.apple.com/documentation/uikit/uitableviewdropproposal/init(operation:intent:)
    let _: (UIDropOperation, UITableViewDropProposal.Intent) -> UITableViewDropProposal = UITableViewDropProposal.init(operation:intent:)
    // https://developer.apple.com/documentation/uikit/uitableviewdropproposal/intent-swift.enum
    let _: [UITableViewDropProposal.Intent] = [.unspecified, .insertAtDestinationIndexPath, .insertIntoDestinationIndexPath, .automatic]
    // https://developer.apple.com/documentation/uikit/uitableviewdropproposal/intent-swift.property
    let _: KeyPath<UITableViewDropProposal, UITableViewDropProposal.Intent> = \UITableViewDropProposal.intent
    // https://developer.apple.com/documentation/uikit/uidropproposal/init(operation:)
    let _: (UIDropOperation) -> UIDropProposal = UIDropProposal.init(operation:)
    // https://developer.apple.com/documentation/uikit/uidropproposal/operation
    let _: KeyPath<UIDropProposal, UIDropOperation> = \UIDropProposal.operation
    // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    let _: (CGRect, UICollectionViewLayout) -> UICollectionView = UICollectionView.init(frame:collectionViewLayout:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    let _: ReferenceWritableKeyPath<UICollectionView, UICollectionViewLayout> = \UICollectionView.collectionViewLayout
    // https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    let _: ReferenceWritableKeyPath<UICollectionView, (any UICollectionViewDelegate)?> = \UICollectionView.delegate
    // https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    let _: ReferenceWritableKeyPath<UICollectionView, (any UICollectionViewDataSource)?> = \UICollectionView.dataSource
    // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
    let _: (UICollectionView) -> (AnyClass?, String) -> Void = UICollectionView.register(_:forCellWithReuseIdentifier:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)
    let _: (UICollectionView) -> (AnyClass?, String, String) -> Void = UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    let _: (UICollectionView) -> (String, IndexPath) -> UICollectionViewCell = UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    let _: (UICollectionView) -> (String, String, IndexPath) -> UICollectionReusableView = UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
    let _: (UICollectionView) -> (UICollectionView.CellRegistration<UICollectionViewListCell, String>, IndexPath, String?) -> UICollectionViewListCell = UICollectionView.dequeueConfiguredReusableCell(using:for:item:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
    let _: (UICollectionView) -> (UICollectionView.SupplementaryRegistration<UICollectionReusableView>, IndexPath) -> UICollectionReusableView = UICollectionView.dequeueConfiguredReusableSupplementary(using:for:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
    let _: (@escaping UICollectionView.CellRegistration<UICollectionViewListCell, String>.Handler) -> UICollectionView.CellRegistration<UICollectionViewListCell, String> = UICollectionView.CellRegistration.init(handler:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler-swift.typealias
    let _: UICollectionView.CellRegistration<UICollectionViewListCell, String>.Handler = { (_: UICollectionViewListCell, _: IndexPath, _: String) in }
    // https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)
    let _: (String, @escaping UICollectionView.SupplementaryRegistration<UICollectionReusableView>.Handler) -> UICollectionView.SupplementaryRegistration<UICollectionReusableView> = UICollectionView.SupplementaryRegistration.init(elementKind:handler:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    let _: String = UICollectionView.elementKindSectionHeader
    // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
    let _: String = UICollectionView.elementKindSectionFooter
    // https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    let _: (UICollectionView) -> () -> Void = UICollectionView.reloadData
    // https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    let _: (UICollectionView) -> ((() -> Void)?, ((Bool) -> Void)?) -> Void = UICollectionView.performBatchUpdates(_:completion:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
    let _: KeyPath<UICollectionView, [IndexPath]> = \UICollectionView.indexPathsForVisibleItems
    // https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
    let _: KeyPath<UICollectionView, [UICollectionViewCell]> = \UICollectionView.visibleCells
    // https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    let _: (UICollectionView) -> (IndexPath) -> UICollectionViewCell? = UICollectionView.cellForItem(at:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathforitem(at:)
    let _: (UICollectionView) -> (CGPoint) -> IndexPath? = UICollectionView.indexPathForItem(at:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
    let _: (UICollectionView) -> (UICollectionViewCell) -> IndexPath? = UICollectionView.indexPath(for:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    let _: (UICollectionView) -> (Int) -> Int = UICollectionView.numberOfItems(inSection:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.insertItems(at:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.deleteItems(at:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.reloadItems(at:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
    let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.reconfigureItems(at:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
    let _: (UICollectionView) -> (IndexPath, IndexPath) -> Void = UICollectionView.moveItem(at:to:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
    let _: (UICollectionView) -> (IndexPath?, Bool, UICollectionView.ScrollPosition) -> Void = UICollectionView.selectItem(at:animated:scrollPosition:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
    let _: (UICollectionView) -> (IndexPath, Bool) -> Void = UICollectionView.deselectItem(at:animated:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
    let _: KeyPath<UICollectionView, [IndexPath]?> = \UICollectionView.indexPathsForSelectedItems
    // https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
    let _: (UICollectionView) -> (IndexPath, UICollectionView.ScrollPosition, Bool) -> Void = UICollectionView.scrollToItem(at:at:animated:)
    // https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
    let _: UICollectionView.ScrollPosition = [.top, .centeredHorizontally]
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    let _: KeyPath<UICollectionViewCell, UIView> = \UICollectionViewCell.contentView
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
    let _: ReferenceWritableKeyPath<UICollectionViewCell, (any UIContentConfiguration)?> = \UICollectionViewCell.contentConfiguration
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration
    let _: ReferenceWritableKeyPath<UICollectionViewCell, UIBackgroundConfiguration?> = \UICollectionViewCell.backgroundConfiguration
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
    let _: ReferenceWritableKeyPath<UICollectionViewCell, Bool> = \UICollectionViewCell.isSelected
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/updateconfiguration(using:)
    let _: (UICollectionViewCell) -> (UICellConfigurationState) -> Void = UICollectionViewCell.updateConfiguration(using:)
    // https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
    let _: (UICollectionReusableView) -> () -> Void = UICollectionReusableView.prepareForReuse
    // https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
    let _: ReferenceWritableKeyPath<UICollectionViewListCell, [UICellAccessory]> = \UICollectionViewListCell.accessories
    // https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationlevel
    let _: ReferenceWritableKeyPath<UICollectionViewListCell, Int> = \UICollectionViewListCell.indentationLevel
    // https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
    let _: (UICollectionViewListCell) -> () -> UIListContentConfiguration = UICollectionViewListCell.defaultContentConfiguration
    // https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)
    let _: (UICollectionViewLayout) -> UICollectionViewController = UICollectionViewController.init(collectionViewLayout:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionview
    let _: ReferenceWritableKeyPath<UICollectionViewController, UICollectionView?> = \UICollectionViewController.collectionView
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    let _: (UICollectionViewLayout) -> () -> Void = UICollectionViewLayout.invalidateLayout
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    let _: (UICollectionViewLayout) -> () -> Void = UICollectionViewLayout.prepare
    // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
    let _: (UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout = UICollectionViewCompositionalLayout.list(using:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)
    let _: (NSCollectionLayoutSection) -> UICollectionViewCompositionalLayout = UICollectionViewCompositionalLayout.init(section:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
    let _: (@escaping UICollectionViewCompositionalLayoutSectionProvider) -> UICollectionViewCompositionalLayout = UICollectionViewCompositionalLayout.init(sectionProvider:)
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
    let _: (UICollectionLayoutListConfiguration, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection = NSCollectionLayoutSection.list(using:layoutEnvironment:)
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
    let _: (NSCollectionLayoutGroup) -> NSCollectionLayoutSection = NSCollectionLayoutSection.init(group:)
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
    let _: (NSCollectionLayoutSize, [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup = NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
    let _: (NSCollectionLayoutSize) -> NSCollectionLayoutItem = NSCollectionLayoutItem.init(layoutSize:)
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
    let _: (NSCollectionLayoutDimension, NSCollectionLayoutDimension) -> NSCollectionLayoutSize = NSCollectionLayoutSize.init(widthDimension:heightDimension:)
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
    let _: (CGFloat) -> NSCollectionLayoutDimension = NSCollectionLayoutDimension.fractionalWidth(_:)
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
    let _: (CGFloat) -> NSCollectionLayoutDimension = NSCollectionLayoutDimension.estimated(_:)
    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/init(appearance:)
    let _: (UICollectionLayoutListConfiguration.Appearance) -> UICollectionLayoutListConfiguration = UICollectionLayoutListConfiguration.init(appearance:)
    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum
    let _: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/headermode-swift.property
    let _: WritableKeyPath<UICollectionLayoutListConfiguration, UICollectionLayoutListConfiguration.HeaderMode> = \UICollectionLayoutListConfiguration.headerMode
    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/showsseparators
    let _: WritableKeyPath<UICollectionLayoutListConfiguration, Bool> = \UICollectionLayoutListConfiguration.showsSeparators
    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/trailingswipeactionsconfigurationprovider
    let _: WritableKeyPath<UICollectionLayoutListConfiguration, UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?> = \UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider
    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/leadingswipeactionsconfigurationprovider
    let _: WritableKeyPath<UICollectionLayoutListConfiguration, UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?> = \UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider
    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/swipeactionsconfigurationprovider
    let _: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { (_: IndexPath) -> UISwipeActionsConfiguration? in nil }
    // https://developer.apple.com/documentation/uikit/uicellaccessory/outlinedisclosure(displayed:options:actionhandler:)
    let _: (UICellAccessory.DisplayedState, UICellAccessory.OutlineDisclosureOptions, UICellAccessory.ActionHandler?) -> UICellAccessory = UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)
    // https://developer.apple.com/documentation/uikit/uicellaccessory/disclosureindicator(displayed:options:)
    let _: (UICellAccessory.DisplayedState, UICellAccessory.DisclosureIndicatorOptions) -> UICellAccessory = UICellAccessory.disclosureIndicator(displayed:options:)
    // https://developer.apple.com/documentation/uikit/uicellaccessory/delete(displayed:options:actionhandler:)
    let _: (UICellAccessory.DisplayedState, UICellAccessory.DeleteOptions, UICellAccessory.ActionHandler?) -> UICellAccessory = UICellAccessory.delete(displayed:options:actionHandler:)
    // https://developer.apple.com/documentation/uikit/uicellaccessory/reorder(displayed:options:)
    let _: (UICellAccessory.DisplayedState, UICellAccessory.ReorderOptions) -> UICellAccessory = UICellAccessory.reorder(displayed:options:)
    // https://developer.apple.com/documentation/uikit/uicellaccessory/checkmark(displayed:options:)
    let _: (UICellAccessory.DisplayedState, UICellAccessory.CheckmarkOptions) -> UICellAccessory = UICellAccessory.checkmark(displayed:options:)
    // https://developer.apple.com/documentation/uikit/uicellaccessory/label(text:displayed:options:)
    let _: (String, UICellAccessory.DisplayedState, UICellAccessory.LabelOptions) -> UICellAccessory = UICellAccessory.label(text:displayed:options:)
    // https://developer.apple.com/documentation/uikit/uicellaccessory/displayedstate
    let _: [UICellAccessory.DisplayedState] = [.always, .whenEditing, .whenNotEditing]
    // https://developer.apple.com/documentation/uikit/uicellaccessory/outlinedisclosureoptions/init(style:ishidden:reservedlayoutwidth:tintcolor:)
    let _: (UICellAccessory.OutlineDisclosureOptions.Style?, Bool?, UICellAccessory.LayoutDimension?, UIColor?) -> UICellAccessory.OutlineDisclosureOptions = UICellAccessory.OutlineDisclosureOptions.init(style:isHidden:reservedLayoutWidth:tintColor:)
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/init()
    let _: () -> NSDiffableDataSourceSnapshot<Int, String> = NSDiffableDataSourceSnapshot<Int, String>.init
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appendsections(_:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, [Int]) -> Void = { $0.appendSections($1) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appenditems(_:tosection:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, [String], Int?) -> Void = { $0.appendItems($1, toSection: $2) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:beforeitem:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, [String], String) -> Void = { $0.insertItems($1, beforeItem: $2) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/insertitems(_:afteritem:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, [String], String) -> Void = { $0.insertItems($1, afterItem: $2) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deleteitems(_:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, [String]) -> Void = { $0.deleteItems($1) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deleteallitems()
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>) -> Void = { $0.deleteAllItems() }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:afteritem:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, String, String) -> Void = { $0.moveItem($1, afterItem: $2) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/moveitem(_:beforeitem:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, String, String) -> Void = { $0.moveItem($1, beforeItem: $2) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloaditems(_:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, [String]) -> Void = { $0.reloadItems($1) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureitems(_:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, [String]) -> Void = { $0.reconfigureItems($1) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/deletesections(_:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, [Int]) -> Void = { $0.deleteSections($1) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reloadsections(_:)
    let _: (inout NSDiffableDataSourceSnapshot<Int, String>, [Int]) -> Void = { $0.reloadSections($1) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/itemidentifiers
    let _: KeyPath<NSDiffableDataSourceSnapshot<Int, String>, [String]> = \NSDiffableDataSourceSnapshot<Int, String>.itemIdentifiers
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/sectionidentifiers
    let _: KeyPath<NSDiffableDataSourceSnapshot<Int, String>, [Int]> = \NSDiffableDataSourceSnapshot<Int, String>.sectionIdentifiers
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofitems
    let _: KeyPath<NSDiffableDataSourceSnapshot<Int, String>, Int> = \NSDiffableDataSourceSnapshot<Int, String>.numberOfItems
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofsections
    let _: KeyPath<NSDiffableDataSourceSnapshot<Int, String>, Int> = \NSDiffableDataSourceSnapshot<Int, String>.numberOfSections
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/itemidentifiers(insection:)
    let _: (NSDiffableDataSourceSnapshot<Int, String>) -> (Int) -> [String] = NSDiffableDataSourceSnapshot<Int, String>.itemIdentifiers(inSection:)
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofitems(insection:)
    let _: (NSDiffableDataSourceSnapshot<Int, String>) -> (Int) -> Int = NSDiffableDataSourceSnapshot<Int, String>.numberOfItems(inSection:)
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/indexofitem(_:)
    let _: (NSDiffableDataSourceSnapshot<Int, String>) -> (String) -> Int? = NSDiffableDataSourceSnapshot<Int, String>.indexOfItem(_:)
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/sectionidentifier(containingitem:)
    let _: (NSDiffableDataSourceSnapshot<Int, String>) -> (String) -> Int? = NSDiffableDataSourceSnapshot<Int, String>.sectionIdentifier(containingItem:)
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/append(_:to:)
    let _: (inout NSDiffableDataSourceSectionSnapshot<String>, [String], String?) -> Void = { $0.append($1, to: $2) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/expand(_:)
    let _: (inout NSDiffableDataSourceSectionSnapshot<String>, [String]) -> Void = { $0.expand($1) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/collapse(_:)
    let _: (inout NSDiffableDataSourceSectionSnapshot<String>, [String]) -> Void = { $0.collapse($1) }
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/isexpanded(_:)
    let _: (NSDiffableDataSourceSectionSnapshot<String>) -> (String) -> Bool = NSDiffableDataSourceSectionSnapshot<String>.isExpanded(_:)
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/items
    let _: KeyPath<NSDiffableDataSourceSectionSnapshot<String>, [String]> = \NSDiffableDataSourceSectionSnapshot<String>.items
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/visibleitems
    let _: KeyPath<NSDiffableDataSourceSectionSnapshot<String>, [String]> = \NSDiffableDataSourceSectionSnapshot<String>.visibleItems
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/rootitems
    let _: KeyPath<NSDiffableDataSourceSectionSnapshot<String>, [String]> = \NSDiffableDataSourceSectionSnapshot<String>.rootItems
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/parent(of:)
    let _: (NSDiffableDataSourceSectionSnapshot<String>) -> (String) -> String? = NSDiffableDataSourceSectionSnapshot<String>.parent(of:)
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/snapshot(of:includingparent:)
    let _: (NSDiffableDataSourceSectionSnapshot<String>) -> (String, Bool) -> NSDiffableDataSourceSectionSnapshot<String> = NSDiffableDataSourceSectionSnapshot<String>.snapshot(of:includingParent:)
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot/level(of:)
    let _: (NSDiffableDataSourceSectionSnapshot<String>) -> (String) -> Int = NSDiffableDataSourceSectionSnapshot<String>.level(of:)
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/init(tableview:cellprovider:)
    let _: (UITableView, @escaping UITableViewDiffableDataSource<Int, String>.CellProvider) -> UITableViewDiffableDataSource<Int, String> = UITableViewDiffableDataSource<Int, String>.init(tableView:cellProvider:)
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/cellprovider
    let _: UITableViewDiffableDataSource<Int, String>.CellProvider = { (_: UITableView, _: IndexPath, _: String) -> UITableViewCell? in nil }
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:completion:)
    let _: (UITableViewDiffableDataSource<Int, String>) -> (NSDiffableDataSourceSnapshot<Int, String>, Bool, (() -> Void)?) -> Void = UITableViewDiffableDataSource<Int, String>.apply(_:animatingDifferences:completion:)
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/applysnapshotusingreloaddata(_:completion:)
    let _: (UITableViewDiffableDataSource<Int, String>) -> (NSDiffableDataSourceSnapshot<Int, String>, (() -> Void)?) -> Void = UITableViewDiffableDataSource<Int, String>.applySnapshotUsingReloadData(_:completion:)
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/snapshot()
    let _: (UITableViewDiffableDataSource<Int, String>) -> () -> NSDiffableDataSourceSnapshot<Int, String> = UITableViewDiffableDataSource<Int, String>.snapshot
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/itemidentifier(for:)
    let _: (UITableViewDiffableDataSource<Int, String>) -> (IndexPath) -> String? = UITableViewDiffableDataSource<Int, String>.itemIdentifier(for:)
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/indexpath(for:)
    let _: (UITableViewDiffableDataSource<Int, String>) -> (String) -> IndexPath? = UITableViewDiffableDataSource<Int, String>.indexPath(for:)
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/defaultrowanimation
    let _: ReferenceWritableKeyPath<UITableViewDiffableDataSource<Int, String>, UITableView.RowAnimation> = \UITableViewDiffableDataSource<Int, String>.defaultRowAnimation
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/tableview(_:caneditrowat:)
    let _: (UITableViewDiffableDataSource<Int, String>) -> (UITableView, IndexPath) -> Bool = UITableViewDiffableDataSource<Int, String>.tableView(_:canEditRowAt:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/init(collectionview:cellprovider:)
    let _: (UICollectionView, @escaping UICollectionViewDiffableDataSource<Int, String>.CellProvider) -> UICollectionViewDiffableDataSource<Int, String> = UICollectionViewDiffableDataSource<Int, String>.init(collectionView:cellProvider:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:to:animatingdifferences:completion:)
    let _: (UICollectionViewDiffableDataSource<Int, String>) -> (NSDiffableDataSourceSectionSnapshot<String>, Int, Bool, (() -> Void)?) -> Void = UICollectionViewDiffableDataSource<Int, String>.apply(_:to:animatingDifferences:completion:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/snapshot(for:)
    let _: (UICollectionViewDiffableDataSource<Int, String>) -> (Int) -> NSDiffableDataSourceSectionSnapshot<String> = UICollectionViewDiffableDataSource<Int, String>.snapshot(for:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/sectionsnapshothandlers
    let _: ReferenceWritableKeyPath<UICollectionViewDiffableDataSource<Int, String>, UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>> = \UICollectionViewDiffableDataSource<Int, String>.sectionSnapshotHandlers
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/sectionsnapshothandlers-swift.struct/willexpanditem
    let _: WritableKeyPath<UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>, ((String) -> Void)?> = \UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>.willExpandItem
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/sectionsnapshothandlers-swift.struct/willcollapseitem
    let _: WritableKeyPath<UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>, ((String) -> Void)?> = \UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>.willCollapseItem
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/supplementaryviewprovider
    let _: ReferenceWritableKeyPath<UICollectionViewDiffableDataSource<Int, String>, UICollectionViewDiffableDataSource<Int, String>.SupplementaryViewProvider?> = \UICollectionViewDiffableDataSource<Int, String>.supplementaryViewProvider
    // https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    let _: (Int, Int) -> IndexPath = IndexPath.init(row:section:)
    // https://developer.apple.com/documentation/foundation/indexpath/row
    let _: WritableKeyPath<IndexPath, Int> = \IndexPath.row
    // https://developer.apple.com/documentation/foundation/indexpath/section
    let _: WritableKeyPath<IndexPath, Int> = \IndexPath.section
    // https://developer.apple.com/documentation/foundation/indexpath/item
    let _: WritableKeyPath<IndexPath, Int> = \IndexPath.item

    // Protocol requirements, through the conforming classes above.
    let client = SignatureTableClient()
    let dataSource: any UITableViewDataSource = client
    let delegate: any UITableViewDelegate = client
    let dragDelegate: any UITableViewDragDelegate = client
    let dropDelegate: any UITableViewDropDelegate = client
    let collectionDataSource: any UICollectionViewDataSource = SignatureCollectionClient()
    let collectionDelegate: any UICollectionViewDelegate = SignatureCollectionClient()
    func dropped(_ coordinator: any UITableViewDropCoordinator) {
        // https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/items
        let _: [any UITableViewDropItem] = coordinator.items
        // https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/destinationindexpath
        let _: IndexPath? = coordinator.destinationIndexPath
        // https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/proposal
        let _: UITableViewDropProposal = coordinator.proposal
        // https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/session
        let _: any UIDropSession = coordinator.session
        // https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/drop(_:torowat:)
        let _: (UIDragItem, IndexPath) -> any UIDragAnimating = coordinator.drop(_:toRowAt:)
        // https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/drop(_:to:)
        let _: (UIDragItem, UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext = coordinator.drop(_:to:)
        // https://developer.apple.com/documentation/uikit/uitableviewdropitem/dragitem
        let _: UIDragItem? = coordinator.items.first?.dragItem
        // https://developer.apple.com/documentation/uikit/uitableviewdropitem/sourceindexpath
        let _: IndexPath? = coordinator.items.first?.sourceIndexPath
        // https://developer.apple.com/documentation/uikit/uidropsession/localdragsession
        let _: (any UIDragSession)? = coordinator.session.localDragSession
        // https://developer.apple.com/documentation/uikit/uidragdropsession/items
        let _: [UIDragItem] = coordinator.session.items
        // https://developer.apple.com/documentation/uikit/uidragdropsession/canloadobjects(ofclass:)
        let _: (any NSItemProviderReading.Type) -> Bool = coordinator.session.canLoadObjects(ofClass:)
        // https://developer.apple.com/documentation/uikit/uidragdropsession/canloadobjects(ofclass:)
        let _: (String.Type) -> Bool = coordinator.session.canLoadObjects(ofClass:)
        // https://developer.apple.com/documentation/uikit/uidragdropsession/location(in:)
        let _: (UIView) -> CGPoint = coordinator.session.location(in:)
    }
    _ = dropped
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    let _: (UITableView, Int) -> Int = dataSource.tableView(_:numberOfRowsInSection:)
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    let _: (UITableView, IndexPath) -> UITableViewCell = dataSource.tableView(_:cellForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    let _: ((UITableView) -> Int)? = dataSource.numberOfSections(in:)
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
    let _: ((UITableView, Int) -> String?)? = dataSource.tableView(_:titleForHeaderInSection:)
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
    let _: ((UITableView, Int) -> String?)? = dataSource.tableView(_:titleForFooterInSection:)
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
    let _: ((UITableView, IndexPath) -> Bool)? = dataSource.tableView(_:canEditRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
    let _: ((UITableView, IndexPath) -> Bool)? = dataSource.tableView(_:canMoveRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    let _: ((UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void)? = dataSource.tableView(_:commit:forRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
    let _: ((UITableView, IndexPath, IndexPath) -> Void)? = dataSource.tableView(_:moveRowAt:to:)
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
    let _: ((UITableView) -> [String]?)? = dataSource.sectionIndexTitles(for:)
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
    let _: ((UITableView, String, Int) -> Int)? = dataSource.tableView(_:sectionForSectionIndexTitle:at:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
    let _: ((UITableView, IndexPath) -> CGFloat)? = delegate.tableView(_:heightForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
    let _: ((UITableView, IndexPath) -> CGFloat)? = delegate.tableView(_:estimatedHeightForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
    let _: ((UITableView, Int) -> CGFloat)? = delegate.tableView(_:heightForHeaderInSection:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
    let _: ((UITableView, Int) -> CGFloat)? = delegate.tableView(_:heightForFooterInSection:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
    let _: ((UITableView, Int) -> UIView?)? = delegate.tableView(_:viewForHeaderInSection:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
    let _: ((UITableView, Int) -> UIView?)? = delegate.tableView(_:viewForFooterInSection:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
    let _: ((UITableView, UITableViewCell, IndexPath) -> Void)? = delegate.tableView(_:willDisplay:forRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
    let _: ((UITableView, UITableViewCell, IndexPath) -> Void)? = delegate.tableView(_:didEndDisplaying:forRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:)
    let _: ((UITableView, UIView, Int) -> Void)? = delegate.tableView(_:willDisplayHeaderView:forSection:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
    let _: ((UITableView, IndexPath) -> IndexPath?)? = delegate.tableView(_:willSelectRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    let _: ((UITableView, IndexPath) -> Void)? = delegate.tableView(_:didSelectRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
    let _: ((UITableView, IndexPath) -> Void)? = delegate.tableView(_:didDeselectRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
    let _: ((UITableView, IndexPath) -> Bool)? = delegate.tableView(_:shouldHighlightRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)
    let _: ((UITableView, IndexPath) -> Void)? = delegate.tableView(_:accessoryButtonTappedForRowWith:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
    let _: ((UITableView, IndexPath) -> UITableViewCell.EditingStyle)? = delegate.tableView(_:editingStyleForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:titlefordeleteconfirmationbuttonforrowat:)
    let _: ((UITableView, IndexPath) -> String?)? = delegate.tableView(_:titleForDeleteConfirmationButtonForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
    let _: ((UITableView, IndexPath) -> UISwipeActionsConfiguration?)? = delegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
    let _: ((UITableView, IndexPath) -> UISwipeActionsConfiguration?)? = delegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldindentwhileeditingrowat:)
    let _: ((UITableView, IndexPath) -> Bool)? = delegate.tableView(_:shouldIndentWhileEditingRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:indentationlevelforrowat:)
    let _: ((UITableView, IndexPath) -> Int)? = delegate.tableView(_:indentationLevelForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willbegineditingrowat:)
    let _: ((UITableView, IndexPath) -> Void)? = delegate.tableView(_:willBeginEditingRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didendeditingrowat:)
    let _: ((UITableView, IndexPath?) -> Void)? = delegate.tableView(_:didEndEditingRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)
    let _: ((UITableView, IndexPath, IndexPath) -> IndexPath)? = delegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)
    // https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:itemsforbeginning:at:)
    let _: (UITableView, any UIDragSession, IndexPath) -> [UIDragItem] = dragDelegate.tableView(_:itemsForBeginning:at:)
    // https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:itemsforaddingto:at:point:)
    let _: ((UITableView, any UIDragSession, IndexPath, CGPoint) -> [UIDragItem])? = dragDelegate.tableView(_:itemsForAddingTo:at:point:)
    // https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:dragsessionwillbegin:)
    let _: ((UITableView, any UIDragSession) -> Void)? = dragDelegate.tableView(_:dragSessionWillBegin:)
    // https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:dragsessiondidend:)
    let _: ((UITableView, any UIDragSession) -> Void)? = dragDelegate.tableView(_:dragSessionDidEnd:)
    // https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:performdropwith:)
    let _: (UITableView, any UITableViewDropCoordinator) -> Void = dropDelegate.tableView(_:performDropWith:)
    // https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:dropsessiondidupdate:withdestinationindexpath:)
    let _: ((UITableView, any UIDropSession, IndexPath?) -> UITableViewDropProposal)? = dropDelegate.tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)
    // https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:canhandle:)
    let _: ((UITableView, any UIDropSession) -> Bool)? = dropDelegate.tableView(_:canHandle:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    let _: (UICollectionView, Int) -> Int = collectionDataSource.collectionView(_:numberOfItemsInSection:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    let _: (UICollectionView, IndexPath) -> UICollectionViewCell = collectionDataSource.collectionView(_:cellForItemAt:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    let _: ((UICollectionView) -> Int)? = collectionDataSource.numberOfSections(in:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    let _: ((UICollectionView, String, IndexPath) -> UICollectionReusableView)? = collectionDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    let _: ((UICollectionView, IndexPath) -> Void)? = collectionDelegate.collectionView(_:didSelectItemAt:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)
    let _: ((UICollectionView, IndexPath) -> Void)? = collectionDelegate.collectionView(_:didDeselectItemAt:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
    let _: ((UICollectionView, IndexPath) -> Bool)? = collectionDelegate.collectionView(_:shouldSelectItemAt:)
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
    let _: ((UICollectionView, UICollectionViewCell, IndexPath) -> Void)? = collectionDelegate.collectionView(_:willDisplay:forItemAt:)
    _ = SignatureTableViewController(style: .plain)
    _ = SignatureCell(style: .default, reuseIdentifier: nil)
    _ = SignatureDiffableDataSource(tableView: UITableView(frame: .zero, style: .plain)) { _, _, _ in nil }
}
