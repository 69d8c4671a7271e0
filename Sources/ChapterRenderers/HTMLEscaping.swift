/// Escaping for text placed in HTML, SVG and XML: element content and quoted attribute values alike.
///
/// Every string that comes from a chapter (titles, step names, spec lines, failure messages, file
/// paths) goes through here, so `<script>`, quotes and `&` can only ever show as text.
public enum HTMLEscaping {
    /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references, and the control
    /// characters that XML 1.0 forbids replaced by U+FFFD, so it is safe in content and in attributes.
    public static func escape(_ text: String) -> String {
        // Works on the UTF-8 bytes (pages escape megabytes): a special character or a forbidden control is one byte
        // (ASCII), or a C1 control (C2 80…C2 9F), or U+FFFE / U+FFFF (EF BF BE / EF BF BF); every other byte is copied.
        let bytes = text.utf8
        guard bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xC2 || $0 == 0xEF }),
              text.unicodeScalars.contains(where: needsWork) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch scalar {
            case "&": result += [0x26, 0x61, 0x6D, 0x70, 0x3B]
            case "<": result += [0x26, 0x6C, 0x74, 0x3B]
            case ">": result += [0x26, 0x67, 0x74, 0x3B]
            case "\"": result += [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B]
            case "'": result += [0x26, 0x23, 0x33, 0x39, 0x3B]
            case _ where isForbiddenControl(scalar): result += replacement
            default:
                if scalar.isASCII { result.append(UInt8(scalar.value)) } else { if let encoded = UTF8.encode(scalar) { result += encoded } }
            }
        }
        return String(decoding: result, as: UTF8.self)
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
