import ChapterModel
import IOSSurface
import Foundation

/// A chapter's code as an app a reader opens in Xcode or Swift Playgrounds: a Swift Playgrounds app package
/// (`NN-name.swiftpm`) with an `.iOSApplication` product, an entry point that shows the chapter's screen, and every
/// file of the reader's app at the end of the chapter (the previous chapter's app, with this chapter's versions and
/// its standalone listings).
public struct AppPackage: Equatable, Sendable {
    /// `03-snap-and-bounce.swiftpm`.
    public var folderName: String
    /// The app's name, from the chapter's title.
    public var appName: String
    /// The view controller the entry point shows.
    public var rootViewController: String?
    /// The reader's files (`App/…`), the entry point and `Package.swift`, by path inside the package.
    public var files: [(path: String, text: String)]
    /// The reader's files (the `App/` files but the entry point), every line with the chapter line it was written at:
    /// what the app backend builds, so its errors and crashes point at the chapter.
    public var readerFiles: [ReaderApp.File] = []

    public static func == (lhs: AppPackage, rhs: AppPackage) -> Bool {
        lhs.folderName == rhs.folderName && lhs.files.map(\.path) == rhs.files.map(\.path) && lhs.files.map(\.text) == rhs.files.map(\.text)
    }

    /// The package for a chapter, or `nil` when it has no device code.
    public static func make(for chapter: Chapter, startingWith start: ReaderApp) -> AppPackage? {
        var app = start
        var standalone: [ReaderApp.File] = []
        let listings = chapter.listings.filter { $0.kind == .ios }
        guard !listings.isEmpty || !start.files.isEmpty else { return nil }
        for (index, listing) in listings.enumerated() {
            if listing.fileName != nil, listing.fileNameProblem == nil {
                _ = try? app.apply(listing)
            } else if listing.fileName == nil {
                let lines = listing.lines.map { ReaderApp.Line(text: $0.text, origin: $0.location) }
                standalone.append(ReaderApp.File(name: "Listing\(index + 1).swift", lines: lines, changed: [], listing: listing.location))
            }
        }
        let stem = URL(fileURLWithPath: chapter.path).deletingPathExtension().lastPathComponent
        let appName = Self.appName(from: chapter.title, fallback: stem)
        // The screen: the view controller of the file this chapter wrote last, else of its standalone listings, else
        // of the file changed most recently in an earlier chapter (the previous chapter's screen).
        let mine = listings.compactMap(\.fileName)
        let byLatestVersion = app.files.sorted { ($0.listing.file, $0.listing.line) > ($1.listing.file, $1.listing.line) }
        let candidates = byLatestVersion.filter { mine.contains($0.name) } + standalone.reversed() + byLatestVersion
        let root = candidates.lazy.compactMap(Self.viewControllerDeclared(in:)).first
        var files = (app.files + standalone).map { (path: "App/\($0.name)", text: $0.text) }
        files.append((path: "App/ChapterApp.swift", text: entryPoint(appName: appName, root: root)))
        files.append((path: "Package.swift", text: manifest(appName: appName, stem: stem)))
        var package = AppPackage(folderName: stem + ".swiftpm", appName: appName, rootViewController: root, files: files)
        package.readerFiles = app.files + standalone
        return package
    }

    /// The Swift files among ``files`` (what is type-checked).
    public var swiftFiles: [ReaderApp.File] {
        files.filter { $0.path.hasPrefix("App/") }.map { file in
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
                ReaderApp.Line(text: String($0), origin: SourceLocation(file: folderName + "/" + file.path, line: 1, column: 1))
            }
            return ReaderApp.File(name: String(file.path.dropFirst("App/".count)), lines: Array(lines), changed: [], listing: SourceLocation(file: folderName + "/" + file.path, line: 1, column: 1))
        }
    }

    /// The last view controller class declared in a file (`final class PlaylistViewController: UITableViewController`).
    static func viewControllerDeclared(in file: ReaderApp.File) -> String? {
        var found: String?
        for line in file.lines {
            let words = line.text.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "," || $0 == "{" }).map(String.init)
            guard let at = words.firstIndex(of: "class"), at + 2 < words.count else { continue }
            let name = words[at + 1], parent = words[at + 2]
            if parent.hasSuffix("ViewController") || parent.hasSuffix("Controller"), name.hasSuffix("Controller") { found = name }
        }
        return found
    }

    static func appName(from title: String, fallback: String) -> String {
        let words = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let name = words.joined()
        let ascii = name.unicodeScalars.allSatisfy { $0.isASCII }
        return !name.isEmpty && ascii && name.first!.isLetter ? name : "Chapter" + fallback.filter { $0.isNumber }
    }

    static func entryPoint(appName: String, root: String?) -> String {
        let controller = root.map { "\($0)()" } ?? "UIViewController()"
        return """
        // The app's entry point, written by `chapters export ios`: it shows the chapter's screen (\(root ?? "an empty view controller")) in a
        // navigation controller. The other files are the ones the chapter has you write.
        import SwiftUI
        import UIKit

        @main
        struct \(appName)App: App {
            var body: some Scene {
                WindowGroup {
                    ChapterScreen().ignoresSafeArea()
                }
            }
        }

        struct ChapterScreen: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UINavigationController {
                UINavigationController(rootViewController: \(controller))
            }

            func updateUIViewController(_ controller: UINavigationController, context: Context) {}
        }

        """
    }

    static func manifest(appName: String, stem: String) -> String {
        let identifier = "org.tablechapters." + stem.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        return """
        // swift-tools-version: 6.0
        // Written by `chapters export ios`: open this folder in Xcode 16 or Swift Playgrounds and run it on an iOS 17 device or simulator.
        import PackageDescription
        import AppleProductTypes

        let package = Package(
            name: "\(appName)",
            platforms: [.iOS("\(IOSSurface.deploymentTarget)")],
            products: [
                .iOSApplication(
                    name: "\(appName)",
                    targets: ["App"],
                    bundleIdentifier: "\(identifier)",
                    displayVersion: "1.0",
                    bundleVersion: "1",
                    appIcon: .placeholder(icon: .note),
                    accentColor: .presetColor(.blue),
                    supportedDeviceFamilies: [.pad, .phone],
                    supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad]))]
                ),
            ],
            targets: [
                .executableTarget(name: "App", path: "App"),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }
}

extension ListingChecker {
    /// A chapter's app package and the errors of type-checking it (empty when it type-checks), or why it could not
    /// be checked.
    public func appPackage(for chapter: Chapter) -> (package: AppPackage, errors: [String])? {
        guard let package = AppPackage.make(for: chapter, startingWith: startingApps.app(before: chapter.path)) else { return nil }
        guard let toolchain else { return (package, ["no Swift compiler (swiftc) on PATH: the package was written but not type-checked"]) }
        let target: DeviceTarget
        if let sdk = toolchain.iOSSDK {
            target = .sdk(sdk)
        } else {
            switch SurfaceModules.prepare(toolchain: toolchain, cacheFolder: surfaceCacheFolder) {
            case .success(let modules): target = .surface(modules)
            case .failure(let missing): return (package, [missing.message])
            }
        }
        switch typeCheck(package.swiftFiles, target: target, toolchain: toolchain) {
        case .success(let diagnostics):
            return (package, diagnostics.filter { $0.isWarning != true }.map { "\(package.folderName)/App/\($0.file):\($0.line):\($0.column): \($0.message)" })
        case .failure(let failure):
            return (package, [failure.message])
        }
    }
}

extension ListingChecker {
    /// A chapter's app as `chapters export ios` assembles it (the previous chapter's app with this chapter's files),
    /// without type-checking it; `nil` when the chapter has no device code.
    public func readerApp(for chapter: Chapter) -> AppPackage? {
        AppPackage.make(for: chapter, startingWith: startingApps.app(before: chapter.path))
    }

    /// Whether the chapter starts with no app (chapter 01, chapter 00 and a book's first chapter with device code):
    /// its steps before its first `file=` listing have no app to check.
    public func startsWithoutApp(_ chapter: Chapter) -> Bool {
        startingApps.app(before: chapter.path).files.isEmpty
    }
}

extension ListingChecker {
    /// Type-checks Swift files (name and text) as one app module against the iOS SDK or the checked iOS surface,
    /// in Swift 6 mode: the errors as `file:line:column: message`, or why they could not be checked.
    public func typeCheckApp(_ sources: [(name: String, text: String)]) -> Result<[String], TypeCheckUnavailable> {
        checkedDiagnostics(sources).map { found in found.filter { !$0.isWarning }.map { "\($0.place): \($0.message)" } }
    }

    /// Why a type-check could not run.
    public struct TypeCheckUnavailable: Error, Equatable, Sendable {
        public var message: String
    }
}
