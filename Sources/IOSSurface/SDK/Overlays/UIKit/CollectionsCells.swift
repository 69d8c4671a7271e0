// Collection view cells' Swift-facing configuration members, as in Apple's overlay.
// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
// https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration
// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories

extension UICollectionViewCell {
    /// The content the cell shows.
    @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set { _ = newValue }
    }
    /// The cell's background.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { nil }
        set { _ = newValue }
    }
}

extension UICollectionViewListCell {
    /// The list content configuration for the cell's list appearance.
    @MainActor @preconcurrency public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    /// The accessories the cell shows, leading and trailing.
    public var accessories: [UICellAccessory] {
        get { [] }
        set { _ = newValue }
    }
}
