import Testing
import UIKit
import TestSupport

/// Dynamic Type scaling at the default content size, from Apple's documentation of `UIFontMetrics`: the base font is
/// given at the standard size, so at the default setting scaling leaves it as it is.
@MainActor @Suite struct FontMetricsTests {
    @Test func atTheDefaultContentSizeAScaledFontIsTheFontItself() {
        let font = UIFont.systemFont(ofSize: 16)
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
        expectEqual(scaled.pointSize, 16)
        expectEqual(scaled.fontName, font.fontName)
        expectEqual(UIFontMetrics.default.scaledFont(for: .boldSystemFont(ofSize: 28)).pointSize, 28)
    }

    @Test func aScaledValueIsTheValueAtTheDefaultContentSize() {
        expectEqual(UIFontMetrics.default.scaledValue(for: 44), 44)
        expectEqual(UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 12.5), 12.5)
    }

    @Test func aMaximumPointSizeConstrainsTheScaledFont() {
        expectEqual(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 14).pointSize, 14)
        expectEqual(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30).pointSize, 17)
    }

    @Test func theDefaultMetricsFollowTheBodyStyle() {
        expectEqual(UIFontMetrics.default.textStyle, .body)
    }
}
