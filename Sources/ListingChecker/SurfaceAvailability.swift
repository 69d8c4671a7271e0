import Foundation
import IOSSurface

/// iOS availability on a compiler that does not enforce it: Xcode rejects a use of an API newer than the app's
/// deployment target outside `if #available`/`@available`, and warns about a deprecated one; the Linux compiler
/// ignores `@available(iOS …)` (its target is Linux), and Clang's `availability(ios, …)` too.
///
/// So the surface is built with markers: each declaration whose `API_AVAILABLE(ios(…))` (a header) or
/// `@available(iOS …, *)` (an overlay) is newer than the deployment target, or whose `API_DEPRECATED(…, ios(…, …))`
/// deprecates it by then, also gets a deprecation whose message is a marker. The compiler then reports every use of
/// it, at its place, as a warning carrying the marker; ``diagnostics(in:files:)`` reads those warnings back, looks at
/// the use's place in the reader's file (inside `if #available(iOS N, *)`, after `guard #available(iOS N, *)`, or in
/// a declaration marked `@available(iOS N, *)`, with N at least the version needed) and reports what Xcode would.
enum SurfaceAvailability {
    /// Starts every marker message (never a real deprecation's words).
    static let marker = "ios-availability:"
    /// Changes whenever the markers change, so surfaces built with older markers are not reused.
    static let stamp = "availability markers 4 target " + IOSSurface.deploymentTarget

    // MARK: - Marking the surface

    /// A header or overlay's text with its markers added; other files unchanged. With `documented` (the surface's
    /// declaration data), each declaration of the file whose page makes it newer than `target` or deprecated by then
    /// gets its availability from the data first (``documentedAvailability(_:file:documented:target:)``).
    static func marked(_ text: String, file: String, target: String = IOSSurface.deploymentTarget, documented: DocumentedDeclarations? = nil) -> String {
        let text = documented.map { documentedAvailability(text, file: file, documented: $0, target: target) } ?? text
        if file.hasSuffix(".h") { return markedHeader(text, target: target) }
        if file.hasSuffix(".swift") { return markedOverlay(text, target: target) }
        return text
    }

    /// Whether a record's availability matters at `target`: introduced later, or deprecated by then.
    static func matters(_ record: DocumentedDeclarations.Record, target: String) -> Bool {
        guard let introduced = record.introduced else { return false }
        return isNewer(introduced, than: target) || record.deprecated.map { !isNewer($0, than: target) } == true
    }

    /// The file's text with the documented availability written on each declaration where it matters at `target`
    /// and the text does not say it already: `API_AVAILABLE(ios(18.0))` before a header declaration's `;` (before
    /// `@interface` for a class), `@available(iOS 18.0, *)` before an overlay declaration; a deprecation as
    /// `API_DEPRECATED("", ios(14.0, 16.0))`, or an overlay's marker.
    static func documentedAvailability(_ text: String, file: String, documented: DocumentedDeclarations, target: String) -> String {
        let isHeader = file.hasSuffix(".h")
        guard isHeader || file.hasSuffix(".swift") else { return text }
        let found = DocumentedDeclarations.keyed(isHeader ? SurfaceDeclarations.header(text, file: file) : SurfaceDeclarations.overlay(text, file: file))
        var lines = text.components(separatedBy: "\n")
        for declaration in found {
            guard let record = documented.byKey[declaration.key], matters(record, target: target), let introduced = record.introduced else { continue }
            let index = declaration.line - 1
            guard index < lines.count else { continue }
            if isHeader {
                let macro = record.deprecated.map { "API_DEPRECATED(\"\", ios(\(introduced), \($0)))" } ?? "API_AVAILABLE(ios(\(introduced)))"
                lines = withHeaderMacro(macro, lines: lines, from: index)
            } else if !lines[index].contains("@available(iOS") {
                let indent = lines[index].prefix { $0 == " " }
                var attributes = isNewer(introduced, than: target) ? "@available(iOS \(introduced), *) " : ""
                if let deprecated = record.deprecated, !isNewer(deprecated, than: target) {
                    attributes += "@available(*, deprecated, message: \"\(marker) deprecated \(deprecated)\") "
                }
                lines[index] = indent + attributes + lines[index].dropFirst(indent.count)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `macro` written on the header declaration that starts at line `index`, unless it carries an `API_` macro.
    private static func withHeaderMacro(_ macro: String, lines: [String], from index: Int) -> [String] {
        var lines = lines
        let first = lines[index].trimmingCharacters(in: .whitespaces)
        if first.hasPrefix("@interface") || first.hasPrefix("@protocol") {
            // The class's own macros may stand on the lines above it (`API_DEPRECATED("Use …", ios(8.0, 13.0))`,
            // then `@interface`): those keep their words, which Xcode's warning shows.
            var hasOwn = first.contains("API_"), above = index - 1
            while !hasOwn, above >= 0 {
                let line = lines[above].trimmingCharacters(in: .whitespaces)
                guard !line.isEmpty, !line.hasPrefix("//"), !line.hasSuffix(";"), !line.hasPrefix("@end"), !line.hasPrefix("#"), !line.hasSuffix("}") else { break }
                hasOwn = line.contains("API_")
                above -= 1
            }
            if !hasOwn { lines[index] = macro + " " + lines[index] }
            return lines
        }
        let memberPrefixes = ["-", "+", "@property", "UIKIT_EXTERN", "FOUNDATION_EXPORT", "CG_EXTERN", "CA_EXTERN", "OBJC_EXPORT", "typedef"]
        if !memberPrefixes.contains(where: first.hasPrefix) {
            // An enumeration's case: the attribute goes right after its name (`Name API_…(…) = value,`).
            guard !first.contains("API_") else { return lines }
            let line = lines[index], indent = line.prefix { $0 == " " }
            let name = line.dropFirst(indent.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            lines[index] = indent + name + " " + macro + line.dropFirst(indent.count + name.count)
            return lines
        }
        var end = index
        while end < lines.count, end < index + 8, !lines[end].contains(";") { end += 1 }
        guard end < lines.count, !lines[index...end].joined().contains("API_") else { return lines }
        let line = lines[end]
        if let semicolon = line.lastIndex(of: ";") {
            lines[end] = line[..<semicolon] + " " + macro + line[semicolon...]
        }
        return lines
    }

    /// `API_AVAILABLE(ios(17.4))` → also `__attribute__((deprecated("ios-availability: introduced 17.4")))`;
    /// `API_DEPRECATED("why", ios(2.0, 14.0))` → also a marker `deprecated 14.0 why`.
    static func markedHeader(_ text: String, target: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "API_") {
            result += rest[..<start.lowerBound]
            let afterName = rest[start.lowerBound...]
            guard let open = afterName.firstIndex(of: "("), let close = matchingParenthesis(in: afterName, from: open) else {
                result += afterName
                return result
            }
            let name = String(afterName[..<open])
            let arguments = String(afterName[afterName.index(after: open)..<close])
            result += afterName[...close]
            if let attribute = headerMarker(macro: name, arguments: arguments, target: target) { result += " " + attribute }
            rest = afterName[afterName.index(after: close)...]
        }
        return result + rest
    }

    private static func headerMarker(macro: String, arguments: String, target: String) -> String? {
        guard let ios = arguments.range(of: "ios(") else { return nil }
        let versions = arguments[ios.upperBound...].prefix { $0 != ")" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let introduced = versions.first else { return nil }
        var words: [String] = []
        if isNewer(introduced, than: target) { words.append("introduced \(introduced)") }
        if macro.hasPrefix("API_DEPRECATED"), versions.count > 1, !isNewer(versions[1], than: target) {
            let why = arguments.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? ""
            let what = macro == "API_DEPRECATED_WITH_REPLACEMENT" ? "renamed: \(why)" : why
            words.append("deprecated \(versions[1]) \(what)")
        }
        guard !words.isEmpty else { return nil }
        let message = (marker + " " + words.joined(separator: "; ")).replacingOccurrences(of: "\"", with: "'")
        return "__attribute__((deprecated(\"\(message)\")))"
    }

    /// `@available(iOS 17.4, *)` → also `@available(*, deprecated, message: "ios-availability: introduced 17.4")`.
    static func markedOverlay(_ text: String, target: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let range = line.range(of: "@available(iOS "), let close = line[range.upperBound...].firstIndex(of: ",") else {
                return String(line)
            }
            let version = line[range.upperBound..<close].trimmingCharacters(in: .whitespaces)
            guard isNewer(version, than: target) else { return String(line) }
            let attribute = "@available(*, deprecated, message: \"\(marker) introduced \(version)\")"
            return line.replacingCharacters(in: range.lowerBound..<range.lowerBound, with: attribute + " ")
        }.joined(separator: "\n")
    }

    /// The index of the `)` that closes the `(` at `open`.
    static func matchingParenthesis(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Whether version `a` (`17.4`) is later than `b` (`17.0`).
    static func isNewer(_ a: String, than b: String) -> Bool {
        let left = a.split(separator: ".").map { Int($0) ?? 0 }, right = b.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let x = index < left.count ? left[index] : 0, y = index < right.count ? right[index] : 0
            if x != y { return x > y }
        }
        return false
    }

    // MARK: - Reading the uses

    /// What the marker warnings in the compiler's output mean for the reader's files: a use newer than the
    /// deployment target and not guarded is an error in Xcode's words; a deprecated use a warning (`isWarning`).
    static func diagnostics(in output: String, files: [(name: String, text: String)]) -> [StepDiagnostic] {
        var found: [StepDiagnostic] = []
        for line in output.split(separator: "\n") {
            guard line.contains(marker), let diagnostic = CompilerDiagnostic.parse(String(line)), diagnostic.severity == "warning" else { continue }
            let name = (diagnostic.file as NSString).lastPathComponent
            guard let file = files.first(where: { $0.name == name }),
                  let quoted = diagnostic.message.split(separator: "'").first.map(String.init),
                  let words = diagnostic.message.range(of: marker).map({ diagnostic.message[$0.upperBound...] }) else { continue }
            for part in words.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                let fields = part.split(separator: " ", maxSplits: 2).map(String.init)
                guard fields.count >= 2 else { continue }
                if fields[0] == "introduced" {
                    guard !AvailabilityContext.isGuarded(text: file.text, line: diagnostic.line, column: diagnostic.column, version: fields[1]) else { continue }
                    found.append(StepDiagnostic(file: name, line: diagnostic.line, column: diagnostic.column,
                                                message: "'\(quoted)' is only available in iOS \(fields[1]) or newer"
                                                    + " (the book's deployment target is iOS \(IOSSurface.deploymentTarget));"
                                                    + " add 'if #available(iOS \(fields[1]), *)' around the use, or '@available(iOS \(fields[1]), *)' to its declaration"))
                } else if fields[0] == "deprecated" {
                    let why = fields.count > 2 ? ": " + fields[2] : ""
                    found.append(StepDiagnostic(file: name, line: diagnostic.line, column: diagnostic.column,
                                                message: "'\(quoted)' was deprecated in iOS \(fields[1])\(why)", isWarning: true))
                }
            }
        }
        return found
    }
}

/// Where a use stands in a Swift file, as far as availability goes: which `#available` and `@available` version
/// checks enclose it. Read from the text (strings and comments skipped), not from the compiler.
enum AvailabilityContext {
    /// Whether the use at `line`:`column` (1-based) is inside a scope that ensures iOS `version` or newer.
    static func isGuarded(text: String, line: Int, column: Int, version: String) -> Bool {
        let characters = Array(text)
        let end = offset(ofLine: line, column: column, in: characters)
        // Each open scope: the text before its `{` (its condition or declaration) and its own statements so far.
        var scopes: [(header: String, body: String)] = [("", "")]
        var index = 0
        while index < end {
            let character = characters[index]
            if character == "/", index + 1 < end, characters[index + 1] == "/" {
                while index < end, characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "\"" {
                index += 1
                while index < end, characters[index] != "\"" { index += characters[index] == "\\" ? 2 : 1 }
                index += 1
                continue
            }
            if character == "{" {
                let header = statementTail(scopes[scopes.count - 1].body)
                scopes.append((header, ""))
            } else if character == "}" {
                if scopes.count > 1 { scopes.removeLast() }
                scopes[scopes.count - 1].body += "}"
            } else {
                scopes[scopes.count - 1].body += String(character)
            }
            index += 1
        }
        for scope in scopes {
            if ensures(scope.header, version: version, keyword: "#available(") { return true }
            if ensures(scope.header, version: version, keyword: "@available(") { return true }
            // `guard #available(iOS N, *) else { … }` earlier in the same scope covers the rest of it.
            if scope.body.contains("guard"), ensures(scope.body, version: version, keyword: "#available(") { return true }
        }
        return false
    }

    /// The text of the statement that ends where `body` ends: after its last `;` or `}`.
    static func statementTail(_ body: String) -> String {
        guard let last = body.lastIndex(where: { $0 == ";" || $0 == "}" }) else { return body }
        return String(body[body.index(after: last)...])
    }

    /// Whether `text` holds `keyword` + `iOS N` with N at least `version`.
    static func ensures(_ text: String, version: String, keyword: String) -> Bool {
        var rest = Substring(text)
        while let found = rest.range(of: keyword) {
            rest = rest[found.upperBound...]
            let arguments = rest.prefix { $0 != ")" }
            for part in arguments.split(separator: ",") {
                let words = part.split(separator: " ")
                if words.count == 2, words[0] == "iOS", !SurfaceAvailability.isNewer(version, than: String(words[1])) { return true }
            }
        }
        return false
    }

    /// The character offset of `line`:`column` (1-based) in `characters`.
    static func offset(ofLine line: Int, column: Int, in characters: [Character]) -> Int {
        var currentLine = 1, index = 0
        while index < characters.count, currentLine < line {
            if characters[index] == "\n" { currentLine += 1 }
            index += 1
        }
        return min(index + max(column - 1, 0), characters.count)
    }
}
