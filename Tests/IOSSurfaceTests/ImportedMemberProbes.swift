import Foundation
@testable import ListingChecker

/// Probes for the members Swift imports from a C function or constant under another name (`CGRectGetWidth` is
/// `CGRect.width`, `CGRectInset` is `CGRect.insetBy(dx:dy:)`, `CGRectNull` is `CGRect.null`), where the only page
/// Apple's documentation has for the symbol is the C one, declared with its C name
/// (`func CGRectGetWidth(_ rect: CGRect) -> CGFloat`).
///
/// The member's name is the record's key, and Apple documents that name on the type's own page (`members.txt`
/// lists it); the C page gives the types. The probe type-checks the surface's member against them by the rules
/// Swift imports a function as a member with: the first parameter of the owner's type is `self`, the others are
/// the member's parameters in order; a function returning the owner with no parameter of its type is an
/// initialiser; a global constant of the owner's type is a static property.
enum ImportedMemberProbes {
    /// The probe, or nil when `declaration` is not a C symbol's page for a member of `owner` (its name is the
    /// member's own, or it is not a global function or constant).
    static func probe(key: String, declaration: String, owner: String) -> Result<DeclarationProbe, DeclarationProbes.Skip>? {
        // Only a Swift member's key (`CGRect.width`), read on a C symbol's page (its name capitalised, as C names are).
        guard key.hasPrefix(owner + "."), !owner.contains("<") else { return nil }
        let member = Self.member(of: key, owner: owner)
        let text = declaration.trimmingCharacters(in: .whitespaces)
        guard text.dropFirst(4).first?.isUppercase == true || text.dropFirst(5).first?.isUppercase == true else { return nil }
        let base = member.prefix { $0 != "(" }
        if text.hasPrefix("let ") || text.hasPrefix("var ") {
            // `let CGRectNull: CGRect`: a global constant imported as a static property of its type.
            let parts = text.dropFirst(4).split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] != base, !member.contains("(") else { return nil }
            let type = parts[1].components(separatedBy: "{")[0].trimmingCharacters(in: .whitespaces)
            guard type == owner else { return .failure(.form) }
            return .success(.init(line: "let _: \(type) = \(owner).\(member)", key: key))
        }
        guard text.hasPrefix("func ") else { return nil }
        let rest = text.dropFirst(5)
        let name = rest.prefix { $0 != "(" && $0 != "<" }.trimmingCharacters(in: .whitespaces)
        guard name != base, let open = rest.firstIndex(of: "("), let close = SurfaceDeclarations.matchingClose(rest[open...]) else { return nil }
        var types: [String] = []
        for parameter in SurfaceDeclarations.splitTopLevel(rest[rest.index(after: open)..<close]) {
            let trimmed = parameter.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            guard let colon = trimmed.firstIndex(of: ":") else { return .failure(.form) }
            types.append(trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let after = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard after.hasPrefix("->") else { return .failure(.form) }
        let result = after.dropFirst(2).trimmingCharacters(in: .whitespaces)
        let labels = Self.labels(member)
        if base == "init" {
            guard result == owner, labels.count == types.count else { return .failure(.form) }
            let reference = labels.isEmpty ? "init" : "init(" + labels.map { $0 + ":" }.joined() + ")"
            return .success(.init(line: "let _: (\(types.joined(separator: ", "))) -> \(owner) = \(owner).\(reference)", key: key))
        }
        guard let selfIndex = types.firstIndex(of: owner) else { return .failure(.form) }
        var others = types
        others.remove(at: selfIndex)
        if !member.contains("(") {
            // A getter: the function takes the value and nothing else.
            guard others.isEmpty else { return .failure(.form) }
            return .success(.init(line: "let _: KeyPath<\(owner), \(result)> = \\\(owner).\(member)", key: key))
        }
        guard labels.count == others.count else { return .failure(.form) }
        let reference = String(base) + "(" + labels.map { $0 + ":" }.joined() + ")"
        return .success(.init(line: "let _: (\(owner)) -> (\(others.joined(separator: ", "))) -> \(result) = \(owner).\(reference)", key: key))
    }

    /// `insetBy(dx:dy:)` of `CGRect.insetBy(dx:dy:) #2`.
    static func member(of key: String, owner: String) -> String {
        let bare = key.components(separatedBy: " #")[0]
        return bare.hasPrefix(owner + ".") ? String(bare.dropFirst(owner.count + 1)) : bare
    }

    /// The argument labels of `insetBy(dx:dy:)`: `["dx", "dy"]`; `[]` for a member without parentheses or `()`.
    static func labels(_ member: String) -> [String] {
        guard let open = member.firstIndex(of: "("), member.hasSuffix(")") else { return [] }
        return member[member.index(after: open)..<member.index(before: member.endIndex)].split(separator: ":").map(String.init)
    }
}
