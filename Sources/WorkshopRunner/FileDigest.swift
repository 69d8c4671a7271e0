import Foundation

/// A short fingerprint of a file's bytes (64-bit FNV-1a, in hex), enough to tell an edited stub from an untouched one.
public enum FileDigest {
    /// The digest of `data`.
    public static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }

    /// The digest of the file at `path`, or `nil` when it cannot be read.
    public static func ofFile(at path: String) -> String? {
        FileManager.default.contents(atPath: path).map(of)
    }
}
