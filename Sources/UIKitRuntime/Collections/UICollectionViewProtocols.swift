import Foundation

/// What a collection view asks its data source. The optional methods of iOS have here the default UIKit uses when they
/// are not implemented: one section, no supplementary views, nothing movable.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// What a collection view tells and asks its delegate. Defaults: every item can be selected.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

extension UICollectionView {
    /// Where `scrollToItem` puts an item.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// How a cell is made and configured for an item: registered once, dequeued with
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
    @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        /// The configuration handler.
        public let handler: Handler
        /// The reuse identifier the registration's cells share.
        let reuseIdentifier: String

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationNames.next("\(Cell.self)")
        }
    }

    /// How a supplementary view is made and configured.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
    @MainActor public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a supplementary view.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        /// The kind of view.
        public let elementKind: String
        /// The configuration handler.
        public let handler: Handler
        let reuseIdentifier: String

        /// A registration of `elementKind` views that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationNames.next("\(Supplementary.self)")
        }
    }
}

/// Unique reuse identifiers for registrations.
@MainActor enum RegistrationNames {
    static var count = 0
    static func next(_ base: String) -> String {
        count += 1
        return "registration-\(count)-\(base)"
    }
}
