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

    @Test func stableHashDependsOnEveryPartAndWhereItIsCut() {
        expect(StableHash.of(["ab", "c"]) != StableHash.of(["a", "bc"]))
        expectEqual(StableHash.of(["swift"]), StableHash.of(["swift"]))
        expectEqual(StableHash.of(["swift"]).count, 32)
    }
}
