import Foundation

/// A view a collection view shows and reuses: cells and supplementary views.
///
/// `init(frame:)` is `required` here: the collection view makes registered classes from their class object (Objective-C
/// does that dynamically), which Swift allows only through a required initializer.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under.
    open internal(set) var reuseIdentifier: String?
    /// How many times the collection view has called `prepareForReuse()` on this view.
    public internal(set) var reuseCount = 0

    /// A view with `frame`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// Called just before the collection view hands this view out again for another item: reset what belonged to the
    /// old one. The default does nothing.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
    open func prepareForReuse() {}
}

/// A collection view's item view: a content view the app fills, or a content configuration.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view the app puts its content in.
    public let contentView = UIView()
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    private var configuredView: UIView?

    /// A cell with `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// The cell's content configuration; setting it replaces the content view's configured view.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredView?.removeFromSuperview()
            configuredView = contentConfiguration?.makeContentView()
            if let view = configuredView {
                view.frame = contentView.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                contentView.addSubview(view)
            }
        }
    }

    /// The text the cell shows through its content configuration, if any.
    public var configuredText: String? { (contentConfiguration as? UIListContentConfiguration)?.text }

    /// The frame the content view takes inside the cell: the whole cell.
    func contentFrame() -> CGRect { bounds }

    open override func layoutSubviews() {
        contentView.frame = contentFrame()
        super.layoutSubviews()
    }
}

/// A cell of a list layout: a content view indented by its level, and accessories at its trailing edge.
///
/// Each shown accessory takes 44 points at the trailing edge (a touch target), the content view the rest, after
/// `indentationLevel × indentationWidth` points of indentation. An outline disclosure accessory toggles its item's
/// expansion in the diffable data source's section snapshot when tapped (or runs its own action handler); with the
/// `.header` style a tap anywhere on the cell toggles it and the cell is not selected.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading to trailing.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }
    /// The indentation level.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }
    /// The views of the shown accessories, in order.
    var accessoryViews: [CellAccessoryView] = []

    /// The width each accessory takes.
    static let accessoryWidth: CGFloat = 44

    /// A list cell with `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// The standard list configuration: a plain cell's.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// Whether a tap anywhere on the cell toggles its outline (an outline disclosure of the `.header` style, or
    /// `.automatic` on a header configuration).
    var togglesOnTap: Bool {
        accessoryViews.contains { $0.accessory.outlineStyle == .header }
            || (accessoryViews.contains { $0.accessory.outlineStyle == .automatic } && (contentConfiguration as? UIListContentConfiguration)?.isHeader == true)
    }

    override func contentFrame() -> CGRect {
        let indent = CGFloat(indentationLevel) * indentationWidth
        let trailing = CGFloat(accessoryViews.count) * Self.accessoryWidth
        return CGRect(x: indent, y: 0, width: max(0, bounds.width - indent - trailing), height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (index, view) in accessoryViews.enumerated() {
            let x = bounds.width - CGFloat(accessoryViews.count - index) * Self.accessoryWidth
            view.frame = CGRect(x: x, y: 0, width: Self.accessoryWidth, height: bounds.height)
        }
    }

    private func rebuildAccessories() {
        accessoryViews.forEach { $0.removeFromSuperview() }
        accessoryViews = accessories.filter(\.isShown).map { accessory in
            let view = CellAccessoryView(accessory: accessory)
            view.onTap = { [weak self] in self?.accessoryTapped(accessory) }
            addSubview(view)
            return view
        }
        setNeedsLayout()
    }

    func accessoryTapped(_ accessory: UICellAccessory) {
        if let handler = accessory.actionHandler {
            handler()
        } else if accessory.kind == .outlineDisclosure {
            toggleOutline()
        }
    }

    /// Toggles the expansion of this cell's item in the data source's section snapshot.
    func toggleOutline() {
        guard let collection = superview as? UICollectionView, let path = collection.indexPath(for: self) else { return }
        (collection.dataSource as? OutlineTogglingDataSource)?.toggleOutline(at: path)
    }
}

/// A data source that can toggle an item's expansion (the diffable one).
@MainActor protocol OutlineTogglingDataSource: AnyObject {
    func toggleOutline(at indexPath: IndexPath)
}

/// The view of one accessory: a touch target that reports taps; an outline disclosure shows `⌄` or `›`.
@MainActor final class CellAccessoryView: UIControl {
    let accessory: UICellAccessory
    var onTap: (() -> Void)?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        isUserInteractionEnabled = accessory.kind.isInteractive
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }
}
