import Foundation
import Testing
import TestSupport

/// The runtime keeps in step with the checked iOS surface: the surface's documented signature checks
/// (`Tests/IOSSurfaceTests/Signatures`, one `let _: Type = Declaration` per line) are type-checked against the
/// runtime's `UIKit` module, and each check that type-checks is a declaration both have with the same Swift
/// signature. The count may only grow: a change that breaks a declaration the runtime had in step fails here.
@Suite struct SignatureParityTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Checks that type-checked against the runtime when the floor was last raised (581 of 821).
    static let floor = 581

    /// The built module folder: the one this test bundle was built into (`.build/<config>/Modules`).
    static func moduleFolder() -> String? {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("Modules/UIKit.swiftmodule").path
            if FileManager.default.fileExists(atPath: candidate) { return folder.appendingPathComponent("Modules").path }
            folder = folder.deletingLastPathComponent()
        }
        let fallback = packageRoot.appendingPathComponent(".build/debug/Modules").path
        return FileManager.default.fileExists(atPath: fallback + "/UIKit.swiftmodule") ? fallback : nil
    }

    /// The line numbers of `file`'s checks, and the lines swiftc reports errors on.
    static func check(_ file: URL, modules: String) throws -> (checks: [Int], failing: Set<Int>) {
        let text = try String(contentsOf: file, encoding: .utf8)
        let checks = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.trimmingCharacters(in: .whitespaces).hasPrefix("let _:") }.map { $0.offset + 1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let prefix = file.path + ":"
        // An error at no line of the file (a module that cannot be loaded) fails every check.
        if process.terminationStatus != 0, !output.contains(prefix) { return (checks, Set(checks)) }
        let failing = Set(output.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix(prefix), line.contains(": error:") else { return nil }
            return Int(line.dropFirst(prefix.count).prefix { $0.isNumber })
        })
        return (checks, failing)
    }

    @Test func theSurfacesSignatureChecksTypeCheckAgainstTheRuntime() throws {
        let modules = try require(Self.moduleFolder(), "the UIKit runtime module is not built (swift build --target UIKit)")
        let folder = Self.packageRoot.appendingPathComponent("Tests/IOSSurfaceTests/Signatures")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        try require(!files.isEmpty)
        var total = 0
        var passing = 0
        for name in files {
            let result = try Self.check(folder.appendingPathComponent(name), modules: modules)
            total += result.checks.count
            passing += result.checks.filter { !result.failing.contains($0) }.count
        }
        expect(total >= 700, "the surface has \(total) checks")
        expect(passing >= Self.floor, "\(passing) of \(total) of the surface's signature checks type-check against the runtime")
    }
}
