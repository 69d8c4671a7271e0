/// Numbers as SVG and people read them: at most two decimals, no trailing zeros, no exponent.
public enum SVGNumber {
    /// `value` with at most two decimals, no trailing zeros and no exponent (`0` for a value that is not finite).
    public static func format(_ value: Double) -> String {
        var text = ""
        append(value, to: &text)
        return text
    }

    /// Appends ``format(_:)``'s text to `text`. Figures write hundreds of thousands of coordinates in a big book's
    /// report: the digits are written straight into a small buffer, with no `String` per part.
    public static func append(_ value: Double, to text: inout String) {
        guard value.isFinite else { text += "0"; return }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 9e15 else { text += String(Int(value.rounded())); return }
        let whole = Int(hundredths)
        guard whole != 0 else { text += "0"; return }
        let magnitude = whole.magnitude
        var integer = magnitude / 100
        let fraction = Int(magnitude % 100)
        // At most 16 integer digits, a point, two decimals and a sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            if fraction != 0 {
                if fraction % 10 != 0 { put(0x30 + UInt8(fraction % 10)) }
                put(0x30 + UInt8(fraction / 10))
                put(0x2E)
            }
            repeat {
                put(0x30 + UInt8(integer % 10))
                integer /= 10
            } while integer > 0
            if whole < 0 { put(0x2D) }
            text += String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
