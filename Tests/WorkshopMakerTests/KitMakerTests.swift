import Foundation
import Testing
import WorkshopRunner
@testable import WorkshopMaker
import TestSupport

@Suite struct KitMakerTests {
    @Test func readsChapterListsAndRefusesChaptersWithoutExercises() throws {
        expectEqual(try KitMaker.chapters(from: "08,2,03"), ["02", "03", "08"])
        expectEqual(try KitMaker.chapters(from: nil).count, 9)
        #expect(throws: WorkshopError.self) { try KitMaker.chapters(from: "05") }
        #expect(throws: WorkshopError.self) { try KitMaker.chapters(from: ",") }
    }

    @Test func stubsDifferFromSolutionsAndNeverStop() {
        for template in ExerciseTemplates.all {
            let stub = template.source(solved: false, language: .english, chapterPath: "x.md")
            let solution = template.source(solved: true, language: .chinese, chapterPath: "x.md")
            expect(stub != solution, "\(template.id)")
            expect(!stub.contains("fatalError"), "\(template.id)")
            expect(stub.contains("struct \(template.typeName): \(template.protocolName)"), "\(template.id)")
            expect(solution.contains("本书的解答"), "\(template.id)")
        }
        expectEqual(ExerciseTemplates.all.count, 10)
    }

    @Test func manifestNamesThePathDependencysIdentity() {
        let options = KitOptions(chapters: ["02"], language: .english, solved: false, package: .path("/work/TableChapters"))
        let manifest = KitFiles.packageManifest(options)
        expect(manifest.contains(".package(path: \"/work/TableChapters\")"))
        expect(manifest.contains(".product(name: \"WorkshopRunner\", package: \"TableChapters\")"))
        let hosted = KitOptions(chapters: ["02"], language: .english, solved: false, package: .url("https://example.com/a/Book.git"))
        expect(KitFiles.packageManifest(hosted).contains("package: \"Book\""))
        expectEqual(KitFiles.swiftLiteral("a\"b\\c"), "\"a\\\"b\\\\c\"")
    }

    @Test func writesAKitWithItsManifestAndRefusesToOverwriteOne() throws {
        let folder = NSTemporaryDirectory() + "kit-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let package = NSTemporaryDirectory() + "book-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: package) }
        let book = package + "/Chapters"
        try FileManager.default.createDirectory(atPath: book + "/zh-Hans", withIntermediateDirectories: true)
        // The protocol's file, as the engine declares it, for the kit's reference.
        try FileManager.default.createDirectory(atPath: package + "/Sources/SwipeEngine", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.repository + "/Sources/SwipeEngine/PanClampDecision.swift",
                                         toPath: package + "/Sources/SwipeEngine/PanClampDecision.swift")
        try Data("# 标题\n".utf8).write(to: URL(fileURLWithPath: book + "/zh-Hans/02-under-the-content.md"))
        let options = KitOptions(chapters: ["02"], language: .chinese, solved: false, package: .path("/x/Book"))
        let written = try KitMaker.make(in: folder, book: book, options: options)
        expect(written.contains("Sources/workshop/02-PanClamp.swift"))
        expect(written.contains("Chapters/zh-Hans/02-under-the-content.md"))
        let manifest = try KitManifest.load(kitRoot: folder)
        expectEqual(manifest.exercises.map(\.id), ["pan-clamp"])
        expectEqual(FileDigest.ofFile(at: folder + "/Sources/workshop/02-PanClamp.swift"), manifest.exercises[0].stubDigest)
        let readme = try String(contentsOfFile: folder + "/README.md", encoding: .utf8)
        expect(readme.contains("swift run workshop verify"))
        // The reference: the protocol and its types, without the book's solution.
        expect(written.contains("Reference/PanClampDecision.swift"))
        let reference = try String(contentsOfFile: folder + "/Reference/PanClampDecision.swift", encoding: .utf8)
        expect(reference.contains("public protocol PanClampDecision"))
        expect(!reference.contains("BookPanClamp") && !reference.contains("min(max("))
        let stub = try String(contentsOfFile: folder + "/Sources/workshop/02-PanClamp.swift", encoding: .utf8)
        expect(stub.contains("// 协议和它用到的类型：Reference/PanClampDecision.swift"))
        #expect(throws: WorkshopError.self) { try KitMaker.make(in: folder, book: book, options: options) }

        // Without its Package.swift, a learner's work in the folder is still never replaced.
        try FileManager.default.removeItem(atPath: folder + "/Package.swift")
        try Data("// my answer\n".utf8).write(to: URL(fileURLWithPath: folder + "/Sources/workshop/02-PanClamp.swift"))
        do {
            try KitMaker.make(in: folder, book: book, options: options)
            Issue.record("a kit was written over a learner's file")
        } catch {
            expect(error.description.contains("02-PanClamp.swift:1:1: the folder holds this file already (and"), "\(error.description)")
        }
        expectEqual(try String(contentsOfFile: folder + "/Sources/workshop/02-PanClamp.swift", encoding: .utf8), "// my answer\n")
        expect(!FileManager.default.fileExists(atPath: folder + "/Package.swift"), "nothing was written")
        // Nor into a book, where the kit's files would read as chapters.
        for place in [book, book + "/zh-Hans", book + "/zh-Hans/kit"] {
            do {
                try KitMaker.make(in: place, book: book, options: options)
                Issue.record("a kit was written into \(place)")
            } catch {
                expect(error.description.contains("this is a book's folder, where chapters are"), "\(error.description)")
            }
        }
        expect(!FileManager.default.fileExists(atPath: book + "/README.md"))
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Jumping to an exercise protocol's definition shows its contract, never the book's solution under it.
    @Test func noProtocolFileHoldsTheBooksSolution() throws {
        for template in ExerciseTemplates.all {
            let text = try String(contentsOfFile: Self.repository + "/" + template.protocolFile, encoding: .utf8)
            expect(text.contains("public protocol \(template.protocolName)"), "\(template.protocolFile)")
            expect(!text.contains("public struct Book"), "\(template.protocolFile) still holds the book's solution")
        }
    }
}
