/// Numbers as SVG and people read them: at most two decimals, no trailing zeros, no exponent.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 9e15 else { return String(Int(value.rounded())) }
        let whole = Int(hundredths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        let integer = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return whole == 0 ? "0" : sign + String(integer) }
        let decimals = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" + String(fraction) : String(fraction))
        return sign + String(integer) + "." + decimals
    }
}
