/// Formats numbers the way specs write them: `80`, `0.5`, `-12.25`.
public enum SpecNumber {
    public static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        let rounded = (value * 1000).rounded() / 1000
        var text = String(rounded)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    static func seconds(_ value: Double) -> String { format(value) + "s" }

    /// A number as written (`500`, `1500`, `0.5`, `-2`) divided by 1000 and written out exactly, by moving its
    /// decimal point: `0.5`, `1.5`, `0.0005`, `-0.002`. Going through `Double` and ``format(_:)`` would round
    /// `0.5` thousandths to `0.001`, a different magnitude. `nil` when `written` is not plain digits.
    static func thousandth(of written: String) -> String? {
        var text = Substring(written)
        var sign = ""
        if let first = text.first, first == "-" || first == "−" || first == "+" {
            if first != "+" { sign = "-" }
            text = text.dropFirst()
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              !parts.joined().isEmpty else { return nil }
        var digits = Array(parts.joined())
        var point = parts[0].count - 3 // where the decimal point goes in `digits`
        if point < 0 {
            digits.insert(contentsOf: repeatElement("0", count: -point), at: 0)
            point = 0
        }
        var whole = String(digits[..<point].drop { $0 == "0" })
        var fraction = String(digits[point...])
        while fraction.last == "0" { fraction.removeLast() }
        if whole.isEmpty { whole = "0" }
        if whole == "0", fraction.isEmpty { sign = "" }
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
