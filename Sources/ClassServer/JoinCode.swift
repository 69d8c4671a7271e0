import Foundation

/// The six characters a class types to send results: capital letters and digits that cannot be mistaken for each
/// other when read off a projector (no `0`/`O`, `1`/`I`/`L`).
public struct JoinCode: Sendable, Equatable, CustomStringConvertible {
    public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
    public let value: String

    /// A fresh random code.
    public static func random() -> JoinCode {
        var generator = SystemRandomNumberGenerator()
        return JoinCode(unchecked: String((0..<6).map { _ in alphabet.randomElement(using: &generator)! }))
    }

    /// A code the teacher chose (`--code`), if it has six characters from ``alphabet``; lower case is accepted.
    public init?(_ text: String) {
        let upper = text.uppercased()
        guard upper.count == 6, upper.allSatisfy(Self.alphabet.contains) else { return nil }
        value = upper
    }

    private init(unchecked value: String) { self.value = value }

    /// Whether a code a learner sent is this one (case and surrounding spaces do not matter).
    public func accepts(_ sent: String?) -> Bool {
        guard let sent else { return false }
        return sent.trimmingCharacters(in: .whitespaces).uppercased() == value
    }

    public var description: String { value }
}


