/// A random secret as text (a learner's token, the teacher's key), and what the server keeps of one: its SHA-256.
public struct Secret: Sendable, Equatable, CustomStringConvertible {
    /// Letters and digits that survive a projector and a careful typist (no 0/O, 1/I/L).
    static let alphabet = Array("23456789abcdefghjkmnpqrstuvwxyz")
    public let value: String

    /// A fresh secret of `length` characters (20 characters of 31 ≈ 99 bits).
    public static func random(length: Int = 20) -> Secret {
        var generator = SystemRandomNumberGenerator()
        return Secret(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
    }

    public init(_ value: String) { self.value = value }

    /// What the store keeps: the SHA-256 of the secret, in hex.
    public var digest: String { SHA256.hex(Array(value.utf8)) }

    /// Whether `sent` is the secret whose digest is `digest`, compared in constant time.
    static func matches(_ sent: String?, digest: String) -> Bool {
        guard let sent else { return false }
        return SHA256.equal(Array(Secret(sent.trimmingWhitespace).digest.utf8), Array(digest.utf8))
    }

    public var description: String { value }
}

extension String {
    var trimmingWhitespace: String {
        String(self.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
