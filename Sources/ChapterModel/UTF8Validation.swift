/// Whether bytes are well-formed UTF-8, by the same rules as Swift's own check (`String(validating:as:)`,
/// `String(data:encoding: .utf8)`): the Unicode Standard's table of well-formed byte sequences, so no overlong
/// forms, no surrogates and nothing above U+10FFFF.
///
/// A chapter file is checked once before cmark reads it. Nearly all of a chapter is ASCII, which this takes eight
/// bytes at a time; the standard library's check takes it a byte at a time and cost as much as all of the reader's
/// own work on spec lines (chapters-bench).
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard var position = bytes.baseAddress else { return true }
        let end = position + bytes.count
        while position < end {
            let lead = position.pointee
            if lead < 0x80 {
                position += 1
                // ASCII comes in runs: eight bytes at a time while none has its high bit set.
                while end - position >= 8,
                      UnsafeRawPointer(position).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    position += 8
                }
                continue
            }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF // the allowed range of the second byte
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false // a continuation byte, C0, C1 or F5 and above
            }
            guard end - position >= length else { return false }
            let second = position[1]
            guard second >= low, second <= high else { return false }
            if length > 2, position[2] & 0xC0 != 0x80 { return false }
            if length > 3, position[3] & 0xC0 != 0x80 { return false }
            position += length
        }
        return true
    }
}
