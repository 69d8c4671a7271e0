import Foundation
@testable import ListingChecker
import Testing
import TestSupport

/// The surface against the declaration data kept beside it (`Documented/declarations.txt`): one record for every
/// declaration, availability that agrees with what the headers and overlays say, and every declaration read from a
/// page compared with the surface's.
@Suite struct SurfaceDeclarationTests {
    static let surface = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/IOSSurface/SDK")
        .standardizedFileURL.path

    static func data() throws -> DocumentedDeclarations {
        try require(DocumentedDeclarations.load(surfaceFolder: surface), "no \(DocumentedDeclarations.file) in \(surface)")
    }

    static func declarations() -> [SurfaceDeclaration] {
        DocumentedDeclarations.keyed(SurfaceDeclarations.all(surfaceFolder: surface))
    }

    @Test func everyDeclarationHasOneRecordAndTheUnknownAreCounted() throws {
        let declarations = Self.declarations(), data = try Self.data()
        expect(declarations.count > 3000, "the surface's declarations were not found: \(declarations.count)")
        let keys = Set(declarations.map(\.key)), recorded = Set(data.records.map(\.key))
        expectEqual(keys.count, declarations.count, "two declarations share a key")
        expectEqual(data.records.count, recorded.count, "a key has two records")
        let missing = declarations.filter { !recorded.contains($0.key) }
        expect(missing.isEmpty, "declarations without a record (\(missing.count)):\n\(missing.prefix(30).map { "\($0.key) | unknown | - | not looked up" }.joined(separator: "\n"))")
        let stale = recorded.subtracting(keys)
        expect(stale.isEmpty, "records of declarations the surface does not have: \(stale.sorted().prefix(30))")
        let known = data.records.filter(\.isKnown).count
        let notFound = data.records.filter { $0.page == "no page found" }.count
        let notRead = data.records.filter { $0.page == "not looked up" }.count
        let frameworks = ["uikit/", "foundation/", "swiftui/", "objectivec/", "quartzcore/", "corefoundation/", "coregraphics/", "dispatch/", "swift/"]
        let read = data.records.filter { record in frameworks.contains { record.page.hasPrefix($0) } }
        expectEqual(read.count + notFound + notRead, data.records.count, "a record's page says neither a page nor why there is none")
        expect(!data.records.contains { $0.isKnown && !read.contains($0) }, "an availability without the page it was read from")
        expect(!data.records.contains { $0.declaration != nil && !read.contains($0) }, "a declaration without the page it was read from")
        let versionless = read.count - known
        print("declaration data: \(data.records.count) declarations; pages read \(read.count) (availability from the page \(known), "
              + "the page gives none \(versionless)); no page found \(notFound); not looked up \(notRead); unknown availability \(data.records.count - known)")
    }

    /// Where a header or overlay states an iOS version itself, it is the version the page gives.
    @Test func theSurfaceSaysTheAvailabilityItsPagesGive() throws {
        let data = try Self.data()
        var compared = 0
        for declaration in Self.declarations() {
            guard let record = data.byKey[declaration.key], let introduced = record.introduced else { continue }
            let stated = Self.statedVersions(declaration.text)
            guard let first = stated.first else { continue }
            compared += 1
            expectEqual(first, introduced, "\(declaration.file):\(declaration.line): \(declaration.key) says iOS \(first), its page iOS \(introduced)")
            expectEqual(stated.dropFirst().first, record.deprecated, "\(declaration.file):\(declaration.line): \(declaration.key) deprecation \(stated.dropFirst().first ?? "none"), its page \(record.deprecated ?? "none")")
        }
        print("availability stated in the surface and compared with its page: \(compared)")
    }

    /// `API_AVAILABLE(ios(17.4))` → `["17.4"]`; `API_DEPRECATED("…", ios(2.0, 13.0))` → `["2.0", "13.0"]`;
    /// `@available(iOS 17.4, *)` → `["17.4"]`.
    static func statedVersions(_ text: String) -> [String] {
        if let range = text.range(of: "ios(") {
            return text[range.upperBound...].prefix { $0 != ")" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        if let range = text.range(of: "@available(iOS ") {
            return [String(text[range.upperBound...].prefix { $0 != "," && $0 != ")" })]
        }
        return []
    }

    /// The documented availability is written where it matters when the surface is built.
    @Test func documentedAvailabilityIsWrittenOntoTheDeclarations() {
        let header = "@interface UIThing : UIView\n@property (nonatomic) BOOL fresh;\n@property (nonatomic) BOOL old;\n@property (nonatomic) BOOL plain;\n- (void)goWithSpeed:(CGFloat)speed\n    animated:(BOOL)animated;\n@end"
        let data = DocumentedDeclarations(text: """
        UIThing.fresh | iOS 18.0 | var fresh: Bool { get set } | uikit/uithing/fresh
        UIThing.old | iOS 2.0-13.0 | var old: Bool { get set } | uikit/uithing/old
        UIThing.plain | iOS 2.0 | var plain: Bool { get set } | uikit/uithing/plain
        UIThing -goWithSpeed:animated: | iOS 17.4 | func go(speed: CGFloat, animated: Bool) | uikit/uithing/go(speed:animated:)
        """)
        let written = SurfaceAvailability.documentedAvailability(header, file: "UIThing.h", documented: data, target: "17.0").components(separatedBy: "\n")
        expectEqual(written[1], "@property (nonatomic) BOOL fresh API_AVAILABLE(ios(18.0));")
        expectEqual(written[2], "@property (nonatomic) BOOL old API_DEPRECATED(\"\", ios(2.0, 13.0));")
        expectEqual(written[3], "@property (nonatomic) BOOL plain;", "iOS 2.0 does not matter at iOS 17.0")
        expectEqual(written[5], "    animated:(BOOL)animated API_AVAILABLE(ios(17.4));")
        let enumeration = "typedef NS_ENUM(NSInteger, UIThingStyle) {\n    UIThingStyleOld = 0,\n    UIThingStyleNew\n};"
        let enumerationData = DocumentedDeclarations(text: "UIThingStyle.UIThingStyleOld | iOS 2.0-13.0 | static var old: UIThingStyle { get } | uikit/uithingstyle/old\nUIThingStyle.UIThingStyleNew | iOS 18.0 | static var new: UIThingStyle { get } | uikit/uithingstyle/new")
        let cases = SurfaceAvailability.documentedAvailability(enumeration, file: "UIThing.h", documented: enumerationData, target: "17.0").components(separatedBy: "\n")
        expectEqual(cases[1], "    UIThingStyleOld API_DEPRECATED(\"\", ios(2.0, 13.0)) = 0,", "an enumerator's attribute comes before its value")
        expectEqual(cases[2], "    UIThingStyleNew API_AVAILABLE(ios(18.0))")
        let overlay = "public struct Thing {\n    public static func fresh() -> Thing { Thing() }\n}"
        let overlayData = DocumentedDeclarations(text: "Thing.fresh() | iOS 18.0 | static func fresh() -> Thing | uikit/thing/fresh()")
        let marked = SurfaceAvailability.marked(overlay, file: "Thing.swift", target: "17.0", documented: overlayData)
        expect(marked.contains("@available(*, deprecated, message: \"ios-availability: introduced 18.0\") @available(iOS 18.0, *) public static func fresh()"), "\(marked)")
    }

    /// The Swift owner of a record's declaration: `UITableView` for `UITableView.rowHeight`, `UIButton.Configuration`
    /// for `UIButton.Configuration.title`, `nil` for a type or a global.
    static func owner(of key: String) -> String? {
        let plain = key.components(separatedBy: " #").first ?? key
        if let space = plain.firstIndex(of: " ") { return String(plain[..<space]) }
        let head = plain.firstIndex(of: "(").map { String(plain[..<$0]) } ?? plain
        guard let dot = head.lastIndex(of: ".") else { return nil }
        return String(head[..<dot])
    }

    /// Every declaration read from a page type-checks against the surface as the page gives it.
    @Test func everyDeclarationReadFromAPageMatchesTheSurface() throws {
        let data = try Self.data()
        let (probes, skipped, attributeMismatches) = Self.probes(data: data)
        expect(attributeMismatches.isEmpty, "\(attributeMismatches.joined(separator: "\n"))")
        let counts = Self.counts(data: data, compared: probes.count)
        print(counts.summary + "; not compared: " + DeclarationProbes.Skip.allCases.map { "\(skipped[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", "))
        expectEqual(counts.lookedUp + counts.notLookedUp, counts.total, "every record was either looked up or says it was not")
        expectEqual(probes.count + skipped.values.reduce(0, +), counts.withDeclaration, "every declaration read is compared or counted as not compared")
        try require(!probes.isEmpty)
        let header = "import UIKit\nimport SwiftUI\n\nfunc probeValue<T>() -> T { preconditionFailure(\"type-checked, never run\") }\n\n@available(iOS 100.0, *) @MainActor func probes() {\n"
        let file = header + probes.map { "    " + $0.line }.joined(separator: "\n") + "\n}\n"
        let firstLine = header.split(separator: "\n", omittingEmptySubsequences: false).count
        let checker = SurfaceSignatureTests.checker()
        try require(checker.toolchain != nil, "swiftc must be on PATH")
        defer { if let folder = checker.cache?.folder { try? FileManager.default.removeItem(atPath: folder) } }
        let errors = try checker.typeCheckApp([("Probes.swift", file)]).get()
        let mismatches = errors.compactMap { error -> String? in
            let parts = error.split(separator: ":")
            guard parts.count > 2, let line = Int(parts[1]), line - firstLine >= 0, line - firstLine < probes.count else { return error }
            let probe = probes[line - firstLine]
            return "\(probe.key): \(probe.line) — \(parts.dropFirst(3).joined(separator: ":"))"
        }
        expect(mismatches.isEmpty, "\(mismatches.count) of \(probes.count) declarations differ from their pages:\n\(mismatches.joined(separator: "\n"))")
    }

    /// How far the surface has been read against Apple's pages: every record, those looked up (a page read, or no page
    /// found under that name), those with a declaration read from the page, how many of those were compared, and
    /// those not looked up yet.
    struct Counts: Equatable {
        var total = 0, lookedUp = 0, withDeclaration = 0, compared = 0, notLookedUp = 0

        /// One line for the test's output: `surface declarations 3838: looked up 420 (declaration read 380, compared
        /// 300), not looked up 3418`.
        var summary: String {
            "surface declarations \(total): looked up \(lookedUp) (declaration read \(withDeclaration), compared with the surface "
                + "\(compared)), not looked up \(notLookedUp)"
        }
    }

    /// The counts of `data`, with `compared` declarations compared with the surface.
    static func counts(data: DocumentedDeclarations, compared: Int) -> Counts {
        let notLookedUp = data.records.filter { $0.page == "not looked up" }.count
        return Counts(total: data.records.count, lookedUp: data.records.count - notLookedUp,
                      withDeclaration: data.records.filter { $0.declaration != nil }.count, compared: compared, notLookedUp: notLookedUp)
    }

    /// An initialiser or method without parameters is referred to, not called: `Thing.init`, `Thing.go`.
    @Test func aProbeRefersToAnInitialiserWithoutParameters() throws {
        let made = try DeclarationProbes.probe(key: "Thing.init()", declaration: "init()", owner: "Thing", isProtocol: false, variable: 0).get()
        expectEqual(made.line, "let _: () -> Thing = Thing.init")
        let failable = try DeclarationProbes.probe(key: "Thing.init(name:)", declaration: "init?(name: String)", owner: "Thing", isProtocol: false, variable: 0).get()
        expectEqual(failable.line, "let _: (String) -> Thing? = Thing.init(name:)")
    }

    /// A member Swift imports from a C function or constant, whose only page is the C symbol's, is probed by the
    /// import-as-member rules: the owner's parameter is `self`, a constant is a static property, a function making
    /// the owner from other values is an initialiser. A Swift page's own declaration is left to the usual probe.
    @Test func aMemberImportedFromCIsProbedWithItsCFunctionsTypes() throws {
        func line(_ key: String, _ declaration: String, _ owner: String = "CGRect") throws -> String {
            try DeclarationProbes.probe(key: key, declaration: declaration, owner: owner, isProtocol: false, variable: 0).get().line
        }
        expectEqual(try line("CGRect.width", "func CGRectGetWidth(_ rect: CGRect) -> CGFloat"), "let _: KeyPath<CGRect, CGFloat> = \\CGRect.width")
        expectEqual(try line("CGRect.insetBy(dx:dy:)", "func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect"),
                    "let _: (CGRect) -> (CGFloat, CGFloat) -> CGRect = CGRect.insetBy(dx:dy:)")
        expectEqual(try line("CGRect.contains(_:) #2", "func CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool"),
                    "let _: (CGRect) -> (CGRect) -> Bool = CGRect.contains(_:)")
        expectEqual(try line("CGRect.null", "let CGRectNull: CGRect"), "let _: CGRect = CGRect.null")
        expectEqual(try line("CGAffineTransform.init(rotationAngle:)", "func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform", "CGAffineTransform"),
                    "let _: (CGFloat) -> CGAffineTransform = CGAffineTransform.init(rotationAngle:)")
        expectEqual(try line("CGSize.applying(_:)", "func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize", "CGSize"),
                    "let _: (CGSize) -> (CGAffineTransform) -> CGSize = CGSize.applying(_:)")
        // A C function that does not fit the member it is said to be is not probed, and is counted as a form not read.
        let misfit = DeclarationProbes.probe(key: "CGRect.insetBy(dx:dy:)", declaration: "func CGRectInset(_ rect: CGRect, _ dx: CGFloat) -> CGRect",
                                             owner: "CGRect", isProtocol: false, variable: 0)
        expectEqual(misfit, .failure(.form))
        // A Swift page keeps the usual probe.
        expectEqual(try line("CGRect.maxX", "var maxX: CGFloat { get }"), "let _: KeyPath<CGRect, CGFloat> = \\CGRect.maxX")
    }

    /// The counts add up, and a record marked "not looked up" is never counted as looked up.
    @Test func theCountsSayWhatWasLookedUp() {
        let data = DocumentedDeclarations(text: """
        UIThing.fresh | iOS 18.0 | var fresh: Bool { get set } | uikit/uithing/fresh
        UIThing.gone | unknown | - | no page found
        UIThing.later | unknown | - | not looked up
        """)
        let counts = Self.counts(data: data, compared: 1)
        expectEqual(counts, Counts(total: 3, lookedUp: 2, withDeclaration: 1, compared: 1, notLookedUp: 1))
        expectEqual(counts.summary, "surface declarations 3: looked up 2 (declaration read 1, compared with the surface 1), not looked up 1")
    }

    /// The surface's generic types, each compared at one specialisation: its arguments and what its parameters become.
    static let genericArguments: [String: (arguments: String, substitutions: [(String, String)])] = [
        "NSDiffableDataSourceSnapshot": ("<Int, String>", [("SectionIdentifierType", "Int"), ("ItemIdentifierType", "String")]),
        "UITableViewDiffableDataSource": ("<Int, String>", [("SectionIdentifierType", "Int"), ("ItemIdentifierType", "String")]),
        "UICollectionViewDiffableDataSource": ("<Int, String>", [("SectionIdentifierType", "Int"), ("ItemIdentifierType", "String")]),
        "NSDiffableDataSourceSectionSnapshot": ("<String>", [("ItemIdentifierType", "String")]),
        "NSLayoutAnchor": ("<NSLayoutXAxisAnchor>", [("AnchorType", "NSLayoutXAxisAnchor")]),
    ]

    /// The probes of every record with a declaration, how many could not be made and why, and the attribute
    /// mismatches found on the way.
    static func probes(data: DocumentedDeclarations) -> ([DeclarationProbe], [DeclarationProbes.Skip: Int], [String]) {
        let declarations = Self.declarations()
        let byKey = Dictionary(declarations.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let enumerations = Set(declarations.filter { $0.text.hasPrefix("typedef") && ($0.text.contains("NS_ENUM") || $0.text.contains("NS_OPTIONS")) }.map(\.key))
        let protocols = Set(declarations.filter { $0.text.hasPrefix("@protocol") || $0.text.contains("protocol ") && !$0.text.contains("(") }.map(\.key))
        var probes: [DeclarationProbe] = [], skipped: [DeclarationProbes.Skip: Int] = [:], attributeMismatches: [String] = []
        let swiftNames = Self.swiftTypeNames(data: data)
        for record in data.records {
            guard let shown = record.declaration, let surface = byKey[record.key] else { continue }
            attributeMismatches += Self.attributeMismatches(record: record, declaration: shown, surface: surface)
            var owner = Self.owner(of: record.key).map { swiftNames[$0] ?? $0 }
            var declaration = shown
            if let generic = owner.flatMap({ Self.genericArguments[$0] }) {
                // A generic type's declarations are compared at one specialisation (`<Int, String>`).
                owner = owner.map { $0 + generic.arguments }
                for (parameter, argument) in generic.substitutions { declaration = declaration.replacingOccurrences(of: parameter, with: argument) }
            }
            if let container = owner, enumerations.contains(container) {
                // An Objective-C enumeration's case: the page declares it as a static member of its Swift type.
                owner = declaration.split(separator: ":").dropFirst().first.map { String($0.split(separator: "{")[0]).trimmingCharacters(in: .whitespaces) }
            }
            switch DeclarationProbes.probe(key: record.key, declaration: declaration, owner: owner,
                                           isProtocol: owner.map(protocols.contains) ?? false, variable: probes.count) {
            case .success(let probe): probes.append(probe)
            case .failure(let skip): skipped[skip, default: 0] += 1
            }
        }
        return (probes, skipped, attributeMismatches)
    }

    /// The Swift names of the Objective-C and C types whose pages show them renamed by the importer's rules
    /// (`NSOperationQueue` → `OperationQueue`, `CGImageRef` → `CGImage`), so their members' probes name the Swift type.
    static func swiftTypeNames(data: DocumentedDeclarations) -> [String: String] {
        var names: [String: String] = [:]
        for record in data.records where !record.key.contains(".") && !record.key.contains(" ") {
            guard let shown = record.declaration else { continue }
            let words = shown.split(separator: " ")
            guard let introducer = words.firstIndex(where: { ["class", "struct", "enum", "typealias"].contains($0) }),
                  introducer + 1 < words.count else { continue }
            let name = String(words[introducer + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if name != record.key, DeclarationProbes.isSwiftName(name, of: record.key) { names[record.key] = name }
        }
        return names
    }

    /// The keys of the declarations compared with their documentation pages: every record whose page declaration
    /// became a probe (``everyDeclarationReadFromAPageMatchesTheSurface()`` type-checks them all).
    static func probedKeys() -> Set<String> {
        guard let data = try? Self.data() else { return [] }
        return Set(Self.probes(data: data).0.map(\.key))
    }

    /// `@MainActor` and `@preconcurrency` as the page shows them on an overlay's declaration (on it, on an attribute
    /// line above it, or on the extension or type around it).
    static func attributeMismatches(record: DocumentedDeclarations.Record, declaration: String, surface: SurfaceDeclaration) -> [String] {
        guard surface.file.hasSuffix(".swift"),
              let lines = try? String(contentsOfFile: Self.surface + "/" + surface.file, encoding: .utf8).components(separatedBy: "\n") else { return [] }
        let index = surface.line - 1
        var context = [lines[index]]
        var above = index - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { context.append(lines[above]); above -= 1 }
        let indent = lines[index].prefix { $0 == " " }.count
        var scan = index - 1
        while indent > 0, scan >= 0 {
            let line = lines[scan], lineIndent = line.prefix { $0 == " " }.count
            if lineIndent < indent, line.contains("{") {
                context.append(line)
                if scan > 0, lines[scan - 1].trimmingCharacters(in: .whitespaces).hasPrefix("@") { context.append(lines[scan - 1]) }
                break
            }
            scan -= 1
        }
        let own = [lines[index]] + context.dropFirst().prefix(index - above - 1)
        var found: [String] = []
        if declaration.contains("@MainActor"), !context.contains(where: { $0.contains("@MainActor") }) {
            found.append("\(surface.file):\(surface.line): \(record.key) is @MainActor on its page (\(record.page))")
        }
        if declaration.contains("@preconcurrency") != own.contains(where: { $0.contains("@preconcurrency") }) {
            found.append("\(surface.file):\(surface.line): \(record.key) is\(declaration.contains("@preconcurrency") ? "" : " not") @preconcurrency on its page (\(record.page))")
        }
        return found
    }
}
