import Foundation
import PackagePlugin

/// Generates scenario tests at build time: one Swift file per chapter, written by `chapter-scenarios` from the
/// chapter's Markdown (nothing generated is committed; a chapter edited is generated again, and only that one). What
/// the files share is compiled, not generated: the target depends on the SpecComparisons and ScenarioSupport
/// libraries.
///
/// `swift test` compiles and runs a sample of the book through this plugin, not all of it: chapter 01 in English in
/// the target without a language suffix, and its translation in the one whose name ends in `ZhHans` (a chapter and
/// its translation share a file name, which one module cannot hold twice). The whole book in both languages, the
/// fixture books and 200 mutated chapters are compiled and run by `.ci/scenario-agreement`, which also compares every
/// step with `chapters verify`; the Performance article says why (the whole book here was the largest part of the
/// tests' build).
@main
struct ChapterScenarioPlugin: BuildToolPlugin {
    /// The chapters of each language that `swift test` compiles and runs as Swift.
    static let sample = ["en": ["01-swipe-to-delete.md"], "zh-Hans": ["01-swipe-to-delete.md"]]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "chapter-scenarios").url
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL
        let language = target.name.hasSuffix("ZhHans") ? "zh-Hans" : "en"
        let folder = root.appending(path: "Chapters").appending(path: language)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let wanted = Set(Self.sample[language] ?? [])
        let chosen = names.filter(wanted.contains).sorted()
        guard chosen.count == wanted.count else {
            throw SampleMissing(folder: "Chapters/\(language)", names: wanted.subtracting(chosen).sorted())
        }
        return chosen.map { name in
            let chapter = folder.appending(path: name)
            let sourcePath = "Chapters/\(language)/\(name)"
            let generated = output.appending(path: "\(language)-\(name.dropLast(3)).swift")
            return .buildCommand(
                displayName: "Writing the scenarios of \(sourcePath)",
                executable: tool, arguments: [chapter.path, sourcePath, generated.path],
                inputFiles: [tool, chapter], outputFiles: [generated]
            )
        }
    }
}

/// A chapter of the sample is not in the book (renamed or removed): the plugin says which, instead of testing less.
struct SampleMissing: Error, CustomStringConvertible {
    var folder: String
    var names: [String]
    var description: String {
        "ChapterScenarioPlugin: \(folder) has no \(names.joined(separator: ", ")); update `ChapterScenarioPlugin.sample` in Plugins/ChapterScenarioPlugin/plugin.swift"
    }
}
