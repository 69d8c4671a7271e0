// UIKit's Swift overlay for app entry: `@main` on an app delegate finds this `main()`, as on iOS.
// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
// https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)

extension UIApplicationDelegate {
    @MainActor
    public static func main() {
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, String(describing: Self.self))
    }
}

extension UIContentSizeCategory: Comparable {
    private var order: Int {
        let all: [UIContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
                                            .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
                                            .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                                            .accessibilityExtraExtraExtraLarge]
        return all.firstIndex(of: self) ?? -1
    }
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.order < rhs.order }
}

// https://developer.apple.com/documentation/uikit/uicontentsizecategory/isaccessibilitycategory
extension UIContentSizeCategory {
    public var isAccessibilityCategory: Bool { __UIContentSizeCategoryIsAccessibilityCategory(self) }
}
