import Foundation
@testable import ListingChecker

/// A documentation page's Swift declaration turned into a line of Swift that type-checks only when the surface
/// declares the same thing: the same name, argument labels, parameter and result types, optionality, and for a
/// property whether it can be set (`var rowHeight: CGFloat { get set }` →
/// `let _: WritableKeyPath<UITableView, CGFloat> = \UITableView.rowHeight`).
struct DeclarationProbe: Equatable {
    /// The Swift line.
    var line: String
    /// The record it checks.
    var key: String
}

enum DeclarationProbes {
    /// Why a page's declaration is not turned into a probe (kept as a count, never silently).
    enum Skip: String, CaseIterable, Error {
        case generic = "generic"
        case objectiveC = "Objective-C only on its page"
        case form = "a form the probes do not read"
    }

    /// The words before a declaration's introducer that say nothing about its type.
    static let ignoredWords: Set<String> = ["@MainActor", "@preconcurrency", "@discardableResult", "@objc", "nonisolated", "optional",
                                            "open", "public", "final", "override", "convenience", "required", "mutating", "@Sendable",
                                            "dynamic", "@nonobjc", "unowned(unsafe)", "weak", "@IBOutlet", "@IBAction", "nonmutating",
                                            "@NSCopying", "@frozen"]

    /// The probe for `declaration` (the page's text) of the surface declaration `key` whose owner in Swift is
    /// `owner`; `isProtocol` when the owner is a protocol (its requirements are read through `any Owner`).
    static func probe(key: String, declaration: String, owner: String?, isProtocol: Bool, variable: Int) -> Result<DeclarationProbe, Skip> {
        if let owner, !isProtocol, let imported = ImportedMemberProbes.probe(key: key, declaration: declaration, owner: owner) { return imported }
        var text = Substring(declaration.trimmingCharacters(in: .whitespaces))
        guard !text.hasPrefix("@property"), !text.hasPrefix("-"), !text.hasPrefix("+"), !text.hasPrefix("@interface"),
              !text.hasPrefix("typedef"), !text.hasPrefix("@protocol"), !text.hasPrefix("extern ") else { return .failure(.objectiveC) }
        var isStatic = false, isOptional = false, isMutating = false
        while true {
            text = text.drop { $0 == " " }
            let word = String(text.prefix { $0 != " " })
            if word.hasPrefix("@backDeployed") || word.hasPrefix("@available") {
                guard let close = SurfaceDeclarations.matchingClose(text.drop { $0 != "(" }) else { return .failure(.form) }
                text = text[text.index(after: close)...]
                continue
            }
            if word == "static" || word == "class" && !isTypeWord(text) {
                isStatic = true
            } else if word == "optional" {
                isOptional = true
            } else if word == "mutating" {
                isMutating = true
            } else if !ignoredWords.contains(word) {
                break
            }
            text = text.dropFirst(word.count)
        }
        let introducer = String(text.prefix { $0.isLetter })
        let rest = text.dropFirst(introducer.count).drop { $0 == " " }
        let name = "v\(variable)"
        switch introducer {
        case "class", "struct", "enum", "protocol", "actor":
            let typeName = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !rest.contains("<") || rest.prefix(while: { $0 != ":" }).contains("<") == false else { return .failure(.generic) }
            let full = owner.map { $0 + "." + typeName } ?? typeName
            // A type Swift knows by another name than its key (`UITableViewRowAnimation` is `UITableView.RowAnimation`),
            // unless by the import's own renaming rules: Foundation's `NS` prefix dropped (`NSOperationQueue` is
            // `OperationQueue`), a Core Foundation `Ref` dropped (`CGImageRef` is `CGImage`).
            guard isSwiftName(full, of: key.components(separatedBy: " #").first ?? key) else { return .failure(.form) }
            return .success(.init(line: "let _: Any.Type = \(introducer == "protocol" ? "(any \(full)).self" : full + ".self")", key: key))
        case "typealias":
            // `typealias CFTimeInterval = Double`: the surface's alias must name the same type.
            let parts = rest.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].contains("<") else { return .failure(.generic) }
            let full = owner.map { $0 + "." + parts[0] } ?? parts[0]
            guard isSwiftName(full, of: key.components(separatedBy: " #").first ?? key) else { return .failure(.form) }
            return .success(.init(line: "let _: (\(parts[1])).Type = \(full).self", key: key))
        case "var", "let":
            return propertyProbe(key: key, rest: rest, owner: owner, isStatic: isStatic, isProtocol: isProtocol, isOptional: isOptional,
                                 isLet: introducer == "let", name: name)
        case "func", "init":
            let shape = FunctionShape(isStatic: isStatic, isProtocol: isProtocol, isOptional: isOptional, isMutating: isMutating)
            return functionProbe(key: key, introducer: introducer, rest: rest, owner: owner, shape: shape, name: name)
        case "case":
            guard let owner else { return .failure(.form) }
            let caseName = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !rest.contains("(") else { return .failure(.form) }
            return .success(.init(line: "let _: \(owner) = .\(caseName)", key: key))
        default:
            return .failure(.form)
        }
    }

    /// Whether Swift knows the type `key` names as `name`: the same name, or the name the importer gives it
    /// (Foundation's `NS` prefix and Core Foundation's `Ref` suffix dropped).
    static func isSwiftName(_ name: String, of key: String) -> Bool {
        name == key || "NS" + name == key || name + "Ref" == key
    }

    private static func isTypeWord(_ text: Substring) -> Bool {
        let next = text.dropFirst(5).drop { $0 == " " }
        return !(next.hasPrefix("func") || next.hasPrefix("var") || next.hasPrefix("let"))
    }

    private static func propertyProbe(key: String, rest: Substring, owner: String?, isStatic: Bool, isProtocol: Bool, isOptional: Bool,
                                      isLet: Bool, name: String) -> Result<DeclarationProbe, Skip> {
        let property = String(rest.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces)
        guard let colon = rest.firstIndex(of: ":") else { return .failure(.form) }
        var type = String(rest[rest.index(after: colon)...])
        var settable = !isLet
        if let accessors = type.range(of: "{") {
            settable = type[accessors.lowerBound...].contains("set")
            type = String(type[..<accessors.lowerBound])
        }
        if let equals = type.range(of: " = ") { type = String(type[..<equals.lowerBound]) }
        type = type.trimmingCharacters(in: .whitespaces)
        // An implicitly unwrapped optional is an optional in a type argument (`UITableView!` → `UITableView?`).
        if type.hasSuffix("!") { type = String(type.dropLast()) + "?" }
        guard let owner else {
            return .success(.init(line: "let _: \(type) = \(property)", key: key))
        }
        if isStatic { return .success(.init(line: "let _: \(type) = \(owner).\(property)", key: key)) }
        if isProtocol {
            let read = isOptional ? "\(name).\(property)" : "\(name).\(property)"
            let valueType = isOptional && !type.hasSuffix("?") ? "\(type)?" : type
            return .success(.init(line: "do { let \(name): any \(owner) = probeValue(); let _: \(valueType) = \(read) }", key: key))
        }
        let path = settable ? "WritableKeyPath" : "KeyPath"
        return .success(.init(line: "let _: \(path)<\(owner), \(type)> = \\\(owner).\(property)", key: key))
    }

    /// What a function's probe depends on besides its signature.
    struct FunctionShape {
        var isStatic: Bool, isProtocol: Bool, isOptional: Bool, isMutating: Bool
    }

    private static func functionProbe(key: String, introducer: String, rest: Substring, owner: String?, shape: FunctionShape,
                                      name: String) -> Result<DeclarationProbe, Skip> {
        var rest = rest
        var failable = ""
        if introducer == "init", rest.first == "?" || rest.first == "!" { failable = String(rest.first!); rest = rest.dropFirst() }
        let base = introducer == "init" ? "init" : String(rest.prefix { $0 != "(" && $0 != "<" }).trimmingCharacters(in: .whitespaces)
        if rest.drop(while: { $0 != "(" && $0 != "<" }).first == "<" { return .failure(.generic) }
        guard let open = rest.firstIndex(of: "("), let close = SurfaceDeclarations.matchingClose(rest[open...]) else { return .failure(.form) }
        var labels: [String] = [], types: [String] = []
        for parameter in SurfaceDeclarations.splitTopLevel(rest[rest.index(after: open)..<close]) {
            let trimmed = parameter.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            guard let colon = trimmed.firstIndex(of: ":") else { return .failure(.form) }
            let names = trimmed[..<colon].split(separator: " ")
            labels.append(names.first.map(String.init) ?? "_")
            var type = String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            if let equals = topLevelEquals(type) { type = String(type[..<equals]).trimmingCharacters(in: .whitespaces) }
            types.append(type)
        }
        guard !types.contains(where: { $0.contains("some ") }) else { return .failure(.generic) }
        let after = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
        if after.contains("where ") { return .failure(.generic) }
        var effects = "", result = "Void"
        if let arrow = after.range(of: "->") {
            effects = String(after[..<arrow.lowerBound]).trimmingCharacters(in: .whitespaces)
            result = String(after[arrow.upperBound...]).trimmingCharacters(in: .whitespaces)
        } else {
            effects = after
        }
        effects = effects.replacingOccurrences(of: "rethrows", with: "throws")
        // A function or initialiser without parameters is referred to by its base name alone (`UIView.layoutIfNeeded`,
        // `DispatchGroup.init`): `init()` would call it.
        let reference = labels.isEmpty ? base : base + "(" + labels.map { $0 + ":" }.joined() + ")"
        let parameterList = "(" + types.joined(separator: ", ") + ")"
        let effectText = effects.isEmpty ? "" : " " + effects
        guard let owner else {
            return .success(.init(line: "let _: \(parameterList)\(effectText) -> \(result) = \(reference)", key: key))
        }
        if introducer == "init" {
            let made = failable.isEmpty ? owner : owner + "?"
            return .success(.init(line: "let _: \(parameterList)\(effectText) -> \(made) = \(owner).\(reference)", key: key))
        }
        if shape.isStatic { return .success(.init(line: "let _: \(parameterList)\(effectText) -> \(result) = \(owner).\(reference)", key: key)) }
        if shape.isMutating {
            // A mutating method cannot be referred to unapplied: it is called with an argument of each parameter's type.
            guard effects.isEmpty, !types.contains(where: { $0.hasPrefix("inout") || $0.hasSuffix("...") }) else { return .failure(.form) }
            let arguments = zip(labels, types).map { ($0 == "_" ? "" : $0 + ": ") + "probeValue() as \($1.replacingOccurrences(of: "@escaping ", with: ""))" }
            let call = "\(name).\(base)(\(arguments.joined(separator: ", ")))"
            return .success(.init(line: "do { var \(name): \(owner) = probeValue(); let _: \(result) = \(call) }", key: key))
        }
        if shape.isProtocol {
            let function = "\(parameterList)\(effectText) -> \(result)"
            let type = shape.isOptional ? "(\(function))?" : function
            return .success(.init(line: "do { let \(name): any \(owner) = probeValue(); let _: \(type) = \(name).\(reference) }", key: key))
        }
        return .success(.init(line: "let _: (\(owner)) -> \(parameterList)\(effectText) -> \(result) = \(owner).\(reference)", key: key))
    }

    /// The index of a default value's `=` at the top level of a parameter's type.
    static func topLevelEquals(_ type: String) -> String.Index? {
        var depth = 0
        for index in type.indices {
            switch type[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": if index > type.startIndex, type[type.index(before: index)] == "-" { continue } else { depth -= 1 }
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
