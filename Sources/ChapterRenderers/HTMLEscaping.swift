/// Escaping for text placed in HTML, SVG and XML: element content and quoted attribute values alike.
///
/// Every string that comes from a chapter (titles, step names, spec lines, failure messages, file
/// paths) goes through here, so `<script>`, quotes and `&` can only ever show as text.
public enum HTMLEscaping {
    /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references, and the control
    /// characters that XML 1.0 forbids replaced by U+FFFD, so it is safe in content and in attributes.
    public static func escape(_ text: String) -> String {
        var result = ""
        append(text, escapedTo: &result)
        return result
    }

    /// Appends `text`, escaped as ``escape(_:)`` escapes it, to `output`.
    ///
    /// Works on the UTF-8 bytes (pages escape megabytes). In valid UTF-8 each thing to replace is recognisable by its
    /// bytes alone: a special character or a forbidden C0 control or DEL is one ASCII byte; a C1 control is C2 80…C2 9F
    /// (C2 only ever starts a character); U+FFFE and U+FFFF are EF BF BE and EF BF BF. Every other byte is copied,
    /// and text without any of them is appended whole.
    static func append(_ text: String, escapedTo output: inout String) {
        var text = text
        let escaped: String? = text.withUTF8 { bytes in
            guard let first = bytes.firstIndex(where: mayNeedWork) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 32)
            result.append(contentsOf: bytes[..<first])
            var index = first
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                switch byte {
                case 0x26: result += [0x26, 0x61, 0x6D, 0x70, 0x3B] // &amp;
                case 0x3C: result += [0x26, 0x6C, 0x74, 0x3B] // &lt;
                case 0x3E: result += [0x26, 0x67, 0x74, 0x3B] // &gt;
                case 0x22: result += [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B] // &quot;
                case 0x27: result += [0x26, 0x23, 0x33, 0x39, 0x3B] // &#39;
                case 0x09, 0x0A, 0x0D: result.append(byte)
                case 0x00..<0x20, 0x7F: result += replacement
                case 0xC2 where index + 1 < count && (0x80...0x9F).contains(bytes[index + 1]):
                    result += replacement
                    index += 2
                    continue
                case 0xEF where index + 2 < count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                    result += replacement
                    index += 3
                    continue
                default: result.append(byte)
                }
                index += 1
            }
            return String(decoding: result, as: UTF8.self)
        }
        output += escaped ?? text
    }

    /// U+FFFD in UTF-8.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Whether a byte can start something to replace: a special character, a C0 control or DEL (tab, line feed and
    /// carriage return are kept, but rarely enough that checking them costs nothing), or C2 / EF.
    private static func mayNeedWork(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
            || byte == 0xC2 || byte == 0xEF
    }
}
