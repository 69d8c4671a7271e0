/// A 128-bit FNV-1a digest (two 64-bit lanes with different offsets), as 32 hex digits: the same on every
/// machine and run, unlike `Hasher`. Names cache entries; it is not meant to resist an attacker.
public struct StableHash {
    /// An empty digest.
    public init() {}

    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    public mutating func add(_ text: String) {
        // Over the contiguous UTF-8 bytes: an unchanged book's check hashes every listing and file of every app, and
        // stepping through `String.UTF8View` was a tenth of it (perf, debug build).
        var text = text
        var a = first, b = second
        text.withUTF8 { bytes in
            for index in bytes.indices {
                let byte = UInt64(bytes[index])
                a = (a ^ byte) &* 0x0000_0100_0000_01B3
                b = (b ^ byte) &* 0x0000_0100_0000_01B3
                b = (b << 7) | (b >> 57)
            }
        }
        first = a
        second = b
        add(0xFF) // a separator no UTF-8 text contains, so ("ab", "c") and ("a", "bc") differ
    }

    private mutating func add(_ byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        second = (second << 7) | (second >> 57)
    }

    public var hex: String {
        func digits(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return digits(first) + digits(second)
    }

    public static func of(_ parts: [String]) -> String {
        var hash = StableHash()
        for part in parts { hash.add(part) }
        return hash.hex
    }
}
