import Foundation

/// The object that places a collection view's items: the runtime asks it for each section's item frames.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {
    /// The collection view the layout places items for.
    open internal(set) weak var collectionView: UICollectionView?

    /// A layout.
    public override init() {
        super.init()
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// Marks the layout out of date: the collection view lays its items out again.
    open func invalidateLayout() {
        collectionView?.setNeedsLayout()
    }

    /// Called before each layout pass; the default does nothing.
    open func prepare() {}

    /// The size of the whole content, from the last layout pass.
    open var collectionViewContentSize: CGSize { collectionView?.contentSize ?? .zero }

    /// The frames of section `section`'s header (or nil) and items, starting at `y`, in a container `width` wide.
    func layoutSection(_ section: Int, itemCount: Int, y: CGFloat, width: CGFloat) -> SectionFrames {
        SectionFrames(header: nil, items: (0..<itemCount).map { CGRect(x: 0, y: y + CGFloat($0) * 44, width: width, height: 44) },
                      bottom: y + CGFloat(itemCount) * 44)
    }
}

/// Where one section's views go.
struct SectionFrames {
    var header: CGRect?
    var items: [CGRect]
    var bottom: CGFloat
}

/// The size of the space a layout fills.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
@MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
}

/// What a section provider is told about where the layout happens.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
}

/// The collection view's size, as a section provider sees it.
final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var container: any NSCollectionLayoutContainer { self }
    init(size: CGSize) {
        contentSize = size
        super.init()
    }
}

/// One dimension of a layout size: a fraction of the container, an absolute size, or an estimate (taken as the size:
/// the runtime's cells do not self-size in collection views).
///
/// Documentation: https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
@MainActor open class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    let value: CGFloat

    init(_ kind: Kind, _ value: CGFloat) {
        self.kind = kind
        self.value = value
        super.init()
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    /// A size in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    /// An estimated size in points.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }

    /// The dimension in points in a container of `size`.
    func resolve(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * value
        case .fractionalHeight: size.height * value
        case .absolute, .estimated: value
        }
    }
}

/// A width and a height.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@MainActor open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of these dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }
}

/// One item of a compositional layout.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@MainActor open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// Items laid out in a row (horizontal) or a column (vertical); a section repeats its group until its items run out.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    let isHorizontal: Bool

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool) {
        self.subitems = subitems
        isHorizontal = horizontal
        super.init(layoutSize: layoutSize)
    }

    /// Subitems side by side.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true)
    }

    /// Subitems one below the other.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false)
    }

    /// The frames of one instance of the group at `origin` in a container of `size`: one per subitem (a group with no
    /// subitems is one item of its own size).
    func frames(at origin: CGPoint, in size: CGSize) -> (items: [CGRect], extent: CGSize) {
        let groupSize = CGSize(width: layoutSize.widthDimension.resolve(in: size), height: layoutSize.heightDimension.resolve(in: size))
        guard !subitems.isEmpty else { return ([CGRect(origin: origin, size: groupSize)], groupSize) }
        var frames: [CGRect] = []
        var cursor = origin
        for item in subitems {
            let itemSize = CGSize(width: item.layoutSize.widthDimension.resolve(in: groupSize), height: item.layoutSize.heightDimension.resolve(in: groupSize))
            frames.append(CGRect(origin: cursor, size: itemSize))
            if isHorizontal { cursor.x += itemSize.width } else { cursor.y += itemSize.height }
        }
        return (frames, groupSize)
    }
}

/// A section of a compositional layout: its group, repeated; or a list.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nscollectionlayoutsection and
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
@MainActor open class NSCollectionLayoutSection: NSObject {
    let group: NSCollectionLayoutGroup
    /// The list configuration of a list section.
    var list: UICollectionLayoutListConfiguration?

    /// A section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A list section: full-width rows of 44 points (the list's estimated row height), with a header row when the
    /// configuration's `headerMode` is `.supplementary`.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(UICollectionLayoutListConfiguration.rowHeight))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: []))
        section.list = configuration
        return section
    }

    /// The frames of `itemCount` items from `y`, in a container `width` wide.
    func frames(itemCount: Int, y: CGFloat, size: CGSize) -> SectionFrames {
        var top = y
        var header: CGRect?
        if list?.headerMode == .supplementary {
            header = CGRect(x: 0, y: top, width: size.width, height: UICollectionLayoutListConfiguration.headerHeight)
            top += UICollectionLayoutListConfiguration.headerHeight
        }
        var items: [CGRect] = []
        var bottom = top
        while items.count < itemCount {
            let instance = group.frames(at: CGPoint(x: 0, y: bottom), in: size)
            guard instance.extent.height > 0 || instance.extent.width > 0 else { break }
            items += instance.items.prefix(itemCount - items.count)
            bottom += max(instance.extent.height, 1)
        }
        return SectionFrames(header: header, items: items, bottom: bottom)
    }
}

/// What a section provider answers: the layout of section `section`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout made of sections, each a group repeated (or a list), one below the other.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout and
/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let provider: UICollectionViewCompositionalLayoutSectionProvider

    /// Every section laid out as `section`.
    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        super.init()
    }

    /// Each section laid out as `sectionProvider` answers.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        provider = sectionProvider
        super.init()
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment) }
    }

    override func layoutSection(_ section: Int, itemCount: Int, y: CGFloat, width: CGFloat) -> SectionFrames {
        let size = CGSize(width: width, height: collectionView?.bounds.height ?? 0)
        guard let layout = provider(section, LayoutEnvironment(size: size)) else { return SectionFrames(header: nil, items: [], bottom: y) }
        return layout.frames(itemCount: itemCount, y: y, size: size)
    }
}

/// A list's look and behaviour in a compositional layout.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
public struct UICollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Hashable, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// How a section's header is made.
    public enum HeaderMode: Hashable, Sendable {
        case none, supplementary, firstItemInSection
    }

    /// How a section's footer is made.
    public enum FooterMode: Hashable, Sendable {
        case none, supplementary
    }

    /// The swipe actions of a row.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// A row's estimated height in a list: 44 points.
    static let rowHeight: CGFloat = 44
    /// A supplementary header's height: 38 points.
    static let headerHeight: CGFloat = 38

    /// The look.
    public private(set) var appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
