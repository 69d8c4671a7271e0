import Foundation

/// One declaration of the checked iOS surface, found in its text: what the declaration data
/// (`Documented/declarations.txt`) is kept for, one record each.
struct SurfaceDeclaration: Sendable, Equatable {
    /// How the declaration is named in the data: `UIScrollView.bouncesHorizontally` (a property),
    /// `UITableView -deleteRowsAtIndexPaths:withRowAnimation:` (an Objective-C method, by its selector, as Apple's
    /// page identifies it), `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`
    /// (an overlay's Swift declaration), `UITableView` (a type).
    var key: String
    /// The surface file it is in, relative to the surface's folder.
    var file: String
    /// Its 1-based line in that file.
    var line: Int
    /// The declaration's text, on one line.
    var text: String
}

/// Finds every declaration of the surface: the types, members, enumeration cases and globals of its Objective-C
/// headers, and the public declarations of its Swift overlays. Read from the text, as a reader of the headers would.
enum SurfaceDeclarations {
    /// Every declaration in the surface's folder, in file order.
    static func all(surfaceFolder: String) -> [SurfaceDeclaration] {
        SurfaceModules.files(in: surfaceFolder).flatMap { file -> [SurfaceDeclaration] in
            guard let text = try? String(contentsOfFile: surfaceFolder + "/" + file, encoding: .utf8) else { return [] }
            if file.hasSuffix(".h") { return header(text, file: file) }
            if file.hasSuffix(".swift") { return overlay(text, file: file) }
            return []
        }
    }

    // MARK: - Headers

    /// The declarations of an Objective-C header.
    static func header(_ text: String, file: String) -> [SurfaceDeclaration] {
        var found: [SurfaceDeclaration] = []
        var container: String?
        var enumeration: String?
        var pending = "", pendingLine = 0
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") || line.hasPrefix("#") || line.hasPrefix("/*") || line.hasPrefix("*") { continue }
            if let name = enumeration {
                if line.hasPrefix("}") { enumeration = nil; continue }
                let caseName = line.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !caseName.isEmpty { found.append(.init(key: "\(name).\(caseName)", file: file, line: index + 1, text: line)) }
                continue
            }
            if let name = enumerationStart(line) {
                found.append(.init(key: name, file: file, line: index + 1, text: line))
                if !line.contains("}") { enumeration = name }
                continue
            }
            if let name = containerStart(line) {
                container = name
                if !line.hasPrefix("@interface \(name) (") && !line.hasPrefix("@interface \(name)(") {
                    found.append(.init(key: name, file: file, line: index + 1, text: line))
                }
                continue
            }
            if line.hasPrefix("@end") { container = nil; continue }
            if pending.isEmpty, !(line.hasPrefix("-") || line.hasPrefix("+") || line.hasPrefix("@property") || line.hasPrefix("UIKIT_EXTERN")
                                  || line.hasPrefix("FOUNDATION_EXPORT") || line.hasPrefix("CG_EXTERN") || line.hasPrefix("CA_EXTERN")
                                  || line.hasPrefix("typedef") || line.hasPrefix("OBJC_EXPORT") || line.hasPrefix("UIKIT_STATIC_INLINE")
                                  || line.hasPrefix("static const ")) {
                continue
            }
            if pending.isEmpty { pendingLine = index + 1 }
            pending += (pending.isEmpty ? "" : " ") + line
            guard pending.hasSuffix(";") || pending.hasSuffix("{") else { continue }
            defer { pending = "" }
            if let key = memberKey(pending, container: container) {
                found.append(.init(key: key, file: file, line: pendingLine, text: pending))
            }
        }
        return found
    }

    /// `typedef NS_ENUM(NSInteger, UITableViewRowAnimation) {` → `UITableViewRowAnimation`.
    static func enumerationStart(_ line: String) -> String? {
        for macro in ["NS_ENUM(", "NS_OPTIONS(", "NS_CLOSED_ENUM(", "NS_ERROR_ENUM("] {
            guard line.hasPrefix("typedef"), let range = line.range(of: macro) else { continue }
            let arguments = line[range.upperBound...].prefix { $0 != ")" }
            return arguments.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    /// `@interface UITableView : UIScrollView` or `@protocol UITableViewDelegate <…>` → the type's name; `nil` for a
    /// forward declaration (`@protocol UITableViewDelegate;`).
    static func containerStart(_ line: String) -> String? {
        for keyword in ["@interface ", "@protocol "] where line.hasPrefix(keyword) {
            let rest = line.dropFirst(keyword.count)
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { return nil }
            let after = rest.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
            if keyword == "@protocol ", after.hasPrefix(";") || after.hasPrefix(",") { return nil }
            return String(name)
        }
        return nil
    }

    /// The key of a member or global declaration (`nil` for what declares nothing: a forward declaration).
    static func memberKey(_ declaration: String, container: String?) -> String? {
        let code = withoutMacros(declaration)
        if code.hasPrefix("-") || code.hasPrefix("+") {
            return container.map { "\($0) \(code.first!)\(selector(code))" }
        }
        if code.hasPrefix("@property") {
            guard let container, let name = propertyName(code) else { return nil }
            return "\(container).\(name)"
        }
        if code.hasPrefix("typedef") {
            // A block or function-pointer typedef: `typedef void (^UIActionHandler)(…)`, also with an attribute
            // macro before the caret (`(NS_SWIFT_UI_ACTOR ^UIActionHandler)`).
            if code.contains("^") || code.contains("(*") { return blockName(code) }
            return lastIdentifier(code)
        }
        // A global: `UIKIT_EXTERN const CGFloat UITableViewAutomaticDimension;`, a constant with its value
        // (`static const CGFloat UIStackViewSpacingUseDefault = FLT_MAX;`), or a function (`UIKIT_STATIC_INLINE` with
        // its body).
        if let open = code.firstIndex(of: "(") { return lastIdentifier(String(code[..<open])) }
        if let equals = code.range(of: " = ") { return lastIdentifier(String(code[..<equals.lowerBound])) }
        return lastIdentifier(code)
    }

    /// The text without the trailing macros Apple's headers carry (`API_AVAILABLE(ios(17.4))`, `NS_SWIFT_NAME(…)`).
    static func withoutMacros(_ text: String) -> String {
        var result = text
        let pattern = #"\s+(API_[A-Z_]+|NS_[A-Z_]+|UI_APPEARANCE_SELECTOR|NS_REFINED_FOR_SWIFT|__attribute__)(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?"#
        if let expression = try? NSRegularExpression(pattern: pattern) {
            result = expression.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "")
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// `- (void)deleteRowsAtIndexPaths:(NSArray *)paths withRowAnimation:(UITableViewRowAnimation)a;` →
    /// `deleteRowsAtIndexPaths:withRowAnimation:`.
    static func selector(_ method: String) -> String {
        var depth = 0, word = "", pieces: [String] = [], seenType = false
        for character in method.dropFirst() {
            switch character {
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth == 0 { seenType = true }
                word = ""
            case ":" where depth == 0:
                pieces.append(word + ":")
                word = ""
            case _ where depth > 0:
                break
            case _ where character.isLetter || character.isNumber || character == "_":
                word.append(character)
            default:
                if !word.isEmpty, pieces.isEmpty, seenType { return word }
                word = ""
            }
        }
        if pieces.isEmpty { return word.trimmingCharacters(in: CharacterSet(charactersIn: ";")) }
        return pieces.joined()
    }

    /// A property's name: the last identifier (`(^name)` for a block).
    static func propertyName(_ property: String) -> String? {
        if property.contains("(^") { return blockName(property) }
        var text = property
        if text.hasPrefix("@property"), let close = text.firstIndex(of: ")"), text.dropFirst(9).trimmingCharacters(in: .whitespaces).hasPrefix("(") {
            text = String(text[text.index(after: close)...])
        }
        return lastIdentifier(text)
    }

    /// The name inside `(^name)` or `(*name)`: after the first caret (a macro may stand between the parenthesis and it).
    static func blockName(_ text: String) -> String? {
        guard let start = text.range(of: "^") ?? text.range(of: "(*") else { return nil }
        let name = text[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// The last identifier of `text` (before its `;`).
    static func lastIdentifier(_ text: String) -> String? {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.last.map(String.init)
    }

    // MARK: - Overlays

    /// A scope of an overlay while it is read: a type or extension (its members are declarations) or a body.
    private struct Scope {
        var path: String?
        var isProtocol = false
        var isEnumeration = false
    }

    /// The public declarations of a Swift overlay (a protocol's requirements and an enumeration's cases included).
    static func overlay(_ text: String, file: String) -> [SurfaceDeclaration] {
        var found: [SurfaceDeclaration] = []
        var scopes: [Scope] = []
        var inComment = false
        var opened: Scope?
        var pending = "", pendingLine = 0
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if inComment {
                guard let end = line.range(of: "*/") else { continue }
                line = String(line[end.upperBound...]); inComment = false
            }
            if line.hasPrefix("/*"), !line.contains("*/") { inComment = true; continue }
            if line.hasPrefix("//") || line.isEmpty { continue }
            // A declaration whose parameters go on over several lines is read as one line.
            if pending.isEmpty { pendingLine = index + 1 }
            pending += (pending.isEmpty ? "" : " ") + line
            let parentheses = code(of: pending).reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
            if parentheses > 0, index - pendingLine < 12 { continue }
            line = pending
            pending = ""
            let enclosing = scopes.last
            let inDeclarations = enclosing == nil || enclosing?.path != nil
            if inDeclarations, let declared = overlayDeclaration(line, in: enclosing) {
                if let key = declared.key { found.append(.init(key: key, file: file, line: pendingLine, text: line)) }
                // A type's `{` may come on a later line (after its `where` clause).
                opened = declared.scope
            }
            for character in code(of: line) {
                if character == "{" {
                    scopes.append(opened ?? Scope())
                    opened = nil
                } else if character == "}", !scopes.isEmpty {
                    scopes.removeLast()
                }
            }
        }
        return found
    }

    /// A line's code: without string literals' contents and without a trailing comment.
    static func code(of line: String) -> String {
        var result = "", inString = false, previous: Character = " "
        for character in line {
            if character == "\"", previous != "\\" { inString.toggle(); previous = character; continue }
            if !inString {
                if character == "/", previous == "/" { result.removeLast(); break }
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// What an overlay line declares: its key (`nil` when it is not public) and the scope its `{` opens.
    private static func overlayDeclaration(_ line: String, in enclosing: Scope?) -> (key: String?, scope: Scope?)? {
        var words = Substring(line)
        var isPublic = enclosing?.isProtocol == true, isPrivate = false
        // Attributes (`@available(iOS 15.0, *)`, `@MainActor`) and modifiers before the introducer.
        while true {
            words = words.drop { $0 == " " }
            if words.hasPrefix("@") {
                let name = words.prefix { $0 != " " && $0 != "(" }
                words = words.dropFirst(name.count)
                if words.hasPrefix("("), let close = matchingClose(words) { words = words[words.index(after: close)...] }
                continue
            }
            let word = words.prefix { $0 != " " && $0 != "(" }
            let modifier = word.hasSuffix(")") ? String(word.prefix { $0 != "(" }) : String(word)
            let modifiers: Set<String> = ["public", "open", "private", "fileprivate", "internal", "static", "class", "final", "override",
                                          "mutating", "nonmutating", "nonisolated", "convenience", "required", "dynamic", "lazy",
                                          "weak", "unowned", "indirect", "optional", "package", "consuming", "borrowing"]
            guard modifiers.contains(modifier), !(modifier == "class" && isTypeIntroducer(words)) else { break }
            if modifier == "public" || modifier == "open" { isPublic = true }
            if ["private", "fileprivate", "internal", "package"].contains(modifier) { isPrivate = true }
            words = words.dropFirst(word.count)
        }
        let path = enclosing?.path
        let prefix = path.map { $0 + "." } ?? ""
        let introducer = String(words.prefix { $0.isLetter })
        let rest = words.dropFirst(introducer.count).drop { $0 == " " }
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }).replacingOccurrences(of: "`", with: "")
        let visible = isPublic && !isPrivate
        switch introducer {
        case "struct", "class", "enum", "protocol", "actor":
            guard !name.isEmpty else { return nil }
            return (visible ? prefix + name : nil, Scope(path: prefix + name, isProtocol: introducer == "protocol", isEnumeration: introducer == "enum"))
        case "extension":
            let extended = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            return (nil, Scope(path: extended, isProtocol: false))
        case "func":
            let isOperator = !(rest.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? true)
            let base = String(rest.prefix { isOperator ? $0 != " " && $0 != "(" : $0 != "(" && $0 != "<" }).trimmingCharacters(in: .whitespaces)
            let parameters = isOperator ? "(" + String(repeating: "_:", count: labels(rest).filter { $0 == ":" }.count) + ")" : labels(rest)
            return (visible ? prefix + base + parameters : nil, nil)
        case "init":
            return (visible ? prefix + "init" + labels(rest) : nil, nil)
        case "subscript":
            return (visible ? prefix + "subscript" + labels(Substring("x" + rest), isSubscript: true) : nil, nil)
        case "var", "let", "typealias", "associatedtype":
            guard !name.isEmpty else { return nil }
            return (visible ? prefix + name : nil, nil)
        case "case":
            guard enclosing?.isEnumeration == true else { return nil }
            let names = caseNames(rest)
            return names.isEmpty ? nil : (names.map { prefix + $0 }.joined(separator: " "), nil)
        default:
            return nil
        }
    }

    private static func isTypeIntroducer(_ words: Substring) -> Bool {
        let next = words.dropFirst(5).drop { $0 == " " }
        return next.first.map { $0.isUppercase } ?? false
    }

    /// `(at indexPaths: [IndexPath], with animation: …)` → `(at:with:)`; a subscript's labels are `_` unless written.
    static func labels(_ signature: Substring, isSubscript: Bool = false) -> String {
        guard let open = signature.firstIndex(of: "("), let close = matchingClose(signature[open...]) else { return "()" }
        let parameters = splitTopLevel(signature[signature.index(after: open)..<close])
        let names = parameters.compactMap { parameter -> String? in
            let head = parameter.split(separator: ":", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard !head.isEmpty else { return nil }
            let parts = head.split(separator: " ")
            if isSubscript { return parts.count > 1 ? String(parts[0]) : "_" }
            return String(parts[0])
        }
        return "(" + names.map { $0 + ":" }.joined() + ")"
    }

    /// The case names of `a, b(x: Int), c = 3`.
    static func caseNames(_ text: Substring) -> [String] {
        splitTopLevel(text).compactMap { part in
            let name = part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
            return name.isEmpty ? nil : name.replacingOccurrences(of: "`", with: "")
        }
    }

    /// `text` split at its commas outside brackets.
    static func splitTopLevel(_ text: Substring) -> [Substring] {
        var parts: [Substring] = [], depth = 0, start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character), !(character == ">" && index > text.startIndex && text[text.index(before: index)] == "-") { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        parts.append(text[start..<index])
        return parts
    }

    /// The index of the `)` closing the `(` that starts `text`.
    static func matchingClose(_ text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
