// UIKit's additions to IndexPath (declared in UITableView.h and UICollectionView.h on iOS).
// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
// https://developer.apple.com/documentation/foundation/indexpath/row
// https://developer.apple.com/documentation/foundation/indexpath/section
// https://developer.apple.com/documentation/foundation/indexpath/item

extension IndexPath {
    /// An index path naming a row in a section of a table view.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index path naming an item in a section of a collection view.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section of a table or collection view: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row of a table view: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The item of a collection view: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
