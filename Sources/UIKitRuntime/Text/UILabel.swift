import ExpandEngine
import Foundation

/// Text measuring shared by labels and `NSString.boundingRect`: the expand engine's greedy per-character wrapping
/// (a character goes on the line while the line stays within the width; a newline ends the line) with the engine's
/// character advances (`ExpandableLabel.advance(of:fontSize:)`: CJK one font size, others half of one) and line
/// height (1.25 × the font size).
enum TextMeasure {
    /// The lines `text` wraps into at `width` (unlimited when not positive).
    static func lines(of text: String, fontSize: CGFloat, width: CGFloat) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0.0
        for character in text {
            if character == "\n" {
                lines.append(current)
                current = ""
                currentWidth = 0
                continue
            }
            let advance = ExpandableLabel.advance(of: character, fontSize: Double(fontSize))
            if width > 0, !current.isEmpty, currentWidth + advance > Double(width) + 1e-9 {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            current.append(character)
            currentWidth += advance
        }
        if !current.isEmpty || text.hasSuffix("\n") { lines.append(current) }
        return lines
    }

    static func width(of line: String, fontSize: CGFloat) -> CGFloat {
        CGFloat(ExpandableLabel.width(of: line, fontSize: Double(fontSize)))
    }
}

/// How a label breaks and truncates lines.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// How text is aligned.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// A label: text in a font, wrapped into at most `numberOfLines` lines (0 for no limit), measured with the expand
/// engine's widths (see `intrinsicContentSize`). When the text needs more lines than allowed, the last line shown
/// ends in "…" under `.byTruncatingTail` (the default).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    /// The text.
    open var text: String? {
        didSet {
            if !settingAttributedText { paragraphStyle = .default }
            invalidateIntrinsicContentSize()
        }
    }
    /// The paragraph style of the attributed text last set (the default one for plain text).
    private(set) var paragraphStyle = NSParagraphStyle.default
    private var settingAttributedText = false

    /// The text with its attributes: the font and paragraph style at its start become the label's (the runtime draws
    /// a label in one style). Reading it gives the text with the label's font and paragraph style.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    open var attributedText: NSAttributedString? {
        get {
            text.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .paragraphStyle: paragraphStyle]) }
        }
        set {
            settingAttributedText = true
            defer { settingAttributedText = false }
            let style = newValue?.measuringStyle
            if let newValue, newValue.length > 0, newValue.attributes(at: 0, effectiveRange: nil)[.font] != nil { font = style?.font }
            paragraphStyle = style?.paragraph ?? .default
            text = newValue?.string
        }
    }
    /// The font: the system font at 17 points by default.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The text colour.
    open var textColor: UIColor! = .label
    /// The alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 for as many as the text needs.
    open var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// How lines break and the last one is truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The width at which a multi-line label wraps when Auto Layout sizes it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the label adjusts its font size to fit.
    open var adjustsFontSizeToFitWidth = false

    /// The lines the label shows at `width`, truncated to `numberOfLines`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    public func shownLines(width: CGFloat) -> [String] {
        let wrapWidth: CGFloat = numberOfLines == 1 ? 0 : width
        let all = TextMeasure.lines(of: text ?? "", fontSize: font.pointSize, width: wrapWidth)
        guard numberOfLines > 0, all.count > numberOfLines || (numberOfLines == 1 && width > 0) else { return all }
        var shown = Array(all.prefix(numberOfLines))
        let hidden = all.count > numberOfLines
        guard let last = shown.last, width > 0 else { return shown }
        let overflows = TextMeasure.width(of: last, fontSize: font.pointSize) > width
        guard hidden || overflows, lineBreakMode == .byTruncatingTail else { return shown }
        var line = last
        while !line.isEmpty, TextMeasure.width(of: line + "…", fontSize: font.pointSize) > width { line.removeLast() }
        shown[shown.count - 1] = line + "…"
        return shown
    }

    /// The text the label shows at its current width, lines joined by line breaks.
    public var shownText: String { shownLines(width: bounds.width).joined(separator: "\n") }

    /// The size that fits within `size`: the widest line and the line count × the line height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : 0
        let lines = shownLines(width: width)
        let widest = lines.map { TextMeasure.width(of: $0, fontSize: font.pointSize) }.max() ?? 0
        return CGSize(width: ceil(widest), height: ceil(paragraphStyle.height(ofLines: lines.count, font: font)))
    }

    /// The text's size: one line's width for a one-line label; for a multi-line one, wrapped at
    /// `preferredMaxLayoutWidth` (or at the current width when that is 0).
    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines == 1 ? 0 : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width)
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }
}

/// Options of `boundingRect(with:options:attributes:context:)`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// A drawing context (unused here).
@MainActor open class NSStringDrawingContext: NSObject {}

extension NSAttributedString.Key {
    /// The font of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension NSString {
    /// The rectangle the string takes when drawn in `size` with `attributes` (its `.font`, the system font at 17
    /// points by default): wrapped at `size.width` with `.usesLineFragmentOrigin`, as one line without it.
    ///
    /// Documentation: https://developer.apple.com/documentation/foundation/nsstring/boundingrect(with:options:attributes:context:)
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 17)
        let width = options.contains(.usesLineFragmentOrigin) ? size.width : 0
        let lines = TextMeasure.lines(of: self as String, fontSize: font.pointSize, width: width)
        let widest = lines.map { TextMeasure.width(of: $0, fontSize: font.pointSize) }.max() ?? 0
        return CGRect(x: 0, y: 0, width: widest, height: CGFloat(lines.count) * font.lineHeight)
    }
}

/// An image: a name and a size (no pixels on Linux).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    /// The name it was loaded by.
    public let name: String?
    /// The size in points.
    open var size: CGSize

    /// An image named `name`. Assets are not loaded on Linux: the image exists, with a zero size.
    public init?(named name: String) {
        self.name = name
        size = .zero
        super.init()
    }

    /// A system symbol image.
    public init?(systemName name: String) {
        self.name = name
        size = CGSize(width: 20, height: 20)
        super.init()
    }
}

/// A view that shows an image. Image views ignore touches by default (`isUserInteractionEnabled` is `false`), so a
/// touch on one goes to the view behind it, as Apple documents.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?

    /// An image view sized to `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
}
