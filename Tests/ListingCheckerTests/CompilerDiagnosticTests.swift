@testable import ListingChecker
import Testing
import TestSupport

struct CompilerDiagnosticTests {
    @Test func readsAnErrorLineInTheLLVMStyle() {
        let errors = CompilerDiagnostic.errors(in: """
        /tmp/x/main.swift:12:5: error: cannot find 'tabel' in scope
        /tmp/x/main.swift:3:1: warning: unused
        /tmp/x/listing0.swift:4:27: note: to match this opening '{'
        """)
        expectEqual(errors, [CompilerDiagnostic(file: "/tmp/x/main.swift", line: 12, column: 5, severity: "error", message: "cannot find 'tabel' in scope")])
    }

    /// Swift 6.1 and later end some messages with their diagnostic group; Xcode 16's Swift 6.0 prints none, so the
    /// reader sees the message alone. Brackets that are the message's own stay.
    @Test func theDiagnosticGroupAtTheEndIsSetAside() {
        let warning = CompilerDiagnostic.parse("/tmp/x/Screen.swift:11:13: warning: 'UITableViewRowAction' was deprecated in iOS 13.0 [#DeprecatedDeclaration]")
        expectEqual(warning?.message, "'UITableViewRowAction' was deprecated in iOS 13.0")
        expectEqual(CompilerDiagnostic.parse("/tmp/x/a.swift:1:1: error: cannot convert value of type '[Int]' to '[#Color]'")?.message,
                    "cannot convert value of type '[Int]' to '[#Color]'")
        expectEqual(CompilerDiagnostic.withoutGroup("expected ']' in array type [#]"), "expected ']' in array type [#]")
    }

    @Test func stableHashDependsOnEveryPartAndWhereItIsCut() {
        expect(StableHash.of(["ab", "c"]) != StableHash.of(["a", "bc"]))
        expectEqual(StableHash.of(["swift"]), StableHash.of(["swift"]))
        expectEqual(StableHash.of(["swift"]).count, 32)
        // The digest names cache entries on disk: the same text must keep its name across versions of the tool.
        expectEqual(StableHash.of(["swift", "中文 text", ""]), "4c486477882ad85e0550a6ee04e8e058")
    }
}
