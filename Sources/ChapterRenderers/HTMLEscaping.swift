/// Escaping for text placed in HTML, SVG and XML: element content and quoted attribute values alike.
///
/// Every string that comes from a chapter (titles, step names, spec lines, failure messages, file
/// paths) goes through here, so `<script>`, quotes and `&` can only ever show as text.
public enum HTMLEscaping {
    /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references, and the control
    /// characters that XML 1.0 forbids replaced by U+FFFD, so it is safe in content and in attributes.
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case _ where isForbiddenControl(scalar): result.unicodeScalars.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": true
        default: isForbiddenControl(scalar)
        }
    }

    /// C0 controls other than tab, line feed and carriage return, DEL, the C1 controls, and the non-characters
    /// U+FFFE and U+FFFF.
    private static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D)
            || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
    }
}
