/// Swift source text for the values a spec line holds.
public enum SwiftLiteral {
    /// A string literal: quotes, backslashes and control characters escaped.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A number where a `Double` is expected: `80`, `-0.25`, `1e-05`.
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        return "\(value)"
    }

    /// An optional number: `nil` or the number.
    static func number(_ value: Double?) -> String { value.map(number) ?? "nil" }

    static func strings(_ values: [String]) -> String { "[" + values.map(string).joined(separator: ", ") + "]" }

    static func numbers(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ", ") + "]" }
}
