import Foundation

/// Whether a chapter is a learner's copy in a predictions kit (`chapters workshop new --predict`): a folder above
/// it holds the kit's manifest, `.workshop/kit.json`, with a `predictions` list. There the language server shows no
/// value the engines computed, on any line.
enum PredictionKitFolder {
    /// The manifest's place in a kit (`KitManifest.path` of WorkshopRunner, which the server does not build).
    static let manifestPath = ".workshop/kit.json"

    /// Whether the file at `path` (absolute) lies in a predictions kit; `false` for anything else.
    static func holds(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        var folder = (path as NSString).deletingLastPathComponent
        // A kit's chapters are two folders down (`Chapters/en/`); a deep tree is not searched to its root.
        for _ in 0..<16 {
            let manifest = (folder as NSString).appendingPathComponent(manifestPath)
            if let data = FileManager.default.contents(atPath: manifest) {
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
                return object?["predictions"] is [Any]
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return false }
            folder = parent
        }
        return false
    }
}
