/// Names that can pass for another learner's: a Cyrillic or Greek letter drawn like a Latin one (Cyrillic "А" for
/// "A"), or Latin mixed with those scripts in one name. The dashboard shows such a name with a mark, so a teacher
/// can tell "Аda" from "Ada"; the name is stored as sent.
public enum LookalikeNames {
    /// Cyrillic and Greek letters that look like Latin ones in common fonts.
    private static let lookalikes: Set<Unicode.Scalar> = Set(
        "АВЕКМНОРСТХаеорсухіјѕԁһԛԝՕΑΒΕΖΗΙΚΜΝΟΡΤΥΧονρτυχ".unicodeScalars
    )

    public static func isSuspicious(_ name: String) -> Bool {
        var latin = false
        var other = false
        for scalar in name.unicodeScalars {
            if lookalikes.contains(scalar) { return true }
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: latin = true
            case 0x370...0x3FF, 0x400...0x52F: other = true
            default: break
            }
        }
        return latin && other
    }
}
