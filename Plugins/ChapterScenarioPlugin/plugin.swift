import Foundation
import PackagePlugin

/// Generates the scenario tests from the book at build time: one Swift file per chapter of one language (Chapters/en
/// for a target without a language suffix, Chapters/zh-Hans for one whose name ends in `ZhHans`: a chapter and its
/// translation share a file name, which one module cannot hold twice). What they share is compiled, not generated: the
/// target depends on the SpecComparisons and ScenarioSupport libraries. Nothing generated is committed; a chapter
/// edited is generated again, and only that one.
@main
struct ChapterScenarioPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "chapter-scenarios").url
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL
        var commands: [Command] = []
        for language in [target.name.hasSuffix("ZhHans") ? "zh-Hans" : "en"] {
            let folder = root.appending(path: "Chapters").appending(path: language)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            // Chapters are `NN-slug.md`; a file whose name starts otherwise is a page of the book (credits.md), not tested.
            for name in names.sorted() where name.hasSuffix(".md") && name.first?.isNumber == true {
                let chapter = folder.appending(path: name)
                let sourcePath = "Chapters/\(language)/\(name)"
                let generated = output.appending(path: "\(language)-\(name.dropLast(3)).swift")
                commands.append(.buildCommand(
                    displayName: "Writing the scenarios of \(sourcePath)",
                    executable: tool, arguments: [chapter.path, sourcePath, generated.path],
                    inputFiles: [tool, chapter], outputFiles: [generated]
                ))
            }
        }
        return commands
    }
}
