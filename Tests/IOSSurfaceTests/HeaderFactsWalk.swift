import Foundation
@testable import ListingChecker

/// Each Objective-C declaration of a header with its facts, read in its context.
extension HeaderFacts {
    /// The declarations ``SurfaceDeclarations`` finds in a header's `text`, each with its facts.
    static func declarations(inHeader text: String, file: String) -> [(declaration: SurfaceDeclaration, facts: HeaderFacts)] {
        let lines = text.components(separatedBy: "\n")
        let contexts = self.contexts(lines)
        return SurfaceDeclarations.header(text, file: file).map { declaration in
            var context = contexts[declaration.line - 1]
            let code = declaration.text
            if code.hasPrefix("@interface") || code.hasPrefix("@protocol") || code.hasPrefix("typedef") {
                context.leadingMacros = leadingMacros(lines, above: declaration.line - 1)
                if code.hasPrefix("typedef"), code.hasSuffix("{") { context.leadingMacros += " " + closingMacros(lines, from: declaration.line - 1) }
            }
            return (declaration, HeaderFacts(code, context: context))
        }
    }

    /// The context of each line: inside `NS_ASSUME_NONNULL`, inside a protocol's `@optional` part.
    static func contexts(_ lines: [String]) -> [Context] {
        var context = Context(assumesNonnull: false), inProtocol = false
        return lines.map { raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("NS_ASSUME_NONNULL_BEGIN") || line.hasPrefix("NS_HEADER_AUDIT_BEGIN") { context.assumesNonnull = true }
            if line.hasPrefix("NS_ASSUME_NONNULL_END") || line.hasPrefix("NS_HEADER_AUDIT_END") { context.assumesNonnull = false }
            if line.hasPrefix("@protocol"), SurfaceDeclarations.containerStart(line) != nil { inProtocol = true; context.isOptional = false }
            if line.hasPrefix("@optional"), inProtocol { context.isOptional = true }
            if line.hasPrefix("@required") { context.isOptional = false }
            if line.hasPrefix("@end") { inProtocol = false; context.isOptional = false }
            return context
        }
    }

    /// The macro-only lines just above line `index` (comments passed over): `UIKIT_EXTERN API_AVAILABLE(ios(11.0)) NS_SWIFT_UI_ACTOR`.
    static func leadingMacros(_ lines: [String], above index: Int) -> String {
        var found: [String] = [], scan = index - 1
        while scan >= 0 {
            let line = lines[scan].trimmingCharacters(in: .whitespaces)
            scan -= 1
            if line.hasPrefix("//") { continue }
            let isMacroLine = !line.isEmpty && !line.hasPrefix("#") && !line.hasPrefix("@") && !line.hasSuffix(";") && !line.hasSuffix("}")
                && !line.hasSuffix("{") && !line.hasPrefix("*") && !line.hasSuffix("*/")
            guard isMacroLine else { break }
            found.insert(line, at: 0)
        }
        return found.joined(separator: " ")
    }

    /// What follows the `}` closing an enumeration opened on line `index`: `} API_AVAILABLE(ios(11.0));`.
    static func closingMacros(_ lines: [String], from index: Int) -> String {
        for line in lines[index...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("}") { return String(trimmed.dropFirst()) }
        }
        return ""
    }

    /// The Swift names an API notes file gives (`- Name: UITableViewStyle` / `SwiftName: UITableView.Style`).
    static func swiftNames(apiNotes text: String) -> [String: String] {
        var names: [String: String] = [:], current: String?
        for raw in text.components(separatedBy: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("- Name:") { current = line.dropFirst(7).trimmingCharacters(in: .whitespaces); continue }
            if line.hasPrefix("- ") { current = nil }
            if line.hasPrefix("SwiftName:"), let name = current { names[name] = line.dropFirst(10).trimmingCharacters(in: .whitespaces) }
        }
        return names
    }
}
