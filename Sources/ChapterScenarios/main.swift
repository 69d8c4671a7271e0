// The build tool behind the scenario tests: `chapter-scenarios CHAPTER.md SOURCE-PATH OUT.swift` writes one chapter's
// Swift Testing file. What the files share is compiled (the SpecComparisons and ScenarioSupport libraries).
import ChapterModel
import Foundation
import ScenarioExport

let arguments = Array(CommandLine.arguments.dropFirst())

func write(_ text: String, to path: String) {
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("\(path):1:1: error: cannot write the scenario file (\(error.localizedDescription))\n".utf8))
        exit(1)
    }
}

switch arguments.count {
case 3:
    do {
        let chapter = try ChapterReader.read(file: arguments[0])
        write(SwiftScenarioFile(chapter: chapter, sourcePath: arguments[1]).source, to: arguments[2])
    } catch {
        FileHandle.standardError.write(Data("\(error.description)\n".utf8))
        exit(1)
    }
default:
    FileHandle.standardError.write(Data("usage: chapter-scenarios CHAPTER.md SOURCE-PATH OUT.swift\n".utf8))
    exit(2)
}
