import Foundation
@testable import ListingChecker
import Testing
import TestSupport

/// The surface's Objective-C declarations against Apple's iOS SDK headers (`Documented/headers.txt`: the facts of
/// each declaration as Apple's header states them), compared through one normaliser (``HeaderFacts``).
@Suite struct HeaderDeclarationTests {
    static let surface = SurfaceDeclarationTests.surface
    static let file = "Documented/headers.txt"

    static func records() throws -> [HeaderFacts.Record] {
        let text = try String(contentsOfFile: surface + "/" + file, encoding: .utf8)
        return text.components(separatedBy: "\n").compactMap(HeaderFacts.Record.init(line:))
    }

    static let remainderFile = "Documented/headers-remainder.txt"

    /// The declarations not compared yet, each named with the reason (`key | reason`, `Documented/headers-remainder.txt`).
    static func remainder() throws -> [(key: String, reason: String)] {
        try NamedRemainder.read(surface + "/" + remainderFile)
    }

    /// Every Objective-C declaration of the surface with its record key (as `Documented/declarations.txt` keys it) and facts.
    static func surfaceFacts() -> [(key: String, file: String, line: Int, facts: HeaderFacts)] {
        let keyed = SurfaceDeclarationTests.declarations()
        let keys = Dictionary(keyed.map { ("\($0.file):\($0.line):\($0.text)", $0.key) }, uniquingKeysWith: { first, _ in first })
        return SurfaceModules.files(in: surface).filter { $0.hasSuffix(".h") }.flatMap { file in
            let text = (try? String(contentsOfFile: surface + "/" + file, encoding: .utf8)) ?? ""
            return HeaderFacts.declarations(inHeader: text, file: file).compactMap { pair in
                keys["\(file):\(pair.declaration.line):\(pair.declaration.text)"].map { (key: $0, file: file, line: pair.declaration.line, facts: pair.facts) }
            }
        }
    }

    /// The Swift names the surface's API notes give.
    static func apiNoteNames() -> [String: String] {
        ["usr/include/UIKit.apinotes", "usr/include/Foundation.apinotes"].reduce(into: [:]) { names, file in
            let text = (try? String(contentsOfFile: surface + "/" + file, encoding: .utf8)) ?? ""
            names.merge(HeaderFacts.swiftNames(apiNotes: text)) { first, _ in first }
        }
    }

    /// The declarations no record compares, grouped by the surface's header, each as a candidate record of the
    /// surface's own facts (`HEADER_FACTS_UNCOMPARED=1 swift test --filter HeaderDeclarationTests` prints it): the
    /// list to read against Apple's headers, never to copy into the data unread.
    static func uncomparedListing(_ uncompared: [(key: String, file: String, line: Int, facts: HeaderFacts)]) -> String {
        let groups = Dictionary(grouping: uncompared, by: \.file)
        return groups.keys.sorted().map { file in
            let entries = groups[file]!.sorted { $0.line < $1.line }
            return "== \(file): \(entries.count) not compared\n" + entries.map { entry in
                let facts = entry.facts
                return "\(entry.key) | \(facts.signature) | \(facts.availability) | \(facts.swiftName) | "
                    + "\(facts.attributes.isEmpty ? "-" : facts.attributes.joined(separator: ",")) | line \(entry.line)"
            }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    @Test func everySurfaceDeclarationReadInAppleHeadersAgreesWithIt() throws {
        let records = try Self.records(), ours = Self.surfaceFacts()
        let byKey = Dictionary(ours.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let protocols = Set(SurfaceDeclarationTests.declarations().filter { $0.text.hasPrefix("@protocol") || $0.text.contains("protocol ") }.map(\.key))
        let notes = Self.apiNoteNames()
        expectEqual(Set(records.map(\.key)).count, records.count, "a key has two records in \(Self.file)")
        var compared = 0, mismatches: [String] = [], invented: [String] = [], stale: [String] = []
        var guarded = 0
        for record in records {
            guard let surface = byKey[record.key] else {
                // An `absent` record guards against API Apple does not have coming back; any other must match a declaration.
                if record.facts == nil { guarded += 1 } else { stale.append(record.key) }
                continue
            }
            guard let apple = record.facts else {
                invented.append("\(surface.file):\(surface.line): \(record.key) is not in Apple's header (\(record.header)): remove it")
                continue
            }
            compared += 1
            let name = record.key.split(separator: ".").last.map(String.init) ?? record.key
            let swiftName = surface.facts.swiftName != "-" ? surface.facts.swiftName : (notes[record.key] ?? notes[name] ?? "-")
            let differences = surface.facts.differences(from: apple, target: IOSSurfaceDeclarationsTarget.value, protocols: protocols, surfaceSwiftName: swiftName)
            if !differences.isEmpty {
                mismatches.append("\(surface.file):\(surface.line): \(record.key): \(differences.joined(separator: "; "))\n    ours:    \(surface.facts)\n    Apple's: \(apple) (\(record.header))")
            }
        }
        if ProcessInfo.processInfo.environment["HEADER_FACTS_UNCOMPARED"] != nil {
            let recorded = Set(records.map(\.key))
            print(Self.uncomparedListing(ours.filter { !recorded.contains($0.key) }))
        }
        // Every declaration no record compares is named in the remainder with its reason; none is skipped silently.
        // One whose header is not to be had is compared with its documentation page instead: its page's declaration in
        // `declarations.txt` becomes a probe that ``SurfaceDeclarationTests`` type-checks against the surface.
        let ourKeys = Set(ours.map(\.key))
        let pageCompared = ourKeys.intersection(SurfaceDeclarationTests.probedKeys()).subtracting(records.map(\.key))
        let recordedKeys = Set(records.map(\.key)).union(pageCompared)
        let remainder = try Self.remainder()
        let reasons = NamedRemainder.account(ours: ourKeys, recorded: recordedKeys, remainder: remainder, what: "declarations",
                                             recordsFile: Self.file, remainderFile: Self.remainderFile)
        print("Objective-C declarations compared with Apple's SDK headers: \(compared) of \(ours.count) in the surface; "
              + "\(mismatches.count) differ, \(invented.count) not in Apple's headers; \(guarded) declarations Apple's headers do not have, kept out; "
              + "\(pageCompared.count) compared with their documentation pages instead (Documented/declarations.txt); "
              + "\(remainder.count) not compared, for \(reasons.count) named reasons (\(Self.remainderFile))")
        expect(stale.isEmpty, "records of declarations the surface does not have: \(stale)")
        expect(invented.isEmpty, "\(invented.count) declarations Apple's headers do not have:\n\(invented.joined(separator: "\n"))")
        expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) declarations differ from Apple's headers:\n\(mismatches.joined(separator: "\n"))")
        expect(compared >= 2909, "only \(compared) declarations were compared with Apple's headers")
        expect(pageCompared.count >= 13, "only \(pageCompared.count) declarations were compared with their documentation pages")
        expect(remainder.count <= 6, "the declarations not compared grew to \(remainder.count): compare new declarations with Apple's headers")
        expect(ours.count >= 2928, "the surface's Objective-C declarations were not found: \(ours.count)")
        expect(guarded >= 26, "the records of API Apple's headers do not have were lost: \(guarded)")
    }
}

/// The deployment target availability is compared at.
enum IOSSurfaceDeclarationsTarget {
    static let value = "17.0"
}

/// The normaliser on its own: what it keeps, what it sets aside, and how the comparison reads the facts.
@Suite struct HeaderFactsTests {
    /// A C function's parameters are types, each pointer level with its nullability: an array parameter is the
    /// pointer it is, so UIKit's `argv[_Nonnull]` and a surface's `* _Nonnull argv` read alike, and a nullable class
    /// name differs from a non-null one.
    @Test func aFunctionKeepsEachParametersPointersAndTheirNullability() {
        let apple = HeaderFacts("UIKIT_EXTERN int UIApplicationMain(int argc, char * _Nullable argv[_Nonnull], NSString * _Nullable principalClassName, NSString * _Nullable delegateClassName);")
        expectEqual(apple.signature, "extern int UIApplicationMain(int,char*?*,NSString*?,NSString*?)")
        let pointerSpelling = HeaderFacts("extern int UIApplicationMain(int count, char * _Nullable * _Nonnull values, NSString * _Nullable a, NSString * _Nullable b);")
        expectEqual(pointerSpelling.signature, apple.signature)
        let nonnullNames = HeaderFacts("extern int UIApplicationMain(int argc, char * _Nullable argv[_Nonnull], NSString *principalClassName, NSString *delegateClassName);")
        expectEqual(nonnullNames.signature, "extern int UIApplicationMain(int,char*?*,NSString*,NSString*)")
        let outsideAudit = HeaderFacts("extern void f(char **values, nullable id object);", context: .init(assumesNonnull: false))
        expectEqual(outsideAudit.signature, "extern void f(char*!*!,id?)")
        expectEqual(HeaderFacts("CA_EXTERN CATransform3D CATransform3DMakeScale (CGFloat sx, CGFloat sy, CGFloat sz);").signature,
                    "extern CATransform3D CATransform3DMakeScale(CGFloat,CGFloat,CGFloat)")
        expectEqual(HeaderFacts("CA_EXTERN CFTimeInterval CACurrentMediaTime (void);").signature, "extern CFTimeInterval CACurrentMediaTime(void)")
    }

    /// A function defined in a header reads as its signature, its body set aside; a constant keeps its value.
    @Test func anInlineFunctionAndAConstantReadAsTheirSignatures() {
        let inline = HeaderFacts("UIKIT_STATIC_INLINE CGRect UIEdgeInsetsInsetRect(CGRect rect, UIEdgeInsets insets) API_AVAILABLE(watchos(2.0)) {")
        expectEqual(inline.signature, "static inline CGRect UIEdgeInsetsInsetRect(CGRect,UIEdgeInsets)")
        expectEqual(inline.kind, "global")
        let constant = HeaderFacts("static const CGFloat UIStackViewSpacingUseDefault API_AVAILABLE(ios(11.0),tvos(11.0)) = FLT_MAX;")
        expectEqual(constant.signature, "static const CGFloat UIStackViewSpacingUseDefault = FLT_MAX")
        expectEqual(constant.availability, "11.0")
        expect(HeaderFacts("static const CGFloat UIStackViewSpacingUseSystem = FLT_MIN;").signature != constant.signature)
    }

    /// QuartzCore's boxable attribute macro on a struct's typedef is set aside, as Core Graphics' CG_BOXABLE is.
    @Test func aBoxableStructsTypedefReadsAsItsName() {
        expectEqual(HeaderFacts("typedef struct CA_BOXABLE CATransform3D CATransform3D;").signature, "typedef CATransform3D CATransform3D")
        expectEqual(HeaderFacts("typedef struct CATransform3D CATransform3D;").signature, "typedef CATransform3D CATransform3D")
    }

    @Test func aMethodKeepsItsTypesAndNullabilityAndDropsNamesAndMacros() {
        let apple = HeaderFacts("- (nullable __kindof UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos);")
        let ours = HeaderFacts("- (nullable UITableViewCell *) cellForRowAtIndexPath: (NSIndexPath*)path;")
        expectEqual(apple.signature, "- (UITableViewCell*?)cellForRowAtIndexPath:(NSIndexPath*)")
        expect(apple == ours || apple.availability != ours.availability)
        expectEqual(apple.availability, "2.0")
        let unaudited = HeaderFacts("- (NSString *)title;", context: .init(assumesNonnull: false))
        expectEqual(unaudited.signature, "- (NSString*!)title", "outside NS_ASSUME_NONNULL a pointer's nullability is unspecified")
    }

    @Test func blocksKeepTheirShapeAndEscaping() {
        let facts = HeaderFacts("- (void)performBatchUpdates:(void (NS_NOESCAPE ^ _Nullable)(void))updates completion:(void (^ _Nullable)(BOOL finished))completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(11.0), tvos(11.0));")
        expectEqual(facts.signature, "- (void)performBatchUpdates:(noescape void(^)(void)?)completion:(void(^)(BOOL)?)")
        expectEqual(facts.attributes, ["noasync"])
        let typedef = HeaderFacts("typedef void (^UIContextualActionHandler)(UIContextualAction *action, __kindof UIView *sourceView, void(^completionHandler)(BOOL actionPerformed));")
        expectEqual(typedef.signature, "typedef void(^)(UIContextualAction*,UIView*,void(^)(BOOL)) UIContextualActionHandler")
    }

    @Test func propertiesKeepTheAttributesSwiftSees() {
        let facts = HeaderFacts("@property (nonatomic, readonly, strong, nullable) UILabel *textLabel API_DEPRECATED(\"Use UIListContentConfiguration instead.\", ios(3.0, API_TO_BE_DEPRECATED));")
        expectEqual(facts.signature, "@property(readonly) UILabel*? textLabel")
        expectEqual(facts.availability, "3.0", "API_TO_BE_DEPRECATED is not a deprecation")
        let resettable = HeaderFacts("@property(nonatomic, copy, null_resettable) UIColor *backgroundColor;")
        expectEqual(resettable.signature, "@property(copy) UIColor*! backgroundColor")
        let getter = HeaderFacts("@property (nonatomic, getter=isPrefetchingEnabled) BOOL prefetchingEnabled API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);")
        expectEqual(getter.signature, "@property(getter=isPrefetchingEnabled) BOOL prefetchingEnabled")
        expectEqual(getter.availability, "15.0")
    }

    @Test func containersEnumerationsAndCasesReadTheirMacros() {
        let header = """
        NS_HEADER_AUDIT_BEGIN(nullability, sendability)
        typedef NS_ENUM(NSInteger, UIThingStyle) {
            UIThingStyleOld API_DEPRECATED("Use new", ios(2.0, 11.0)),
            UIThingStyleNew
        } NS_SWIFT_NAME(UIThing.Style) API_AVAILABLE(ios(11.0));
        NS_SWIFT_UI_ACTOR API_AVAILABLE(ios(18.0))
        @interface UIThing : UIView <UIGestureRecognizerDelegate, NSCoding>
        - (instancetype)initWithThing:(id)thing NS_DESIGNATED_INITIALIZER;
        @end
        @protocol UIThingDelegate <NSObject>
        @optional
        - (void)thingDidChange:(UIThing *)thing;
        @end
        NS_HEADER_AUDIT_END(nullability, sendability)
        """
        let found = Dictionary(HeaderFacts.declarations(inHeader: header, file: "UIThing.h").map { ($0.declaration.key, $0.facts) }, uniquingKeysWith: { a, _ in a })
        expectEqual(found["UIThingStyle"], HeaderFacts(kind: "enum", signature: "NS_ENUM(NSInteger) UIThingStyle", availability: "11.0", swiftName: "UIThing.Style"))
        expectEqual(found["UIThingStyle.UIThingStyleOld"]?.availability, "2.0-11.0")
        expectEqual(found["UIThing"], HeaderFacts(kind: "class", signature: "@interface UIThing : UIView <NSCoding,UIGestureRecognizerDelegate>", availability: "18.0", attributes: ["mainactor"]))
        expectEqual(found["UIThing -initWithThing:"]?.attributes, ["designated"])
        expectEqual(found["UIThingDelegate -thingDidChange:"]?.attributes, ["optional"])
    }

    @Test func theComparisonNamesWhatDiffers() {
        let apple = HeaderFacts(kind: "class", signature: "@interface UITableViewCell : UIView <NSCoding,UIGestureRecognizerDelegate,UITraitEnvironment>", availability: "2.0", attributes: ["mainactor"])
        let ours = HeaderFacts(kind: "class", signature: "@interface UITableViewCell : UIView <NSCoding>", attributes: ["mainactor"])
        let differences = ours.differences(from: apple, target: "17.0", protocols: ["NSCoding", "UIGestureRecognizerDelegate"], surfaceSwiftName: "-")
        expectEqual(differences, ["does not conform to UIGestureRecognizerDelegate as Apple's does"], "a protocol the surface does not declare is not asked for; iOS 2.0 does not matter at 17.0")
        let newer = HeaderFacts(kind: "property", signature: "@property BOOL bouncesHorizontally", availability: "17.4")
        let unstated = HeaderFacts(kind: "property", signature: "@property BOOL bouncesHorizontally")
        expectEqual(unstated.differences(from: newer, target: "17.0", protocols: [], surfaceSwiftName: "-"), ["availability -, Apple's 17.4"])
        let deprecated = HeaderFacts(kind: "case", signature: "case X", availability: "?-?")
        expect(deprecated.differences(from: HeaderFacts(kind: "case", signature: "case X", availability: "2.0-11.0"), target: "17.0", protocols: [], surfaceSwiftName: "-").isEmpty,
                "a deprecation stated without versions agrees with Apple's versions")
        expectEqual(HeaderFacts.Record(line: "UIThing -go | absent | - | - | - | UIThing.h")?.facts, nil)
    }
}
