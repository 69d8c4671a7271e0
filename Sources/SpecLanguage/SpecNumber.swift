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
}
