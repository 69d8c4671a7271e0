import Testing
import UIKit
import TestSupport

/// Label measuring with the expand engine's widths, and feedback generators recorded, not played.
@MainActor @Suite struct TextAndFeedbackTests {
    @Test func chineseCharactersAreAFontSizeWideAndLatinHalfOfOne() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "周末带孩子"
        expectEqual(label.intrinsicContentSize.width, 85)
        label.text = "Hello"
        expectEqual(label.intrinsicContentSize.width, 43)
        expectEqual(label.intrinsicContentSize.height, 22) // 1.25 × 17 = 21.25, rounded up
    }

    @Test func aMultiLineLabelWrapsPerCharacterAtItsWidth() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
        label.numberOfLines = 0
        label.text = "周末带孩子去海边玩了一整天"
        expectEqual(label.shownLines(width: 100), ["周末带孩子", "去海边玩了", "一整天"])
        expectEqual(label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude)).height, 64) // 3 × 21.25, rounded up
    }

    @Test func numberOfLinesLimitsTheLinesAndTheLastOneEndsInAnEllipsis() {
        let label = UILabel()
        label.numberOfLines = 2
        label.text = "周末带孩子去海边玩了一整天"
        expectEqual(label.shownLines(width: 90).last, "去海边玩…")
        let lines = label.shownLines(width: 100)
        expectEqual(lines.count, 2)
        expectEqual(lines.last, "去海边玩了…")
        label.lineBreakMode = .byClipping
        expectEqual(label.shownLines(width: 100).last, "去海边玩了")
    }

    @Test func aOneLineLabelIsTruncatedAtItsWidth() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 21))
        label.text = "Item #12345"
        expectEqual(label.shownText, "Item…")
    }

    @Test func boundingRectWrapsAtTheWidthWithLineFragmentOrigin() {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let text = "周末带孩子去海边玩了一整天" as NSString
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin],
                                        attributes: [.font: font], context: nil)
        expectEqual(wrapped.height, 3 * font.lineHeight)
        let single = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: [], attributes: [.font: font], context: nil)
        expectEqual(single.height, font.lineHeight)
        expectEqual(font.pointSize, 17)
    }

    @Test func feedbackIsRecordedWithItsTimeNotPlayed() {
        let app = UIKitRuntime()
        let generator = UIImpactFeedbackGenerator(style: .light)
        app.advance(seconds: 0.5)
        app.run {
            generator.impactOccurred()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
        expectEqual(app.feedback, [
            FeedbackRecord(generator: "impact", kind: "light", intensity: 1, time: 0.5),
            FeedbackRecord(generator: "notification", kind: "success", intensity: 1, time: 0.5),
        ])
    }
}
