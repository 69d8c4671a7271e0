// Cell and supplementary view registrations, generic in Swift, and the dequeue methods that take them.
// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)

extension UICollectionView {
    /// How to make and configure a cell of one class for one kind of item.
    @MainActor
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        // Apple's registration keeps its handler to itself; the surface's dequeue calls it.
        let handler: UICollectionView.CellRegistration<Cell, Item>.Handler
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) { self.handler = handler }
    }

    /// How to make and configure a supplementary view of one class and element kind.
    @MainActor
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        let elementKind: String
        let handler: UICollectionView.SupplementaryRegistration<Supplementary>.Handler
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A reused or new cell of the registration's class, configured for the item by its handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell {
        let cell = Cell(frame: CGRect())
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A reused or new supplementary view of the registration's class, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary where Supplementary : UICollectionReusableView {
        let view = Supplementary(frame: CGRect())
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
