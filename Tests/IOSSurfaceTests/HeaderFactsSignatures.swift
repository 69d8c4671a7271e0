import Foundation
@testable import ListingChecker

/// How `HeaderFacts` writes each kind of declaration's signature.
extension HeaderFacts {
    static let nullable: Set<String> = ["nullable", "_Nullable", "__nullable"]
    static let nonnull: Set<String> = ["nonnull", "_Nonnull", "__nonnull"]
    static let unspecified: Set<String> = ["null_unspecified", "_Null_unspecified", "__null_unspecified"]
    static let ignoredWords: Set<String> = ["__kindof", "const", "__unsafe_unretained", "__strong", "__weak", "__autoreleasing", "_Nullable_result", "struct", "enum"]

    /// A type as Swift imports it: spelling normalised, `?` when nullable, `!` when its nullability is unspecified
    /// (outside `NS_ASSUME_NONNULL`), nothing when non-null; a block's parameter names set aside. With `dropsName`, a
    /// trailing parameter name is set aside too (`BOOL finished` → `BOOL`).
    static func type(_ raw: String, assumesNonnull: Bool, dropsName: Bool = true) -> String {
        let text = collapsed(raw)
        if let caret = text.range(of: "(^") {
            return block(text, caret: caret, assumesNonnull: assumesNonnull, dropsName: dropsName)
        }
        var words = words(of: text)
        var marker: String?
        words.removeAll { word in
            if nullable.contains(word) { marker = "?"; return true }
            if nonnull.contains(word) { marker = ""; return true }
            if unspecified.contains(word) { marker = "!"; return true }
            return ignoredWords.contains(word)
        }
        var name = ""
        if words.count > 1, let last = words.last, last.first.map({ $0.isLetter || $0 == "_" }) == true,
           last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            name = last
            words.removeLast()
        }
        var result = words.joined(separator: " ")
        if !dropsName, !name.isEmpty { result += " " + name; name = "" }
        let isPointer = result.hasSuffix("*") || result == "id" || result.hasPrefix("id<") || result == "instancetype" || result == "Class" || result == "SEL"
            || (result.hasSuffix("Ref") && result.hasPrefix("C"))
        guard isPointer else { return result + (name.isEmpty || dropsName ? "" : " " + name) }
        return result + (marker ?? (assumesNonnull ? "" : "!"))
    }

    /// A C function: its result and name, then each parameter as the type Swift imports, its name set aside and each
    /// pointer level with its own nullability (`char * _Nullable argv[_Nonnull]` → `char*?*`); nil when `code` is not
    /// a function (a variable, or a block-typed one).
    static func function(_ code: String, assumesNonnull: Bool) -> String? {
        guard !code.contains("(^"), let open = code.firstIndex(of: "("), let close = code.lastIndex(of: ")"), open < close else { return nil }
        let head = type(String(code[..<open]), assumesNonnull: assumesNonnull, dropsName: false)
        let parameters = code[code.index(after: open)..<close].split(separator: ",").map { pointerChain(String($0), assumesNonnull: assumesNonnull) }
        return head + "(" + parameters.joined(separator: ",") + ")"
    }

    /// One parameter's type with every pointer level's nullability: `char * _Nullable * _Nonnull argv` → `char*?*`;
    /// an array parameter is the pointer it is, its qualifier in the brackets (`T name[_Nonnull]` → `T*`); a level
    /// with no qualifier is unspecified (`!`), but for the outermost inside NS_ASSUME_NONNULL; a keyword before the
    /// type (`nullable NSString *`) is the outermost level's.
    static func pointerChain(_ raw: String, assumesNonnull: Bool) -> String {
        var text = raw.trimmingCharacters(in: .whitespaces)
        if let match = text.firstMatch(of: /^(.*?)([A-Za-z_][A-Za-z0-9_]*)\s*\[([^\]]*)\]$/) {
            text = "\(match.output.1) * \(match.output.3) \(match.output.2)"
        }
        var tokens = text.replacingOccurrences(of: "*", with: " * ").split(separator: " ").map(String.init).filter { !ignoredWords.contains($0) }
        guard tokens.contains("*") else { return type(raw, assumesNonnull: assumesNonnull, dropsName: true) }
        let qualifiers = nullable.union(nonnull).union(unspecified)
        func marker(_ word: String) -> String { nullable.contains(word) ? "?" : nonnull.contains(word) ? "" : "!" }
        if let last = tokens.last, last != "*", !qualifiers.contains(last), tokens.dropLast().contains("*") { tokens.removeLast() }
        let base = tokens.prefix { $0 != "*" }
        let leading = base.first { qualifiers.contains($0) }
        var levels: [String?] = []
        for (index, token) in tokens.enumerated() where token == "*" {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            levels.append(next.flatMap { qualifiers.contains($0) ? $0 : nil })
        }
        if let leading, levels.last.map({ $0 == nil }) == true { levels[levels.count - 1] = leading }
        var result = base.filter { !qualifiers.contains($0) }.joined(separator: " ")
        for (index, level) in levels.enumerated() {
            let outermost = index == levels.count - 1
            result += "*" + (level.map(marker) ?? (outermost && assumesNonnull ? "" : "!"))
        }
        return result
    }

    /// The words of a collapsed type, a generic argument list or `*` kept whole: `NSArray<NSIndexPath*>*` →
    /// `["NSArray<NSIndexPath*>*"]`, `nullable NSString*` → `["nullable", "NSString*"]`.
    static func words(of text: String) -> [String] {
        var words: [String] = [], current = "", depth = 0
        for character in text {
            if character == "<" { depth += 1 }
            if character == ">" { depth -= 1 }
            if character == " ", depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character == "*", depth == 0 {
                current.append("*")
                words.append(current); current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        // `NSString` `*` written apart, and a nullability written after the star (`NSString* _Nullable`).
        var merged: [String] = []
        for word in words {
            if word.allSatisfy({ $0 == "*" }), let last = merged.popLast() { merged.append(last + word) } else { merged.append(word) }
        }
        return merged
    }

    /// `void(^ _Nullable)(BOOL finished)` → `void(^)(BOOL)?`.
    static func block(_ text: String, caret: Range<String.Index>, assumesNonnull: Bool, dropsName: Bool) -> String {
        var head = words(of: String(text[..<caret.lowerBound]))
        var marker: String?
        // A nullability written first (`nullable void (^)(BOOL)`) is the block's; one after the result type
        // (`UIMenu * _Nullable (^)(…)`) is the result's, and stays with it.
        if let first = head.first {
            if nullable.contains(first) { marker = "?"; head.removeFirst() } else if nonnull.contains(first) { marker = ""; head.removeFirst() } else if unspecified.contains(first) { marker = "!"; head.removeFirst() }
        }
        head.removeAll { ignoredWords.contains($0) }
        let afterCaret = text[caret.upperBound...]
        let inner = afterCaret.prefix { $0 != ")" }
        var name = "", escaping = ""
        for word in inner.split(separator: " ").map(String.init) {
            if word == "noescape" { escaping = "noescape " } else if nullable.contains(word) { marker = "?" } else if nonnull.contains(word) { marker = "" } else if unspecified.contains(word) { marker = "!" } else { name = word }
        }
        let parametersStart = afterCaret.dropFirst(inner.count + 1)
        var parameters = ""
        if parametersStart.hasPrefix("("), let close = SurfaceDeclarations.matchingClose(parametersStart) {
            let list = parametersStart[parametersStart.index(after: parametersStart.startIndex)..<close]
            parameters = SurfaceDeclarations.splitTopLevel(list).map { type(String($0), assumesNonnull: assumesNonnull) }.joined(separator: ",")
        }
        let returned = type(head.joined(separator: " "), assumesNonnull: assumesNonnull)
        let nameSuffix = !dropsName && !name.isEmpty ? " " + name : ""
        return "\(escaping)\(returned)(^)(\(parameters))" + (marker ?? (assumesNonnull ? "" : "!")) + nameSuffix
    }

    /// `- (void)deleteRowsAtIndexPaths:(NSArray<NSIndexPath *> *)paths withRowAnimation:(UITableViewRowAnimation)a;` →
    /// `- (void)deleteRowsAtIndexPaths:(NSArray<NSIndexPath*>*)withRowAnimation:(UITableViewRowAnimation)`.
    static func method(_ code: String, assumesNonnull: Bool) -> String {
        let sign = code.first.map(String.init) ?? "-"
        var rest = Substring(code.dropFirst()).drop { $0 == " " }
        var returned = "id"
        if rest.hasPrefix("("), let close = SurfaceDeclarations.matchingClose(rest) {
            returned = type(String(rest[rest.index(after: rest.startIndex)..<close]), assumesNonnull: assumesNonnull)
            rest = rest[rest.index(after: close)...]
        }
        var pieces: [String] = []
        while true {
            rest = rest.drop { $0 == " " }
            let label = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest.dropFirst(label.count).drop { $0 == " " }
            guard rest.hasPrefix(":") else {
                if pieces.isEmpty { pieces.append(String(label)) }
                if rest.hasPrefix(",") { pieces.append(",...") }
                break
            }
            rest = rest.dropFirst().drop { $0 == " " }
            var parameter = "id"
            if rest.hasPrefix("("), let close = SurfaceDeclarations.matchingClose(rest) {
                parameter = type(String(rest[rest.index(after: rest.startIndex)..<close]), assumesNonnull: assumesNonnull)
                rest = rest[rest.index(after: close)...]
            }
            rest = rest.drop { $0 == " " }
            rest = rest.drop { $0.isLetter || $0.isNumber || $0 == "_" }
            pieces.append("\(label):(\(parameter))")
        }
        return "\(sign) (\(returned))" + pieces.joined()
    }

    /// The property attributes that matter in Swift, in this order.
    static let keptAttributes = ["class", "readonly", "copy", "weak"]

    /// `@property (nonatomic, readonly, strong, nullable) UILabel *textLabel;` → `@property(readonly) UILabel*? textLabel`.
    static func property(_ code: String, assumesNonnull: Bool) -> String {
        var rest = Substring(code.dropFirst("@property".count)).drop { $0 == " " }
        var attributes: [String] = []
        if rest.hasPrefix("("), let close = SurfaceDeclarations.matchingClose(rest) {
            attributes = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map { $0.replacingOccurrences(of: " ", with: "") }
            rest = rest[rest.index(after: close)...]
        }
        var declaration = String(rest).trimmingCharacters(in: CharacterSet(charactersIn: "; "))
        if let marker = attributes.first(where: { nullable.contains($0) || unspecified.contains($0) || $0 == "null_resettable" || nonnull.contains($0) }) {
            declaration = (marker == "null_resettable" ? "null_unspecified" : marker) + " " + declaration
        }
        let name = declaration.contains("(^") ? (SurfaceDeclarations.blockName(declaration) ?? "") : (SurfaceDeclarations.lastIdentifier(declaration) ?? "")
        let typed = type(declaration, assumesNonnull: assumesNonnull, dropsName: true)
        var kept = keptAttributes.filter(attributes.contains)
        // `assign` on an object is imported as `unowned(unsafe)`; on a value it says nothing.
        if attributes.contains("assign"), typed.hasSuffix("*") || typed.hasSuffix("*?") || typed.hasPrefix("id") { kept.append("assign") }
        kept += attributes.filter { $0.hasPrefix("getter=") || $0.hasPrefix("setter=") }.map { $0.replacingOccurrences(of: " ", with: "") }
        return "@property" + (kept.isEmpty ? "" : "(\(kept.joined(separator: ",")))") + " \(typed) \(name)"
    }

    /// `@interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>` → `@interface UITableViewCell : UIView <NSCoding,UIGestureRecognizerDelegate>`
    /// (protocols sorted; a generic's parameters kept).
    static func container(_ code: String) -> String {
        var text = collapsed(code.replacingOccurrences(of: "{", with: ""))
        var protocols: [String] = []
        if let open = text.lastIndex(of: "<"), text.hasSuffix(">"), !text[..<open].hasSuffix("@interface") {
            let head = text[..<open]
            // `@interface NSLayoutAnchor<AnchorType> : NSObject` keeps its generic parameter; the list after the
            // superclass (or after a protocol's name) is the conformances.
            if head.contains(":") || head.hasPrefix("@protocol") {
                protocols = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ",").map(String.init).sorted()
                text = String(head)
            }
        }
        text = text.replacingOccurrences(of: ":", with: " : ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text + (protocols.isEmpty ? "" : " <" + protocols.joined(separator: ",") + ">")
    }

    /// `typedef NS_ENUM(NSInteger, UITableViewCellStyle) {` → `NS_ENUM(NSInteger) UITableViewCellStyle`; `nil` when it
    /// is not an enumeration.
    static func enumeration(_ code: String) -> String? {
        for macro in ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "NS_TYPED_ENUM", "NS_TYPED_EXTENSIBLE_ENUM"] {
            guard let range = code.range(of: macro + "(") else { continue }
            let arguments = code[range.upperBound...].prefix { $0 != ")" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return "\(macro)(\(arguments.first ?? "")) \(arguments.last ?? "")"
        }
        return nil
    }
}
