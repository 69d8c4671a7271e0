import Foundation
@testable import ListingChecker

/// The facts of one Objective-C declaration, as Swift's ClangImporter reads them: what kind of declaration it is, its
/// normalised signature (names, selector pieces, parameter and return types with their nullability, property
/// attributes), its iOS availability, its Swift name, and the attributes that change its Swift form. Comments,
/// parameter names, spacing and macro spelling are set aside, so Apple's header and the surface's can be compared.
struct HeaderFacts: Equatable, CustomStringConvertible {
    /// `class`, `protocol`, `method`, `property`, `enum`, `case`, `typedef` or `global`.
    var kind: String
    /// The normalised declaration: `- (void)deleteRowsAtIndexPaths:(NSArray<NSIndexPath*>*)withRowAnimation:(UITableViewRowAnimation)`,
    /// `@property(readonly) UILabel*? textLabel`, `@interface UITableViewCell : UIView <NSCoding,UIGestureRecognizerDelegate>`.
    var signature: String
    /// `17.4` (introduced), `2.0-13.0` (deprecated in 13.0), `?-13.0` (deprecated, version not stated), `unavailable`,
    /// or `-` when the declaration states nothing.
    var availability: String = "-"
    /// The `NS_SWIFT_NAME` it states, `-` when none.
    var swiftName: String = "-"
    /// `designated`, `mainactor`, `noasync` (`NS_SWIFT_DISABLE_ASYNC`), `nonisolated`, `optional`, `refined`, `sendable`,
    /// `typed` (`NS_TYPED_ENUM` and its kin: imported as a struct), `unavailable`, in that order.
    var attributes: [String] = []

    var description: String {
        "\(signature) | \(availability) | \(swiftName) | \(attributes.isEmpty ? "-" : attributes.joined(separator: ","))"
    }

    /// Where a declaration stands in its header: inside `NS_ASSUME_NONNULL_BEGIN`…`END`, in a protocol's `@optional`
    /// part, and the macro lines written just before it (`NS_SWIFT_UI_ACTOR`, `API_AVAILABLE(ios(11.0))`).
    struct Context: Equatable {
        var assumesNonnull = true
        var isOptional = false
        var leadingMacros = ""
    }

    /// Facts given one by one (a record read from `Documented/headers.txt`, or a test's expectation).
    init(kind: String, signature: String, availability: String = "-", swiftName: String = "-", attributes: [String] = []) {
        self.kind = kind
        self.signature = signature
        self.availability = availability
        self.swiftName = swiftName
        self.attributes = attributes
    }

    // MARK: - Reading a declaration

    /// The facts of `declaration` (one declaration on one line, as ``SurfaceDeclarations`` gives it).
    init(_ declaration: String, context: Context = Context()) {
        // `NS_NOESCAPE ^` marks a block Swift imports as non-escaping: kept as a word of the block type.
        var text = declaration.trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: #"NS_NOESCAPE\s*\^"#, with: "^ noescape ", options: .regularExpression)
        for prefix in ["UIKIT_EXTERN ", "FOUNDATION_EXPORT ", "CG_EXTERN ", "CA_EXTERN ", "OBJC_EXPORT ", "extern "] where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
        }
        // A function defined in the header (`UIKIT_STATIC_INLINE CGRect UIEdgeInsetsInsetRect(…) {`, its body set aside).
        let isInline = text.hasPrefix("UIKIT_STATIC_INLINE ")
        if isInline { text = String(text.dropFirst("UIKIT_STATIC_INLINE ".count)) }
        let macros = Self.macros(in: context.leadingMacros + " " + text)
        let enumeration = text.hasPrefix("typedef") ? Self.enumeration(text) : nil
        let code = Self.withoutMacros(text)
        availability = Self.availability(macros)
        swiftName = macros.first { $0.name == "NS_SWIFT_NAME" }?.argument ?? "-"
        var found = Set<String>()
        for macro in macros {
            switch macro.name {
            case "NS_DESIGNATED_INITIALIZER": found.insert("designated")
            case "NS_SWIFT_UI_ACTOR", "UIKIT_SWIFT_UI_ACTOR", "NS_SWIFT_UI_ACTOR_TYPE": found.insert("mainactor")
            case "NS_SWIFT_NONISOLATED": found.insert("nonisolated")
            case "NS_REFINED_FOR_SWIFT": found.insert("refined")
            case "NS_SWIFT_SENDABLE", "UIKIT_SWIFT_SENDABLE": found.insert("sendable")
            // OBJC_SWIFT_UNAVAILABLE (objc/objc-api.h) expands to the same attribute as NS_SWIFT_UNAVAILABLE.
            case "NS_UNAVAILABLE", "NS_SWIFT_UNAVAILABLE", "OBJC_SWIFT_UNAVAILABLE": found.insert("unavailable")
            case "NS_SWIFT_DISABLE_ASYNC": found.insert("noasync")
            case "NS_TYPED_ENUM", "NS_TYPED_EXTENSIBLE_ENUM", "NS_EXTENSIBLE_STRING_ENUM", "NS_STRING_ENUM": found.insert("typed")
            default: break
            }
        }
        if context.isOptional { found.insert("optional") }
        attributes = ["designated", "mainactor", "noasync", "nonisolated", "optional", "refined", "sendable", "typed", "unavailable"].filter(found.contains)
        let nonnull = context.assumesNonnull
        if code.hasPrefix("-") || code.hasPrefix("+") {
            kind = "method"; signature = Self.method(code, assumesNonnull: nonnull)
        } else if code.hasPrefix("@property") {
            kind = "property"; signature = Self.property(code, assumesNonnull: nonnull)
        } else if code.hasPrefix("@interface") || code.hasPrefix("@protocol") {
            kind = code.hasPrefix("@interface") ? "class" : "protocol"; signature = Self.container(code)
        } else if let enumeration {
            kind = "enum"; signature = enumeration
        } else if code.hasPrefix("typedef") {
            kind = "typedef"; signature = "typedef " + Self.type(String(code.dropFirst(7)).trimmingCharacters(in: CharacterSet(charactersIn: "; ")), assumesNonnull: nonnull, dropsName: false)
        } else if isInline {
            let trimmed = code.trimmingCharacters(in: CharacterSet(charactersIn: "{; ").union(.whitespaces))
            kind = "global"; signature = "static inline " + (Self.function(trimmed, assumesNonnull: nonnull) ?? trimmed)
        } else if code.hasPrefix("static const ") {
            // A constant with its value, which is part of what Swift imports (`= FLT_MAX`).
            let parts = code.dropFirst("static const ".count).trimmingCharacters(in: CharacterSet(charactersIn: "; ")).components(separatedBy: "=")
            let value = parts.count > 1 ? " = " + parts[1].trimmingCharacters(in: .whitespaces) : ""
            kind = "global"; signature = "static const " + Self.type(parts[0].trimmingCharacters(in: .whitespaces), assumesNonnull: nonnull, dropsName: false) + value
        } else if declaration.hasPrefix("UIKIT_EXTERN") || declaration.hasPrefix("FOUNDATION_EXPORT") || declaration.hasPrefix("CG_EXTERN")
                    || declaration.hasPrefix("CA_EXTERN") || declaration.hasPrefix("OBJC_EXPORT") || declaration.hasPrefix("extern") {
            let trimmed = code.trimmingCharacters(in: CharacterSet(charactersIn: "; "))
            kind = "global"; signature = "extern " + (Self.function(trimmed, assumesNonnull: nonnull) ?? Self.type(trimmed, assumesNonnull: nonnull, dropsName: false))
        } else {
            kind = "case"
            signature = "case " + String(code.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }

    /// A macro written on a declaration: `API_AVAILABLE` with `ios(17.4)`, `NS_SWIFT_NAME` with `rowHeight`.
    struct Macro: Equatable {
        var name: String
        var argument: String?
    }

    /// The macros of `text` (`API_*`, `NS_*`, `UIKIT_*`, `__attribute__`), with their arguments.
    static func macros(in text: String) -> [Macro] {
        var found: [Macro] = []
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            let starts = ["API_", "NS_", "UIKIT_", "UI_", "__attribute__", "__API_", "CA_", "OBJC_"].contains { rest.hasPrefix($0) }
            let boundary = index == text.startIndex || !(text[text.index(before: index)].isLetter || text[text.index(before: index)].isNumber || text[text.index(before: index)] == "_")
            guard starts, boundary else { index = text.index(after: index); continue }
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            var end = text.index(index, offsetBy: name.count)
            var argument: String?
            if end < text.endIndex, text[end] == "(", let close = SurfaceDeclarations.matchingClose(text[end...]) {
                argument = String(text[text.index(after: end)..<close]).trimmingCharacters(in: .whitespaces)
                end = text.index(after: close)
            }
            found.append(Macro(name: name, argument: argument))
            index = end
        }
        return found
    }

    /// The iOS availability the macros state: `17.4`, `2.0-13.0`, `?-13.0`, `unavailable` or `-`.
    static func availability(_ macros: [Macro]) -> String {
        var introduced: String?, deprecated: String?
        for macro in macros {
            let argument = macro.argument ?? ""
            switch macro.name {
            case "API_AVAILABLE", "API_DEPRECATED", "API_DEPRECATED_WITH_REPLACEMENT":
                guard let versions = iosVersions(argument) else { continue }
                introduced = versions.first ?? introduced
                if macro.name != "API_AVAILABLE", versions.count > 1, versions[1] != "API_TO_BE_DEPRECATED" { deprecated = versions[1] }
            case "API_UNAVAILABLE":
                if argument.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "ios" }) { return "unavailable" }
            case "NS_AVAILABLE_IOS", "NS_CLASS_AVAILABLE_IOS", "NS_ENUM_AVAILABLE_IOS":
                introduced = argument.replacingOccurrences(of: "_", with: ".")
            case "NS_DEPRECATED_IOS", "NS_CLASS_DEPRECATED_IOS", "NS_ENUM_DEPRECATED_IOS":
                let parts = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: ".") }
                introduced = parts.first; deprecated = parts.dropFirst().first
            case "__attribute__" where argument.hasPrefix("(deprecated"):
                deprecated = deprecated ?? "?"
            default:
                break
            }
        }
        guard introduced != nil || deprecated != nil else { return "-" }
        return (introduced ?? "?") + (deprecated.map { "-" + $0 } ?? "")
    }

    /// The versions of `ios(2.0, 13.0)` inside a macro's arguments; `nil` when it names no iOS version.
    static func iosVersions(_ argument: String) -> [String]? {
        guard let range = argument.range(of: #"\bios\("#, options: .regularExpression) else { return nil }
        return argument[range.upperBound...].prefix { $0 != ")" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// `text` without its macros.
    static func withoutMacros(_ text: String) -> String {
        var result = text
        for macro in macros(in: text).reversed() {
            let spelled = macro.name + (macro.argument.map { _ in "(" } ?? "")
            guard let range = result.range(of: spelled, options: .backwards) else { continue }
            var end = range.upperBound
            if macro.argument != nil, let close = SurfaceDeclarations.matchingClose(result[result.index(before: end)...]) { end = result.index(after: close) }
            result.removeSubrange(range.lowerBound..<end)
        }
        return collapsed(result)
    }

    /// Spaces collapsed and set aside around punctuation.
    static func collapsed(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "__kindof ", with: "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // No space before these marks, nor after the opening ones; a word after `>`, `*` or `)` keeps its space.
        for mark in ["*", "<", ">", ",", "(", ")", "^", ":", ";"] { result = result.replacingOccurrences(of: " " + mark, with: mark) }
        for mark in ["<", ",", "("] { result = result.replacingOccurrences(of: mark + " ", with: mark) }
        return result.trimmingCharacters(in: .whitespaces)
    }
}
