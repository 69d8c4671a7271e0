import Foundation

/// The eight characters a class types to send results (and the teacher's claim code for a released name): capital
/// letters and digits that cannot be mistaken for each other when read off a projector (no `0`/`O`, `1`/`I`/`L`).
/// 31⁸ ≈ 8.5 × 10¹¹ codes: see the ClassServer article for how long guessing one takes.
public struct JoinCode: Sendable, Equatable, CustomStringConvertible {
    public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
    public static let length = 8
    public let value: String

    /// A fresh random code.
    public static func random() -> JoinCode {
        var generator = SystemRandomNumberGenerator()
        return JoinCode(unchecked: String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
    }

    /// A code the teacher chose (`--code`), if it has eight characters from ``alphabet``; lower case is accepted.
    public init?(_ text: String) {
        let upper = text.uppercased()
        guard upper.count == Self.length, upper.allSatisfy(Self.alphabet.contains) else { return nil }
        value = upper
    }

    private init(unchecked value: String) { self.value = value }

    /// Whether a code a learner sent is this one (case and surrounding spaces do not matter), compared in a time that
    /// does not depend on where it differs.
    public func accepts(_ sent: String?) -> Bool {
        guard let sent else { return false }
        return Secret.matches(sent.trimmingCharacters(in: .whitespaces).uppercased(), digest: Secret(value).digest)
    }

    public var description: String { value }
}
