// UIButton.Configuration, the Swift value type Apple's overlay gives for UIButtonConfiguration.
// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property
// https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)

extension UIButton {
    /// A configuration that specifies the appearance and behavior of a button and its contents.
    @MainActor
    public struct Configuration: Hashable {
        public enum CornerStyle: Hashable, Sendable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Hashable, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Hashable, Sendable { case automatic, leading, center, trailing }
        public enum MacIdiomStyle: Hashable, Sendable { case automatic, bordered, borderless, borderlessTinted }
        public enum Indicator: Hashable, Sendable { case automatic, none, popup }

        public static func plain() -> UIButton.Configuration { Configuration(style: 0) }
        public static func tinted() -> UIButton.Configuration { Configuration(style: 1) }
        public static func gray() -> UIButton.Configuration { Configuration(style: 2) }
        public static func filled() -> UIButton.Configuration { Configuration(style: 3) }
        public static func borderless() -> UIButton.Configuration { Configuration(style: 4) }
        public static func bordered() -> UIButton.Configuration { Configuration(style: 5) }
        public static func borderedTinted() -> UIButton.Configuration { Configuration(style: 6) }
        public static func borderedProminent() -> UIButton.Configuration { Configuration(style: 7) }

        private var style: Int
        private init(style: Int) { self.style = style }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: UIButton.Configuration.TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var showsActivityIndicator: Bool = false
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var contentInsets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets.zero
        public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
        public var buttonSize: UIButton.Configuration.Size = .medium
        public var macIdiomStyle: UIButton.Configuration.MacIdiomStyle = .automatic
        public var indicator: UIButton.Configuration.Indicator = .automatic
        public var automaticallyUpdateForSelection: Bool = true

        public mutating func setDefaultContentInsets() { contentInsets = .zero }
        public func updated(for button: UIButton) -> UIButton.Configuration { self }

        nonisolated public static func == (lhs: UIButton.Configuration, rhs: UIButton.Configuration) -> Bool {
            MainActor.assumeIsolated { lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle }
        }
        nonisolated public func hash(into hasher: inout Hasher) {
            MainActor.assumeIsolated { hasher.combine(style); hasher.combine(title) }
        }
    }

    /// The button's configuration, which determines its appearance and behavior.
    public var configuration: UIButton.Configuration? {
        get { __configuration.map { _ in Configuration.plain() } }
        set { __configuration = newValue.map { _ in __UIButtonConfiguration.plain() } }
    }

    /// Creates a button with the specified configuration.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(__configuration: __UIButtonConfiguration.plain(), primaryAction: primaryAction)
    }
}
