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
    public static func append(_ text: String, escapedTo output: inout String) {
        var text = text
        let escaped: String? = text.withUTF8 { bytes -> String? in
            let count = bytes.count
            var index = nextCandidate(in: bytes, from: 0)
            guard index < count else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(count + 32)
            // Bytes from `copied` up to `index` are copied as they are, in one go, when a replacement comes.
            var copied = 0
            while index < count {
                let byte = bytes[index]
                var replacement: StaticString?
                var length = 1
                switch byte {
                case 0x26: replacement = "&amp;"
                case 0x3C: replacement = "&lt;"
                case 0x3E: replacement = "&gt;"
                case 0x22: replacement = "&quot;"
                case 0x27: replacement = "&#39;"
                case 0x09, 0x0A, 0x0D: break
                case 0x00..<0x20, 0x7F: replacement = "\u{FFFD}"
                case 0xC2 where index + 1 < count && (0x80...0x9F).contains(bytes[index + 1]):
                    replacement = "\u{FFFD}"
                    length = 2
                case 0xEF where index + 2 < count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                    replacement = "\u{FFFD}"
                    length = 3
                default: break
                }
                if let replacement {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                    result.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                    copied = index + length
                }
                index = nextCandidate(in: bytes, from: index + length)
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<count]))
            return String(decoding: result, as: UTF8.self)
        }
        output += escaped ?? text
    }

    /// The index of the first byte from `start` on that may start something to replace (``mayNeedWork(_:)``), else
    /// the count.
    private static func nextCandidate(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, !mayNeedWork(bytes[index]) { index += 1 }
        return index
    }

    /// Whether a byte can start something to replace: a special character, a C0 control (tab, line feed and carriage
    /// return are kept, but rarely enough that testing them here costs nothing), DEL, or C2 / EF. One shift and mask
    /// for the bytes below 40 (all the specials and C0 controls), three comparisons above.
    @inline(__always)
    private static func mayNeedWork(_ byte: UInt8) -> Bool {
        let below40: UInt64 = 0x0000_0000_FFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
        return byte < 0x40 ? (below40 >> UInt64(byte)) & 1 != 0 : byte == 0x7F || byte == 0xC2 || byte == 0xEF
    }
}
