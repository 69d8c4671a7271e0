import Foundation
@testable import ListingChecker
import Testing
import TestSupport

/// The surface's Swift overlay declarations against Apple's own Swift interfaces (`Documented/overlays.txt`: each
/// declaration as the SDK's `.swiftinterface` states it), compared through one normaliser (``OverlayFacts``).
@Suite struct OverlayDeclarationTests {
    static let surface = SurfaceDeclarationTests.surface
    static let file = "Documented/overlays.txt"

    /// `key | declaration | interface` (or `… | interface | kept: reason`): the declaration normalised as
    /// ``OverlayFacts/normalised(_:)`` does; a fourth field names a difference the surface keeps, and why.
    static func records() throws -> [(key: String, declaration: String, interface: String, kept: String?)] {
        let text = try String(contentsOfFile: surface + "/" + file, encoding: .utf8)
        return text.components(separatedBy: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 3 || (fields.count == 4 && fields[3].hasPrefix("kept: ")), !fields[0].isEmpty else { return nil }
            return (key: fields[0], declaration: fields[1], interface: fields[2], kept: fields.count == 4 ? String(fields[3].dropFirst(6)) : nil)
        }
    }

    static let remainderFile = "Documented/overlays-remainder.txt"

    /// The overlay declarations not compared, each named with the reason (`key | reason`, `Documented/overlays-remainder.txt`).
    static func remainder() throws -> [(key: String, reason: String)] {
        try NamedRemainder.read(surface + "/" + remainderFile)
    }

    @Test func overlayDeclarationsReadInAppleSwiftInterfacesAgreeWithThem() throws {
        let records = try Self.records()
        expectEqual(Set(records.map(\.key)).count, records.count, "a key has two records in \(Self.file)")
        let overlays = SurfaceDeclarationTests.declarations().filter { $0.file.hasPrefix("Overlays/") }
        let byKey = Dictionary(overlays.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var compared = 0, kept = 0, mismatches: [String] = [], settledDifferences: [String] = [], stale: [String] = []
        for record in records {
            guard let ours = byKey[record.key] else { stale.append(record.key); continue }
            compared += 1
            let normalised = OverlayFacts.normalised(ours.text)
            if record.kept != nil {
                // A difference named with its reason: it must still be one, or the note goes.
                kept += 1
                if normalised == record.declaration { settledDifferences.append(record.key) }
            } else if normalised != record.declaration {
                mismatches.append("\(ours.file):\(ours.line): \(record.key)\n    ours:    \(normalised)\n    Apple's: \(record.declaration) (\(record.interface))")
            }
        }
        // Every overlay declaration no record compares is named in the remainder with its reason; none drops out silently.
        let ourKeys = Set(overlays.map(\.key))
        // A declaration Apple states in no Swift interface (imported from a C or Objective-C header) is compared with
        // its documentation page instead: its page's declaration in `declarations.txt` becomes a probe that
        // ``SurfaceDeclarationTests`` type-checks against the surface.
        let pageCompared = ourKeys.intersection(SurfaceDeclarationTests.probedKeys()).subtracting(records.map(\.key))
        let recordedKeys = Set(records.map(\.key)).union(pageCompared)
        let remainder = try Self.remainder(), named = Set(remainder.map(\.key))
        if ProcessInfo.processInfo.environment["OVERLAY_FACTS_UNCOMPARED"] != nil {
            // `OVERLAY_FACTS_UNCOMPARED=1 swift test --filter OverlayDeclarationTests`: the declarations no record compares,
            // named or not, each as the surface states it, to read against Apple's interfaces.
            print(overlays.filter { !recordedKeys.contains($0.key) }.map {
                "\($0.key) | \(OverlayFacts.normalised($0.text)) | \($0.file):\($0.line)\(named.contains($0.key) ? "" : " | not named")"
            }.joined(separator: "\n"))
        }
        let reasons = NamedRemainder.account(ours: ourKeys, recorded: recordedKeys, remainder: remainder, what: "overlay declarations",
                                             recordsFile: Self.file, remainderFile: Self.remainderFile)
        print("Swift overlay declarations compared with Apple's Swift interfaces: \(compared) of \(overlays.count) in the overlays; "
              + "\(mismatches.count) differ, \(kept) differences kept with their reasons; "
              + "\(pageCompared.count) compared with their documentation pages instead (Documented/declarations.txt); "
              + "\(remainder.count) not compared, for \(reasons.count) named reasons (\(Self.remainderFile))")
        if ProcessInfo.processInfo.environment["OVERLAY_FACTS_UNCOMPARED"] != nil {
            print(reasons.sorted { $0.value > $1.value }.map { "\($0.value) | \($0.key)" }.joined(separator: "\n"))
        }
        expect(stale.isEmpty, "records of overlay declarations the surface does not have: \(stale)")
        expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) overlay declarations differ from Apple's Swift interfaces:\n\(mismatches.joined(separator: "\n"))")
        expect(settledDifferences.isEmpty, "agree with Apple's now, so drop their `kept:` note in \(Self.file): \(settledDifferences)")
        expect(compared >= 850, "only \(compared) overlay declarations were compared with Apple's Swift interfaces")
        expect(kept <= 24, "the kept differences grew to \(kept): make the surface's declaration Apple's")
        expect(pageCompared.count >= 47, "only \(pageCompared.count) overlay declarations were compared with their documentation pages")
        expect(remainder.count <= 20, "the overlay declarations not compared grew to \(remainder.count): compare new declarations with Apple's Swift interfaces")
        expect(overlays.count >= 917, "the surface's overlay declarations were not found: \(overlays.count)")
    }

    @Test func theNormaliserKeepsTheSignatureAndSetsTheRestAside() {
        expectEqual(OverlayFacts.normalised("@_transparent public init(x: Swift.Int, y: Swift.Int) {"), "init(x: Int, y: Int)")
        expectEqual(OverlayFacts.normalised("public static var zero: CGPoint { CGPoint(x: 0 as CGFloat, y: 0 as CGFloat) }"), "static var zero: CGPoint")
        expectEqual(OverlayFacts.normalised("@_transparent public func divided(atDistance: CoreFoundation.CGFloat, from fromEdge: CoreFoundation.CGRectEdge) -> (slice: CoreFoundation.CGRect, remainder: CoreFoundation.CGRect) {"), "func divided(atDistance: CGFloat, from: CGRectEdge) -> (slice: CGRect, remainder: CGRect)")
        expectEqual(OverlayFacts.normalised("public init(from decoder: any Swift.Decoder) throws"), "init(from: any Decoder) throws")
        expectEqual(OverlayFacts.normalised("public func applying(_ t: CGAffineTransform) -> CGPoint {"), "func applying(_: CGAffineTransform) -> CGPoint")
        expectEqual(OverlayFacts.normalised("@_Concurrency.MainActor @preconcurrency public var accessories: [UIKit.UICellAccessory] {"), "var accessories: [UICellAccessory]")
        expectEqual(OverlayFacts.normalised("public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none"), "var headerMode: UICollectionLayoutListConfiguration.HeaderMode")
        expectEqual(OverlayFacts.normalised("public static func == (a: UIKit.UIShape, b: UIKit.UIShape) -> Swift.Bool"), "static func == (_: UIShape, _: UIShape) -> Bool")
        expectEqual(OverlayFacts.normalised("public struct CellRegistration<Cell, Item> where Cell : UICollectionViewCell {"), "struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell")
        expectEqual(OverlayFacts.normalised("public enum DisplayedState: Hashable, Sendable {"), "enum DisplayedState")
        expectEqual(OverlayFacts.normalised("public struct S<T>: Sendable where T : Hashable {"), "struct S<T> where T: Hashable")
        expectEqual(OverlayFacts.normalised("public var handler: ((Int) -> Bool)? = nil"), "var handler: ((Int) -> Bool)?")
        expectEqual(OverlayFacts.normalised("@_Concurrency.MainActor @preconcurrency public var body: some SwiftUI.Scene {"), "var body: some Scene")
        expectEqual(OverlayFacts.normalised("@inlinable nonisolated public func ignoresSafeArea(_ regions: SwiftUICore.SafeAreaRegions = .all, edges: SwiftUICore.Edge.Set = .all) -> some SwiftUICore.View {"), "nonisolated func ignoresSafeArea(_: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View")
    }
}

/// How an overlay declaration is compared: its signature, with attributes, access, module names, internal
/// parameter names and body set aside.
enum OverlayFacts {
    static let modules = ["Swift", "CoreFoundation", "CoreGraphics", "Foundation", "UIKit", "ObjectiveC", "_Concurrency", "QuartzCore", "Dispatch", "SwiftUICore", "SwiftUI"]

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
                rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                if rest.hasPrefix("("), let close = SurfaceDeclarations.matchingClose(rest) { rest = rest[rest.index(after: close)...] }
                continue
            }
            let word = rest.prefix { $0 != " " }
            rest = rest.dropFirst(word.count)
            if !word.isEmpty, word != "public", word != "open" { words.append(String(word)) }
        }
        var result = words.joined(separator: " ")
        for module in modules { result = result.replacingOccurrences(of: module + ".", with: "") }
        // Internal parameter names: `from fromEdge: T` → `from: T`; an operator's parameters have no label: `(_: T, _: T)`.
        let isOperator = result.range(of: #"\bfunc [^A-Za-z_`]"#, options: .regularExpression) != nil
        if let open = result.firstIndex(of: "("), let close = SurfaceDeclarations.matchingClose(result[open...]) {
            let inner = result[result.index(after: open)..<close]
            let parameters = SurfaceDeclarations.splitTopLevel(inner).map { parameter -> String in
                let trimmed = parameter.trimmingCharacters(in: .whitespaces)
                guard let colon = trimmed.firstIndex(of: ":") else { return trimmed }
                let names = trimmed[..<colon].split(separator: " ")
                if isOperator { return "_:\(trimmed[trimmed.index(after: colon)...])" }
                return names.count == 2 ? "\(names[0]):\(trimmed[trimmed.index(after: colon)...])" : trimmed
            }
            result = String(result[...open]) + parameters.joined(separator: ", ") + String(result[close...])
        }
        // `where T : P` and `struct S : P` as `where T: P` and `struct S: P`.
        result = result.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ").replacingOccurrences(of: " :", with: ":")
        // A struct's or enum's conformances: Apple's interface states them in extensions of their own, so the type's
        // declaration is compared by its name, generic parameters and `where` clause.
        if let match = result.firstMatch(of: /^((?:indirect )?(?:struct|enum) [^:<]+(?:<[^>]*>)?):.*?( where .*)?$/) {
            result = String(match.output.1) + String(match.output.2 ?? "")
        }
        // A stored property's initial value: Apple's interface states none.
        let introducer = result.split(separator: " ").first { !["static", "class", "final", "lazy", "nonisolated"].contains($0) }
        if introducer == "var" || introducer == "let" {
            var depth = 0, previous: Character = " "
            for index in result.indices {
                let character = result[index]
                if "([<".contains(character) { depth += 1 } else if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
                let next = result.index(after: index)
                if character == "=", depth == 0, previous == " ", next == result.endIndex || result[next] == " " {
                    return String(result[..<index]).trimmingCharacters(in: .whitespaces)
                }
                previous = character
            }
        }
        return result
    }
}
