// List layouts, as Swift sees them: a value type configuration and the layouts made from it.
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)

/// The look and behavior of a list section: appearance, separators, headers and footers, swipe actions.
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the list.
    public enum Appearance: Hashable, Sendable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }
    /// Whether and how sections show headers.
    public enum HeaderMode: Hashable, Sendable {
        case none
        case supplementary
        case firstItemInSection
    }
    /// Whether sections show footers.
    public enum FooterMode: Hashable, Sendable {
        case none
        case supplementary
    }

    public typealias SwipeActionsConfigurationProvider = @MainActor (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/init(appearance:)
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { self.appearance = appearance }

    public private(set) var appearance: UICollectionLayoutListConfiguration.Appearance
    public var showsSeparators: Bool = true
    public var backgroundColor: UIColor?
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with the configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(CGFloat(1)), heightDimension: .estimated(CGFloat(44))),
            subitems: [])))
    }
}

extension NSCollectionLayoutSection {
    /// A list section for a layout's section provider.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(CGFloat(1)), heightDimension: .estimated(CGFloat(44))),
            subitems: []))
    }
}
