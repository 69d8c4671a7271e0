import Testing
import UIKit
import TestSupport

/// Attributed text and paragraph styles, from Apple's documentation of `NSParagraphStyle`, `UILabel.attributedText`
/// and `NSAttributedString.boundingRect(with:options:context:)`; and image views, which ignore touches by default.
@MainActor @Suite struct TextAttributesTests {
    func style(line: CGFloat) -> NSMutableParagraphStyle {
        let paragraph = NSMutableParagraphStyle()
        paragraph.minimumLineHeight = line
        paragraph.maximumLineHeight = line
        return paragraph
    }

    @Test func aFixedLineHeightSetsTheHeightOfEveryLineOfAnAttributedString() {
        let text = NSAttributedString(string: String(repeating: "海", count: 30), attributes: [.font: UIFont.systemFont(ofSize: 16), .paragraphStyle: style(line: 24)])
        let rect = text.boundingRect(with: CGSize(width: 200, height: 10_000), options: [.usesLineFragmentOrigin], context: nil)
        expectEqual(rect.height, CGFloat(72), "12 characters of 16 points fit in 200, so 30 take 3 lines")
        expectEqual(rect.width, 192)
        let unstyled = NSAttributedString(string: String(repeating: "海", count: 30), attributes: [.font: UIFont.systemFont(ofSize: 16)])
        expectEqual(unstyled.boundingRect(with: CGSize(width: 200, height: 10_000), options: [.usesLineFragmentOrigin], context: nil).height, 60)
    }

    @Test func minimumAndMaximumLineHeightsClampTheFontsLineHeight() {
        func height(_ paragraph: NSParagraphStyle) -> CGFloat {
            NSAttributedString(string: "海", attributes: [.font: UIFont.systemFont(ofSize: 16), .paragraphStyle: paragraph])
                .boundingRect(with: CGSize(width: 200, height: 10_000), options: [.usesLineFragmentOrigin], context: nil).height
        }
        let low = NSMutableParagraphStyle()
        low.maximumLineHeight = 18
        expectEqual(height(low), 18)
        let high = NSMutableParagraphStyle()
        high.minimumLineHeight = 30
        expectEqual(height(high), 30)
        expectEqual(height(NSParagraphStyle.default), 20)
    }

    @Test func aLabelTakesItsFontAndLineHeightFromItsAttributedText() {
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(string: String(repeating: "海", count: 30), attributes: [.font: UIFont.systemFont(ofSize: 16), .paragraphStyle: style(line: 24)])
        expectEqual(label.font.pointSize, 16)
        expectEqual(label.text, String(repeating: "海", count: 30))
        expectEqual(label.sizeThatFits(CGSize(width: 200, height: 10_000)).height, 72)
        label.text = String(repeating: "海", count: 30)
        expectEqual(label.sizeThatFits(CGSize(width: 200, height: 10_000)).height, 60, "plain text drops the paragraph style")
    }

    @Test func anImageViewIgnoresTouchesByDefaultSoATouchGoesToTheViewBehindIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let picture = UIImageView(image: UIImage(systemName: "photo"))
        picture.frame = root.bounds
        root.addSubview(picture)
        expect(!picture.isUserInteractionEnabled)
        expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        picture.isUserInteractionEnabled = true
        expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === picture)
    }
}
