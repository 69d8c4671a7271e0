import Foundation

/// The direction text is written in.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// The values of a paragraph style.
struct ParagraphValues: Sendable {
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var alignment = NSTextAlignment.natural
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var baseWritingDirection = NSWritingDirection.natural
    var lineHeightMultiple: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var hyphenationFactor: Float = 0
}

/// A paragraph's layout attributes. The runtime's text measure honours the line height: a line is the font's
/// `lineHeight` (times `lineHeightMultiple` when that is set), at least `minimumLineHeight` and at most
/// `maximumLineHeight` when that is not 0, plus `lineSpacing` between lines, as Apple documents these properties.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nsparagraphstyle,
/// https://developer.apple.com/documentation/uikit/nsparagraphstyle/minimumlineheight and
/// https://developer.apple.com/documentation/uikit/nsparagraphstyle/maximumlineheight
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    var values = ParagraphValues()

    /// The default paragraph style: every value 0 (no line height limits), natural alignment, word wrapping.
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A default paragraph style.
    public override init() {
        super.init()
    }

    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var alignment: NSTextAlignment { values.alignment }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var hyphenationFactor: Float { values.hyphenationFactor }

    /// The height of one line of `font` in this style.
    func lineHeight(for font: UIFont) -> CGFloat {
        var height = font.lineHeight
        if values.lineHeightMultiple > 0 { height *= values.lineHeightMultiple }
        height = max(height, values.minimumLineHeight)
        if values.maximumLineHeight > 0 { height = min(height, values.maximumLineHeight) }
        return height
    }

    /// The height of `lines` lines of `font`: each line's height, and the line spacing between them.
    func height(ofLines lines: Int, font: UIFont) -> CGFloat {
        guard lines > 0 else { return 0 }
        return CGFloat(lines) * lineHeight(for: font) + CGFloat(lines - 1) * values.lineSpacing
    }

    open override func copy() -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }
}

/// A paragraph style whose attributes can be changed.
///
/// Documentation: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = max(0, newValue) }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = max(0, newValue) }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = max(0, newValue) }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
}

extension NSAttributedString.Key {
    /// The paragraph style of the text (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

extension NSAttributedString {
    /// The font and paragraph style at the start of the string (the runtime measures a string in one style).
    var measuringStyle: (font: UIFont, paragraph: NSParagraphStyle) {
        guard length > 0 else { return (.systemFont(ofSize: 17), .default) }
        let attributes = self.attributes(at: 0, effectiveRange: nil)
        return (attributes[.font] as? UIFont ?? .systemFont(ofSize: 17), attributes[.paragraphStyle] as? NSParagraphStyle ?? .default)
    }

    /// The rectangle the string takes when drawn in `size`: wrapped at `size.width` with `.usesLineFragmentOrigin`
    /// (one line without it), each line as tall as the string's paragraph style makes it.
    ///
    /// Documentation: https://developer.apple.com/documentation/foundation/nsattributedstring/boundingrect(with:options:context:)
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let style = measuringStyle
        let width = options.contains(.usesLineFragmentOrigin) ? size.width : 0
        let lines = TextMeasure.lines(of: string, fontSize: style.font.pointSize, width: width)
        let widest = lines.map { TextMeasure.width(of: $0, fontSize: style.font.pointSize) }.max() ?? 0
        return CGRect(x: 0, y: 0, width: widest, height: style.paragraph.height(ofLines: lines.count, font: style.font))
    }

    /// The size of the string drawn on one line.
    ///
    /// Documentation: https://developer.apple.com/documentation/foundation/nsattributedstring/size()
    public func size() -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude), context: nil).size
    }
}
