@testable import HTML
import TestSupport
import Testing

@Suite("escaping")
struct HTMLEscapingTests {
    @Test func markupCharactersAndQuotesBecomeReferences() {
        expectEqual(HTMLEscaping.escape("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        expectEqual(HTMLEscaping.escape("plain 中文 text"), "plain 中文 text")
    }

    @Test func controlCharactersThatXMLForbidsAreReplaced() {
        expectEqual(HTMLEscaping.escape("a\u{0}b\u{1B}c\td\ne"), "a\u{FFFD}b\u{FFFD}c\td\ne")
    }

    @Test func interpolatedTextIsEscapedAndMarkupIsNot() {
        let title = "<script>alert(\"x\")</script>"
        let inner: Markup = "<em>\(title)</em>"
        let outer: Markup = "<p title=\"\(title)\">\(inner)</p>"
        expectEqual(outer.html, "<p title=\"&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;\"><em>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</em></p>")
    }

    @Test func numbersAreShortAndNeverExponents() {
        expectEqual(SVGNumber.format(44), "44")
        expectEqual(SVGNumber.format(-0.5), "-0.5")
        expect(SVGNumber.format(1.005) == "1.01" || SVGNumber.format(1.005) == "1")
        expectEqual(SVGNumber.format(0.07), "0.07")
        expectEqual(SVGNumber.format(44_000_000), "44000000")
        expectEqual(SVGNumber.format(-0.001), "0")
        expectEqual(SVGNumber.format(.nan), "0")
    }

    /// What escaping means, one scalar at a time: the fast byte-level escaping must agree with it on every input.
    private func referenceEscape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                let value = scalar.value
                let forbidden = (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
                    || value == 0xFFFE || value == 0xFFFF
                out.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }

    @Test func byteLevelEscapingAgreesWithScalarByScalarEscaping() {
        // Scalars around every boundary the byte-level code tests: C0, DEL, C1 (C2 80…9F) and its neighbours (C2 A0),
        // other two-byte characters, U+FFFD…U+FFFF and their neighbours (EF BF BC), CJK, astral, a combining mark.
        let pool: [Unicode.Scalar] = ["a", " ", "\t", "\n", "\r", "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}",
            "é", "\u{FFFC}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{EFBF}", "中", "🙂", "\u{301}", "&", "<", ">", "\"", "'", "？"]
        var generator = SplitMix64(seed: 2026) // the same strings every run
        for length in 0..<200 {
            var text = ""
            for _ in 0..<(length % 23) { text.unicodeScalars.append(pool.randomElement(using: &generator)!) }
            expectEqual(HTMLEscaping.escape(text), referenceEscape(text), "\(Array(text.unicodeScalars))")
        }
        var appended = "<kept>"
        HTMLEscaping.append("a<b", escapedTo: &appended)
        expectEqual(appended, "<kept>a&lt;b")
    }

    @Test func numbersAgreeWithTheirDefinition() {
        // Two decimals at most, no trailing zeros, "0" for anything that rounds to zero, a minus only before a non-zero.
        func reference(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded())
            if hundredths == 0 { return "0" }
            let sign = hundredths < 0 ? "-" : ""
            let magnitude = abs(hundredths)
            var text = sign + String(magnitude / 100)
            let fraction = magnitude % 100
            if fraction != 0 { text += "." + (fraction < 10 ? "0" : "") + String(fraction).replacing(/0$/, with: "") }
            return text
        }
        for value in stride(from: -1_000.0, through: 1_000.0, by: 0.37) + [0.005, -0.005, 0.05, 0.5, 1.1, 99.99, 100.01, 123_456_789.25] {
            expectEqual(SVGNumber.format(value), reference(value), "\(value)")
        }
        var text = "x="
        SVGNumber.append(12.5, to: &text)
        expectEqual(text, "x=12.5")
    }
}
