import Foundation

/// A font: a size and a weight. Text is measured with the engines' character widths (a CJK character one font size
/// wide, others half of one) and a line height of 1.25 × the size, the expand engine's measure.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The font's name.
    public let fontName: String

    /// A text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")

        /// The size at the default Dynamic Type setting (Large).
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .headline, .body: 17
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            default: 17
            }
        }
    }

    /// A font weight.
    public struct Weight: RawRepresentable, Hashable, Sendable, _UIKitNumericRawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    init(name: String, size: CGFloat) {
        pointSize = size
        fontName = name
        super.init()
    }

    /// The system font at `fontSize`.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: ".SFUI-Regular", size: fontSize) }

    /// The system font at `fontSize` and `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(name: ".SFUI", size: fontSize) }

    /// The bold system font.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: ".SFUI-Bold", size: fontSize) }

    /// The font for `style` at the default content size (Large): body is 17 points.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(name: ".SFUI-\(style.rawValue)", size: style.defaultSize)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, size: fontSize) }

    /// The height of a line: 1.25 × the size (the expand engine's line height).
    open var lineHeight: CGFloat { pointSize * 1.25 }
    /// The ascender.
    open var ascender: CGFloat { pointSize * 0.95 }
    /// The descender (negative).
    open var descender: CGFloat { -pointSize * 0.25 }
}
