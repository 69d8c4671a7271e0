import Foundation

/// Scales custom fonts and layout values for Dynamic Type, for one text style.
///
/// The runtime's content size is the default one (Large), the size every text style's standard size is given for.
/// Apple asks for the base font at "the standard Dynamic Type size that you use for the corresponding content", so
/// at that size the scaled font is the font itself and a scaled value is the value itself: scaling is the identity,
/// whatever the style. A font that is already scaled is an exception on iOS; here it is the same identity.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uifontmetrics,
/// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:),
/// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:maximumpointsize:) and
/// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this object follows.
    public let textStyle: UIFont.TextStyle

    /// The metrics of the body style, the one `UIFontMetrics.default` follows.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The content size the runtime runs at, as a factor of the standard size: 1 (Large, the default setting).
    var contentSizeFactor: CGFloat { 1 }

    /// `font` scaled to the current Dynamic Type setting: at the default setting, a font of the same name and size.
    open func scaledFont(for font: UIFont) -> UIFont {
        font.withSize(font.pointSize * contentSizeFactor)
    }

    /// `font` scaled to the current setting and constrained to `maximumPointSize` (a limit for interfaces that cannot
    /// take larger text).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(font.pointSize * contentSizeFactor, maximumPointSize))
    }

    /// A layout height given at the standard size, scaled to the current setting: at the default setting, `value`.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        value * contentSizeFactor
    }
}
