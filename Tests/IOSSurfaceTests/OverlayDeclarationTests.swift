import Foundation
@testable import ListingChecker
import Testing

/// The surface's Swift overlay declarations against Apple's own Swift interfaces (`Documented/overlays.txt`: each
/// declaration as the SDK's `.swiftinterface` states it), compared through one normaliser (``OverlayFacts``).
@Suite struct OverlayDeclarationTests {
    static let surface = SurfaceDeclarationTests.surface
    static let file = "Documented/overlays.txt"

    /// `key | declaration | interface`: the declaration normalised as ``OverlayFacts/normalised(_:)`` does.
    static func records() throws -> [(key: String, declaration: String, interface: String)] {
        let text = try String(contentsOfFile: surface + "/" + file, encoding: .utf8)
        return text.components(separatedBy: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 3, !fields[0].isEmpty else { return nil }
            return (key: fields[0], declaration: fields[1], interface: fields[2])
        }
    }

    @Test func overlayDeclarationsReadInAppleSwiftInterfacesAgreeWithThem() throws {
        let records = try Self.records()
        #expect(Set(records.map(\.key)).count == records.count, "a key has two records in \(Self.file)")
        let overlays = SurfaceDeclarationTests.declarations().filter { $0.file.hasPrefix("Overlays/") }
        let byKey = Dictionary(overlays.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var compared = 0, mismatches: [String] = [], stale: [String] = []
        for record in records {
            guard let ours = byKey[record.key] else { stale.append(record.key); continue }
            compared += 1
            let normalised = OverlayFacts.normalised(ours.text)
            if normalised != record.declaration {
                mismatches.append("\(ours.file):\(ours.line): \(record.key)\n    ours:    \(normalised)\n    Apple's: \(record.declaration) (\(record.interface))")
            }
        }
        print("Swift overlay declarations compared with Apple's Swift interfaces: \(compared) of \(overlays.count) in the overlays; \(mismatches.count) differ")
        #expect(stale.isEmpty, "records of overlay declarations the surface does not have: \(stale)")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) overlay declarations differ from Apple's Swift interfaces:\n\(mismatches.joined(separator: "\n"))")
        #expect(compared >= 34, "only \(compared) overlay declarations were compared with Apple's Swift interfaces")
    }

    @Test func theNormaliserKeepsTheSignatureAndSetsTheRestAside() {
        #expect(OverlayFacts.normalised("@_transparent public init(x: Swift.Int, y: Swift.Int) {") == "init(x: Int, y: Int)")
        #expect(OverlayFacts.normalised("public static var zero: CGPoint { CGPoint(x: 0 as CGFloat, y: 0 as CGFloat) }") == "static var zero: CGPoint")
        #expect(OverlayFacts.normalised("@_transparent public func divided(atDistance: CoreFoundation.CGFloat, from fromEdge: CoreFoundation.CGRectEdge) -> (slice: CoreFoundation.CGRect, remainder: CoreFoundation.CGRect) {")
                == "func divided(atDistance: CGFloat, from: CGRectEdge) -> (slice: CGRect, remainder: CGRect)")
        #expect(OverlayFacts.normalised("public init(from decoder: any Swift.Decoder) throws") == "init(from: any Decoder) throws")
        #expect(OverlayFacts.normalised("public func applying(_ t: CGAffineTransform) -> CGPoint {") == "func applying(_: CGAffineTransform) -> CGPoint")
    }
}

/// How an overlay declaration is compared: its signature, with attributes, access, module names, internal
/// parameter names and body set aside.
enum OverlayFacts {
    static let modules = ["Swift", "CoreFoundation", "CoreGraphics", "Foundation", "UIKit", "ObjectiveC", "_Concurrency", "QuartzCore", "Dispatch"]

    static func normalised(_ text: String) -> String {
        // The body, from the first `{` outside parentheses.
        var head = "", depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character == "{", depth == 0 { break }
            head.append(character)
        }
        // Attributes (`@_transparent`, `@available(…)`) and access.
        var words: [String] = [], rest = Substring(head)
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " }
            if rest.hasPrefix("@") {
                rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
                if rest.hasPrefix("("), let close = SurfaceDeclarations.matchingClose(rest) { rest = rest[rest.index(after: close)...] }
                continue
            }
            let word = rest.prefix { $0 != " " }
            rest = rest.dropFirst(word.count)
            if !word.isEmpty, word != "public", word != "open" { words.append(String(word)) }
        }
        var result = words.joined(separator: " ")
        for module in modules { result = result.replacingOccurrences(of: module + ".", with: "") }
        // Internal parameter names: `from fromEdge: T` → `from: T`.
        if let open = result.firstIndex(of: "("), let close = SurfaceDeclarations.matchingClose(result[open...]) {
            let inner = result[result.index(after: open)..<close]
            let parameters = SurfaceDeclarations.splitTopLevel(inner).map { parameter -> String in
                let trimmed = parameter.trimmingCharacters(in: .whitespaces)
                guard let colon = trimmed.firstIndex(of: ":") else { return trimmed }
                let names = trimmed[..<colon].split(separator: " ")
                return names.count == 2 ? "\(names[0]):\(trimmed[trimmed.index(after: colon)...])" : trimmed
            }
            result = String(result[...open]) + parameters.joined(separator: ", ") + String(result[close...])
        }
        return result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
