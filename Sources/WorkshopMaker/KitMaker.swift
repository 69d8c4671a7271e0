import ChapterModel
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
                throw WorkshopError("--chapters: chapter \(item) has no exercise; choose from \(exerciseChapters.joined(separator: ","))",
                                    zh: "--chapters：第 \(item) 章没有练习；请从这些章里选：\(exerciseChapters.joined(separator: ","))")
            }
            if !chosen.contains(number) { chosen.append(number) }
        }
        guard !chosen.isEmpty else {
            throw WorkshopError("--chapters names no chapter; give numbers like --chapters 02,03,08", zh: "--chapters 没有给出章号；请写成 --chapters 02,03,08 这样")
        }
        return exerciseChapters.filter(chosen.contains)
    }

    /// Reads `--chapters` for a kit with exercises and predictions (`--predict --exercises`): every number must name a
    /// chapter with an exercise or one of `predictionChapters` (file names, as ``PredictionKit/chapters(book:language:)``
    /// finds them). Returns chapter numbers in book order: all of those chapters without a list.
    public static func chapters(from list: String?, predictionChapters: [String]) throws(WorkshopError) -> [String] {
        let available = Set(exerciseChapters + predictionChapters.map { String($0.prefix(2)) }).sorted()
        guard let list else { return available }
        var chosen: [String] = []
        for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let number = item.count == 1 ? "0" + item : item
            guard available.contains(number) else {
                throw WorkshopError("--chapters: chapter \(item) has no exercise and marks no prediction; choose from " + available.joined(separator: ","),
                                    zh: "--chapters：第 \(item) 章既没有练习也没有标出预测；请从这些章里选：" + available.joined(separator: ","))
            }
            if !chosen.contains(number) { chosen.append(number) }
        }
        guard !chosen.isEmpty else {
            throw WorkshopError("--chapters names no chapter; give numbers like --chapters 02,03,08", zh: "--chapters 没有给出章号；请写成 --chapters 02,03,08 这样")
        }
        return available.filter(chosen.contains)
    }

    /// Writes the kit into `folder` (made if missing; it must not hold a kit already), taking chapters from the
    /// book folder `book` (with `en/` and `zh-Hans/`). Returns the paths written, relative to `folder`.
    ///
    /// A kit holds the chosen chapters' exercises (``KitOptions/exercises``), their blanked predictions
    /// (``KitOptions/predict``), or both: then each chapter is copied once, blanked, and `workshop verify` grades the
    /// exercises on the book's numbers and the blanks on the learner's.
    @discardableResult
    public static func make(in folder: String, book: String, options: KitOptions) throws(WorkshopError) -> [String] {
        let manager = FileManager.default
        if manager.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) {
            throw WorkshopError("\(folder)/Package.swift:1:1: this folder already holds a package; name a new or empty folder",
                                zh: "\(folder)/Package.swift:1:1：这个文件夹里已经有一个包；请给出一个新的或空的文件夹")
        }
        let language = options.language
        let predicting = try predictionChapters(book: book, options: options)
        let exercises = options.exercises ? ExerciseCatalogue.all.filter { options.chapters.contains($0.chapterNumber) } : []
        var files: [(path: String, text: String)] = []
        var entries: [KitManifest.Entry] = []
        var readmeList: [(exercise: Exercise, file: String)] = []
        var templates: [ExerciseTemplate] = []
        for exercise in exercises {
            guard let template = ExerciseTemplates.template(id: exercise.id) else { continue }
            let path = "Sources/workshop/" + template.fileName(chapterNumber: exercise.chapterNumber)
            let chapterPath = "Chapters/\(language.tag)/\(exercise.chapter)"
            let stub = template.source(solved: false, language: language, chapterPath: chapterPath)
            let text = options.solved ? template.source(solved: true, language: language, chapterPath: chapterPath) : stub
            files.append((path, text))
            // The contract without the book's solution, for reading beside the stub.
            let packageRoot = (book as NSString).deletingLastPathComponent
            let declaration = (packageRoot as NSString).appendingPathComponent(template.protocolFile)
            guard let declared = manager.contents(atPath: declaration) else {
                throw WorkshopError("\(declaration):1:1: cannot read the protocol of exercise \(exercise.id); run `chapters workshop new` "
                                        + "in the book's package folder (the one with Sources/ and Chapters/)",
                                    zh: "\(declaration):1:1：读不到练习 \(exercise.id) 的协议；请在书的包文件夹里（有 Sources/ 和 Chapters/ 的那个）"
                                        + "运行 `chapters workshop new`")
            }
            files.append((template.referencePath, template.referenceSource(declaration: String(decoding: declared, as: UTF8.self), language: language)))
            entries.append(KitManifest.Entry(id: exercise.id, file: path, stubDigest: FileDigest.of(Data(stub.utf8))))
            readmeList.append((exercise, path))
            templates.append(template)
        }
        var blanks: [KitManifest.Blank] = []
        for chapter in Set(exercises.map(\.chapter) + predicting).sorted() {
            let source = ((book as NSString).appendingPathComponent(language.tag) as NSString).appendingPathComponent(chapter)
            let kitPath = "Chapters/\(language.tag)/\(chapter)"
            guard let data = manager.contents(atPath: source) else {
                throw WorkshopError("\(source):1:1: cannot read this chapter; run `chapters workshop new` in the book's package folder (the one with Chapters/)",
                                    zh: "\(source):1:1：读不到这一章；请在书的包文件夹里（有 Chapters/ 的那个）运行 `chapters workshop new`")
            }
            let text = String(decoding: data, as: UTF8.self)
            guard predicting.contains(chapter) else {
                files.append((kitPath, text))
                continue
            }
            let (copy, chapterBlanks) = PredictionKit.blanked(
                text, chapter: ChapterReader.parse(markdown: text, path: kitPath, language: language), kitPath: kitPath
            )
            // `--solved`: the teacher's answer key, every prediction still written in (and graded right).
            files.append((kitPath, options.solved ? text : copy))
            blanks += chapterBlanks
        }
        let predictionPaths = predicting.map { "Chapters/\(language.tag)/\($0)" }
        files.append(("Package.swift", KitFiles.packageManifest(options)))
        files.append(("Sources/workshop/main.swift", KitFiles.main(templates, language: language)))
        let readme = options.exercises
            ? KitFiles.readme(readmeList, language: language, predictions: options.predict ? (predictionPaths, blanks.count) : nil)
            : KitFiles.predictionReadme(predictionPaths, blanks: blanks.count, language: language)
        files.append(("README.md", readme))
        files.append((".gitignore", ".build/\n.workshop/watch-result.json\nPackage.resolved\n"))
        do {
            let manifest = try KitManifest(language: language, exercises: entries, predictions: options.predict ? blanks : nil).encoded()
            files.append((KitManifest.path, String(decoding: manifest, as: UTF8.self)))
        } catch {
            throw WorkshopError("cannot encode the kit's manifest: \(error)")
        }
        try Self.refuseReplacing(files.map(\.path), in: folder)
        try KitFiles.write(files, into: folder)
        return files.map(\.path)
    }

    /// The chosen chapters that mark predictions, as file names (none without `--predict`); a `--predict` kit whose
    /// chapters mark none is refused.
    private static func predictionChapters(book: String, options: KitOptions) throws(WorkshopError) -> [String] {
        guard options.predict else { return [] }
        let available = PredictionKit.chapters(book: book, language: options.language)
        let predicting = available.filter { options.chapters.contains(String($0.prefix(2))) }
        guard predicting.isEmpty else { return predicting }
        let listed = options.chapters.joined(separator: ","), choices = available.map { String($0.prefix(2)) }.joined(separator: ",")
        throw WorkshopError("none of the chapters \(listed) marks a prediction; choose from \(choices)"
                                + (options.exercises ? ", or leave out --predict for the exercises alone" : ""),
                            zh: "第 \(listed) 章都没有标出预测；请从这些章里选：\(choices)"
                                + (options.exercises ? "，或者去掉 --predict，只要练习" : ""))
    }

    /// A kit is written only where it replaces nothing: not over a file the folder holds (a learner's exercise, a
    /// README), and not into a book (a folder with language folders, or a language folder), whose chapters it would mix with.
    static func refuseReplacing(_ paths: [String], in folder: String) throws(WorkshopError) {
        let manager = FileManager.default
        func holdsChapters(_ path: String) -> Bool { ((try? manager.contentsOfDirectory(atPath: path)) ?? []).contains { $0.hasSuffix(".md") } }
        // The folder or one it is inside: a book (its language folders hold chapters), or a language folder.
        var place = URL(fileURLWithPath: folder).standardizedFileURL
        var inBook = false
        while place.pathComponents.count > 1 {
            let isLanguageFolder = ChapterReader.knownLanguages.contains(place.lastPathComponent)
                && (holdsChapters(place.path) || place.path == URL(fileURLWithPath: folder).standardizedFileURL.path)
            if isLanguageFolder || ChapterReader.knownLanguages.contains(where: { holdsChapters(place.path + "/" + $0) }) { inBook = true }
            place.deleteLastPathComponent()
        }
        if inBook {
            throw WorkshopError("\(folder): this is a book's folder, where chapters are; a kit written here would mix with them: name a new or empty folder, such as workshop-kit",
                                zh: "\(folder)：这是书的文件夹，里面放的是章节；练习包写在这里会和章节混在一起：请给出一个新的或空的文件夹，比如 workshop-kit")
        }
        let existing = paths.filter { manager.fileExists(atPath: (folder as NSString).appendingPathComponent($0)) }
        if let first = existing.first {
            let more = existing.count > 1 ? " (and \(existing.count - 1) more of the kit's files)" : ""
            let moreZh = existing.count > 1 ? "（以及练习包的另外 \(existing.count - 1) 个文件）" : ""
            throw WorkshopError("\((folder as NSString).appendingPathComponent(first)):1:1: the folder holds this file already\(more), "
                + "which the kit would replace; nothing was written: name a new or empty folder",
                zh: "\((folder as NSString).appendingPathComponent(first)):1:1：文件夹里已经有这个文件\(moreZh)，练习包会覆盖它；"
                + "什么都没有写入：请给出一个新的或空的文件夹")
        }
    }
}
