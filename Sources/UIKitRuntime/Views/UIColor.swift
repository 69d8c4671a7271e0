import Foundation

/// A colour: red, green, blue and alpha, 0 to 1. The system colours are their light-mode values.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
    /// The name of a system colour, such as `systemRed`.
    public let systemName: String?

    /// A colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        systemName = nil
        super.init()
    }

    /// A grey.
    public init(white: CGFloat, alpha: CGFloat) {
        rgba = (white, white, white, alpha)
        systemName = nil
        super.init()
    }

    init(_ name: String, _ r: Int, _ g: Int, _ b: Int, alpha: CGFloat = 1) {
        rgba = (CGFloat(r) / 255, CGFloat(g) / 255, CGFloat(b) / 255, alpha)
        systemName = name
        super.init()
    }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return rgba == other.rgba
    }

    open override var description: String { systemName ?? "UIColor(\(rgba))" }

    public static var systemRed: UIColor { UIColor("systemRed", 255, 59, 48) }
    public static var systemOrange: UIColor { UIColor("systemOrange", 255, 149, 0) }
    public static var systemYellow: UIColor { UIColor("systemYellow", 255, 204, 0) }
    public static var systemGreen: UIColor { UIColor("systemGreen", 52, 199, 89) }
    public static var systemBlue: UIColor { UIColor("systemBlue", 0, 122, 255) }
    public static var systemPurple: UIColor { UIColor("systemPurple", 175, 82, 222) }
    public static var systemPink: UIColor { UIColor("systemPink", 255, 45, 85) }
    public static var systemTeal: UIColor { UIColor("systemTeal", 48, 176, 199) }
    public static var systemIndigo: UIColor { UIColor("systemIndigo", 88, 86, 214) }
    public static var systemMint: UIColor { UIColor("systemMint", 0, 199, 190) }
    public static var systemCyan: UIColor { UIColor("systemCyan", 50, 173, 230) }
    public static var systemBrown: UIColor { UIColor("systemBrown", 162, 132, 94) }
    public static var systemGray: UIColor { UIColor("systemGray", 142, 142, 147) }
    public static var systemBackground: UIColor { UIColor("systemBackground", 255, 255, 255) }
    public static var secondarySystemBackground: UIColor { UIColor("secondarySystemBackground", 242, 242, 247) }
    public static var label: UIColor { UIColor("label", 0, 0, 0) }
    public static var secondaryLabel: UIColor { UIColor("secondaryLabel", 60, 60, 67, alpha: 0.6) }
    public static var white: UIColor { UIColor("white", 255, 255, 255) }
    public static var black: UIColor { UIColor("black", 0, 0, 0) }
    public static var clear: UIColor { UIColor("clear", 0, 0, 0, alpha: 0) }
    public static var gray: UIColor { UIColor("gray", 128, 128, 128) }
    public static var red: UIColor { UIColor("red", 255, 0, 0) }
    public static var blue: UIColor { UIColor("blue", 0, 0, 255) }
}
