import ChapterRenderers
import Foundation
import LearnerResults
import WorkshopRunner

/// `chapters workshop new DIR`: writes a learner's SwiftPM package with the chosen chapters and one Swift file per
/// exercise (stubs, or the book's solutions with `--solved`).
public enum KitMaker {
    /// The chapter numbers that hold exercises, in book order.
    public static var exerciseChapters: [String] { ExerciseCatalogue.chapters.map { String($0.prefix(2)) } }

    /// Reads `--chapters 02,03,08`: every number must name a chapter with an exercise.
    public static func chapters(from list: String?) throws(WorkshopError) -> [String] {
        guard let list else { return exerciseChapters }
        var chosen: [String] = []
        for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let number = item.count == 1 ? "0" + item : item
            guard exerciseChapters.contains(number) else {
                throw WorkshopError("--chapters: chapter \(item) has no exercise; choose from \(exerciseChapters.joined(separator: ","))")
            }
            if !chosen.contains(number) { chosen.append(number) }
        }
        guard !chosen.isEmpty else {
            throw WorkshopError("--chapters names no chapter; give numbers like --chapters 02,03,08")
        }
        return exerciseChapters.filter(chosen.contains)
    }

    /// Writes the kit into `folder` (made if missing; it must not hold a kit already), taking chapters from the
    /// book folder `book` (with `en/` and `zh-Hans/`). Returns the paths written, relative to `folder`.
    @discardableResult
    public static func make(in folder: String, book: String, options: KitOptions) throws(WorkshopError) -> [String] {
        let manager = FileManager.default
        if manager.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) {
            throw WorkshopError("\(folder)/Package.swift:1:1: this folder already holds a package; name a new or empty folder")
        }
        if options.predict { return try PredictionKit.make(in: folder, book: book, options: options) }
        let exercises = ExerciseCatalogue.all.filter { options.chapters.contains($0.chapterNumber) }
        var files: [(path: String, text: String)] = []
        var entries: [KitManifest.Entry] = []
        var readmeList: [(exercise: Exercise, file: String)] = []
        var templates: [ExerciseTemplate] = []
        for exercise in exercises {
            guard let template = ExerciseTemplates.template(id: exercise.id) else { continue }
            let path = "Sources/workshop/" + template.fileName(chapterNumber: exercise.chapterNumber)
            let chapterPath = "Chapters/\(options.language)/\(exercise.chapter)"
            let stub = template.source(solved: false, language: options.language, chapterPath: chapterPath)
            let text = options.solved ? template.source(solved: true, language: options.language, chapterPath: chapterPath) : stub
            files.append((path, text))
            entries.append(KitManifest.Entry(id: exercise.id, file: path, stubDigest: FileDigest.of(Data(stub.utf8))))
            readmeList.append((exercise, path))
            templates.append(template)
        }
        for chapter in Set(exercises.map(\.chapter)).sorted() {
            let source = ((book as NSString).appendingPathComponent(options.language) as NSString).appendingPathComponent(chapter)
            guard let data = manager.contents(atPath: source) else {
                throw WorkshopError("\(source):1:1: cannot read this chapter; run `chapters workshop new` in the book's "
                    + "package folder (the one with Chapters/)")
            }
            files.append(("Chapters/\(options.language)/\(chapter)", String(decoding: data, as: UTF8.self)))
        }
        files.append(("Package.swift", KitFiles.packageManifest(options)))
        files.append(("Sources/workshop/main.swift", KitFiles.main(templates, language: options.language)))
        files.append(("README.md", KitFiles.readme(readmeList, language: options.language)))
        files.append((".gitignore", ".build/\n.workshop/watch-result.json\nPackage.resolved\n"))
        do {
            let manifest = try KitManifest(language: options.language, exercises: entries).encoded()
            files.append((KitManifest.path, String(decoding: manifest, as: UTF8.self)))
        } catch {
            throw WorkshopError("cannot encode the kit's manifest: \(error)")
        }
        try KitFiles.write(files, into: folder)
        return files.map(\.path)
    }
}
