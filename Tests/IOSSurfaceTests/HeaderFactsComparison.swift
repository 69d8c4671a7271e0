import Foundation
@testable import ListingChecker

/// How the surface's facts are compared with Apple's: the record kept in `Documented/headers.txt`, and the rules.
extension HeaderFacts {
    /// One record of `Documented/headers.txt`: `key | signature | availability | swift name | attributes | header`,
    /// or `key | absent | - | - | - | header` for a declaration Apple's header does not have.
    struct Record: Equatable {
        var key: String
        /// Apple's facts, `nil` when Apple's header does not declare it.
        var facts: HeaderFacts?
        /// The SDK header it was read from.
        var header: String

        /// Reads one line of the file; `nil` for a comment or a line not of the format.
        init?(line: String) {
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 6, !fields[0].isEmpty else { return nil }
            key = fields[0]
            header = fields[5]
            facts = fields[1] == "absent" ? nil : HeaderFacts(kind: "", signature: fields[1], availability: fields[2], swiftName: fields[3],
                                                              attributes: fields[4] == "-" ? [] : fields[4].components(separatedBy: ","))
        }
    }

    /// The availability that matters at `target`: a version introduced after it, or any deprecation (Swift warns
    /// about a deprecated use whatever the target); `-` for an introduction the target already has.
    static func mattering(_ availability: String, target: String) -> String {
        guard availability != "-", availability != "unavailable" else { return availability }
        let parts = availability.split(separator: "-").map(String.init)
        if parts.count > 1 { return availability }
        guard let introduced = parts.first, introduced != "?", isNewer(introduced, than: target) else { return "-" }
        return availability
    }

    /// Whether version `a` is newer than `b` (`17.4` than `17.0`).
    static func isNewer(_ a: String, than b: String) -> Bool {
        let x = a.split(separator: ".").compactMap { Int($0) }, y = b.split(separator: ".").compactMap { Int($0) }
        for index in 0..<max(x.count, y.count) {
            let l = index < x.count ? x[index] : 0, r = index < y.count ? y[index] : 0
            if l != r { return l > r }
        }
        return false
    }

    /// What differs between the surface's facts (`self`) and Apple's, one sentence each; empty when they agree.
    /// - `protocols`: the protocols the surface declares (a conformance to a protocol it does not declare is not asked for).
    /// - `surfaceSwiftName`: the Swift name the surface gives, from its header or its API notes.
    func differences(from apple: HeaderFacts, target: String, protocols: Set<String>, surfaceSwiftName: String) -> [String] {
        var found: [String] = []
        let (ours, theirs) = (Self.conformances(signature), Self.conformances(apple.signature))
        if ours.head != theirs.head { found.append("declaration `\(ours.head)`, Apple's `\(theirs.head)`") }
        let missing = theirs.protocols.filter { protocols.contains($0) && !ours.protocols.contains($0) }
        let extra = ours.protocols.filter { !theirs.protocols.contains($0) }
        if !missing.isEmpty { found.append("does not conform to \(missing.joined(separator: ", ")) as Apple's does") }
        if !extra.isEmpty { found.append("conforms to \(extra.joined(separator: ", ")), Apple's does not") }
        let mine = Self.mattering(availability, target: target), apples = Self.mattering(apple.availability, target: target)
        if !Self.sameAvailability(mine, apples) { found.append("availability \(mine), Apple's \(apples)") }
        if apple.swiftName != "-", surfaceSwiftName != apple.swiftName { found.append("Swift name \(surfaceSwiftName), Apple's \(apple.swiftName)") }
        // `refined` is compared only where Apple's header says it: the surface also uses it where Apple's overlay
        // replaces a declaration through API notes, which the header does not show.
        let compared = attributes.filter { $0 != "refined" || apple.attributes.contains("refined") }
        if compared != apple.attributes { found.append("attributes [\(compared.joined(separator: ","))], Apple's [\(apple.attributes.joined(separator: ","))]") }
        return found
    }

    /// `@interface X : Y <A,B>` → (`@interface X : Y`, [A, B]).
    static func conformances(_ signature: String) -> (head: String, protocols: [String]) {
        guard signature.hasPrefix("@interface") || signature.hasPrefix("@protocol"), signature.hasSuffix(">"),
              let open = signature.range(of: " <", options: .backwards) else { return (signature, []) }
        let list = signature[open.upperBound...].dropLast().split(separator: ",").map(String.init)
        return (String(signature[..<open.lowerBound]), list)
    }

    /// Two mattering availabilities agree; a deprecation the surface states without a version (`?`) agrees with any.
    static func sameAvailability(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let x = a.split(separator: "-").map(String.init), y = b.split(separator: "-").map(String.init)
        guard x.count == 2, y.count == 2 else { return false }
        return (x[0] == "?" || y[0] == "?" || x[0] == y[0]) && (x[1] == "?" || y[1] == "?" || x[1] == y[1])
    }
}
