// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TableChapters",
    platforms: [.macOS(.v13)],
    products: [
        // The reader-facing messages in both languages (exported scenarios name `ReaderLanguage`).
        .library(name: "Messages", targets: ["Messages"]),
        .library(name: "EngineMessages", targets: ["EngineMessages"]),
        .library(name: "TableModel", targets: ["TableModel"]),
        .library(name: "SwipeEngine", targets: ["SwipeEngine"]),
        .library(name: "ReorderEngine", targets: ["ReorderEngine"]),
        .library(name: "ExpandEngine", targets: ["ExpandEngine"]),
        .library(name: "TableScene", targets: ["TableScene"]),
        // What exported scenarios link besides the engines: the comparison rules and the Swift Testing helpers.
        .library(name: "SpecComparisons", targets: ["SpecComparisons"]),
        .library(name: "ScenarioSupport", targets: ["ScenarioSupport"]),
        .library(name: "LearnerResults", targets: ["LearnerResults"]),
        // What a learner's workshop package (made by `chapters workshop new`) builds: the runner and the engines.
        .library(name: "WorkshopRunner", targets: ["WorkshopRunner"]),
        // No executable product is declared: in this package (the root) SwiftPM makes one for each executable target
        // (`swift run chapters`, `swift build --product chapters-class`), and a package that depends on this one, such as a
        // learner's kit, then needs none of the tools' dependencies. SwiftPM resolves a dependency's packages for the
        // products it declares: with `chapters` and `chapters-class` declared, every kit fetched and resolved the
        // tools' packages (the argument parser, and the HTTP library the class server then used) before its first build.
        // `.ci/workshop-check` checks that a kit fetches nothing and compiles only what grading needs. The class server
        // carries HTTP/1.1 itself (Sources/ClassServer/HTTP): no outside package is built for it.
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The catalogue's base (ReaderLanguage, LocalizedText, plurals) and the engines' refusals: no dependencies.
        .target(name: "EngineMessages"),
        // Every message a reader sees, in English and Chinese side by side (re-exports EngineMessages).
        .target(name: "Messages", dependencies: ["EngineMessages"]),
        // Engines: pure Swift, Foundation at most, no Markdown and no HTML.
        .target(name: "TableModel", dependencies: ["EngineMessages"]),
        .target(name: "SwipeEngine", dependencies: ["TableModel", "EngineMessages"]),
        .target(name: "ReorderEngine", dependencies: ["TableModel", "EngineMessages"]),
        .target(name: "ExpandEngine", dependencies: ["TableModel", "EngineMessages"]),
        // A table with the three engines over it: what a chapter acts on, as public API.
        .target(name: "TableScene", dependencies: ["EngineMessages", "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine"]),

        // How an `expect` line's answer is compared (the book's tolerance): compiled once, linked by the interpreter
        // and by the exported scenarios. No dependencies.
        .target(name: "SpecComparisons"),
        // What the exported scenarios share (a refusal ends a block, a step rebuilds the world before it), with Swift Testing.
        .target(name: "ScenarioSupport", dependencies: ["EngineMessages", "TableModel", "TableScene"]),

        // A learner's workshop result (JSON) and the exercise catalogue: the catalogue's base (ReaderLanguage) only.
        .target(name: "LearnerResults", dependencies: ["EngineMessages"]),

        // Chapters pipeline: cmark → chapter model → spec language → runner.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "ChapterModel", dependencies: ["CCmark", "Messages"]),
        .target(name: "SpecLanguage", dependencies: ["ChapterModel", "Messages", "TableModel", "TableScene", "AppScreen", "SpecComparisons"]),
        // The checked iOS surface: Objective-C headers and Swift overlays that UIKit listings are type-checked against.
        .target(name: "IOSSurface", resources: [.copy("SDK")]),
        // Swift listings in chapters: compiled with the toolchain's swiftc, not with cmark.
        .target(name: "ListingChecker", dependencies: ["ChapterModel", "IOSSurface"]),
        // The interpreter: the world a spec block runs in (a `TableScene`), running a chapter's planned blocks on it, and
        // the answers (each line's outcome, each block's, step's and chapter's result), with the motion kept for figures.
        .target(
            name: "SpecInterpreter",
            dependencies: [
                "ChapterModel", "SpecLanguage", "SpecComparisons", "Messages", "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine",
                "TableScene",
            ]
        ),
        // The book's verification: finding a book's chapters, running them (concurrently), comparing each pair of
        // chapters, selecting, warnings, predictions, chapter changes. Listing and app checking are handed in
        // (`ListingChecking`, `AppChecking`, which the CLI supplies), not imported.
        .target(name: "BookVerification", dependencies: ["SpecInterpreter", "ChapterModel", "SpecLanguage", "Messages"]),
        // The renderers, split by what they render, over the HTML primitives.
        // HTML: markup that cannot be injected, escaping, SVG numbers, writing a file whole or not at all. No dependencies:
        // the class server builds it without cmark, the spec language, the runner or the listing checker.
        .target(name: "HTML"),
        // Figures: a block's world as SVG, and the replay of what it moved.
        .target(name: "Figures", dependencies: ["HTML", "SpecInterpreter", "Messages", "EngineMessages", "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine"]),
        // Reports for people and machines: terminal, JSON, JUnit, GitHub annotations, the report folder, `export swift`.
        // Schemas/ documents the JSON report (read by a test, not built into the tool).
        .target(
            name: "Reports",
            dependencies: ["HTML", "ChapterModel", "SpecLanguage", "SpecInterpreter", "BookVerification", "ScenarioExport", "Messages"],
            exclude: ["Schemas"]
        ),
        // Study guides: a page per chapter and language, the landing page, the index, the cheat sheet and formula card.
        .target(
            name: "StudyGuides",
            dependencies: ["HTML", "Figures", "Reports", "ChapterModel", "SpecLanguage", "SpecInterpreter", "BookVerification", "ScenarioExport", "Messages"]
        ),
        // Spec blocks as Swift Testing code over the public API (`chapters export swift`, the scenario tests).
        .target(name: "ScenarioExport", dependencies: ["Messages", "ChapterModel", "SpecLanguage"]),

        // `chapters lsp`: a Language Server Protocol server for chapters (JSON-RPC on standard input and output).
        .target(name: "LanguageServer", dependencies: ["ChapterModel", "SpecLanguage", "SpecInterpreter", "BookVerification", "Messages"]),

        // Workshops: a learner's kit grades their decisions with the kit's chapters; `chapters workshop new` makes kits.
        .target(name: "WorkshopRunner", dependencies: ["ChapterModel", "SpecInterpreter", "SpecLanguage", "LearnerResults", "Messages", "EngineMessages"]),
        .target(name: "WorkshopMaker", dependencies: ["WorkshopRunner", "LearnerResults", "HTML", "ChapterModel", "SpecLanguage", "ScenarioExport", "Messages"]),

        // Tools
        .executableTarget(
            name: "chapters",
            dependencies: [
                "Messages",
                "ChapterModel",
                "SpecLanguage",
                "SpecInterpreter",
                "BookVerification",
                "HTML",
                "Reports",
                "StudyGuides",
                "ListingChecker",
                "ClassDashboard",
                "WorkshopRunner",
                "WorkshopMaker",
                "LanguageServer",
                "AppHost",
                "AppScreen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ChaptersCLI"
        ),
        .executableTarget(
            name: "chapters-bench",
            dependencies: [
                "Reports", "StudyGuides", "SpecInterpreter", "BookVerification", "ChapterModel", "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine",
                "LanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ChaptersBench"
        ),

        // Workshops: the teacher's side (the class page from files, and the live class server)
        // Never the renderers: the class server must not build cmark, the spec language, the runner or the listing checker.
        .target(name: "ClassDashboard", dependencies: ["LearnerResults", "HTML", "EngineMessages"]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(
            name: "ClassServer",
            dependencies: [
                "ClassDashboard", "LearnerResults", "EngineMessages", "CSQLite",
            ]
        ),
        .executableTarget(
            name: "chapters-class",
            dependencies: ["ClassServer", "ClassDashboard", "LearnerResults", "EngineMessages", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/ChaptersClass"
        ),
        // The book's spec blocks as Swift Testing tests, generated at build time (nothing generated is committed).
        .executableTarget(name: "chapter-scenarios", dependencies: ["ChapterModel", "ScenarioExport"], path: "Sources/ChapterScenarios"),
        .plugin(name: "ChapterScenarioPlugin", capability: .buildTool(), dependencies: ["chapter-scenarios"]),

        // Auto Layout's solver: Cassowary's incremental simplex over linear constraints with UIKit's priorities.
        // Pure Swift, no dependencies (the UIKit runtime lays views out with it).
        .target(name: "LayoutSolver"),

        // The product's manual as a DocC catalog (Documentation.docc): a namespace and articles, no code.
        // No other target may depend on it.
        .target(name: "TableChapters", path: "Sources/TableChapters"),

        // The UIKit runtime for Linux: the reader's app runs against it (module `UIKit`, same Swift API as the
        // checked iOS surface, with behaviour on a virtual clock). UIKit's update check is the table model's own; the
        // built-in swipe actions are the swipe engine's, the built-in reorder the reorder engine's.
        .target(
            name: "UIKit",
            dependencies: ["EngineMessages", "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine", "LayoutSolver"],
            path: "Sources/UIKitRuntime"
        ),

        // What a person sees of the reader's app, as plain data: the app backend reads it, the spec forms' definitions
        // say how they read their answers from it. No dependencies.
        .target(name: "AppScreen"),
        // The process that hosts a reader's app: shows its screen in a runtime window and answers inputs and screen
        // requests on standard input and output. Linked into each app the app backend builds, never imported by the tool.
        .target(name: "AppDriver", dependencies: ["UIKit", "AppScreen"]),
        // The app backend's engine room: builds a step's app against the runtime (cached like listings) and runs it in
        // its own process under the listing limits. Depends on AppDriver so that it is built before an app links it.
        .target(
            name: "AppHost",
            dependencies: ["AppScreen", "AppDriver", "UIKit", "ListingChecker", "ChapterModel", "SpecInterpreter", "BookVerification", "SpecLanguage", "Messages", "EngineMessages", "TableModel"]
        ),

        // Tests
        // What the hand-written tests share: `expect` and `expectEqual` (the `#expect` macro costs the compiler several times what a
        // call costs: 55 to 210 ms of compile time against 12 ms; see the Performance article), and a seeded random number generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The catalogue test reads every module's words: each module keeps its own beside it, and the base keeps `Messages`.
        .testTarget(name: "MessagesTests", dependencies: ["TestSupport", "Messages", "ChapterModel", "SpecLanguage", "SpecInterpreter", "BookVerification", "Figures"]),
        .testTarget(name: "TableModelTests", dependencies: ["TestSupport", "TableModel", "Messages"]),
        .testTarget(name: "SwipeEngineTests", dependencies: ["SwipeEngine", "TableModel", "TestSupport"]),
        .testTarget(name: "ReorderEngineTests", dependencies: ["ReorderEngine", "TableModel", "TestSupport"]),
        .testTarget(name: "ExpandEngineTests", dependencies: ["ExpandEngine", "TableModel", "TestSupport"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["TestSupport", "LayoutSolver"]),
        .testTarget(name: "TableSceneTests", dependencies: ["TestSupport", "TableScene", "TableModel", "SwipeEngine", "Messages"]),
        .testTarget(name: "LearnerResultsTests", dependencies: ["TestSupport", "LearnerResults"]),
        .testTarget(name: "ClassDashboardTests", dependencies: ["TestSupport", "ClassDashboard", "LearnerResults", "EngineMessages"]),
        .testTarget(name: "ClassServerTests", dependencies: ["TestSupport", "ClassServer", "LearnerResults"]),
        .testTarget(name: "WorkshopRunnerTests", dependencies: ["TestSupport", "WorkshopRunner", "LearnerResults", "Messages", "SwipeEngine"]),
        .testTarget(name: "WorkshopMakerTests", dependencies: ["TestSupport", "WorkshopMaker", "WorkshopRunner", "LearnerResults", "ChapterModel", "SpecLanguage", "Messages", "TableModel", "SwipeEngine", "ReorderEngine"]),
        .testTarget(name: "ChapterModelTests", dependencies: ["TestSupport", "ChapterModel"]),
        .testTarget(name: "SpecLanguageTests", dependencies: ["TestSupport", "SpecLanguage", "ChapterModel", "Messages", "AppScreen", "TableModel", "TableScene"]),
        .testTarget(name: "ScenarioExportTests", dependencies: ["TestSupport", "ScenarioExport", "SpecLanguage", "ChapterModel"]),
        .testTarget(name: "ListingCheckerTests", dependencies: ["TestSupport", "ListingChecker", "ChapterModel", "TableModel", "SwipeEngine"]),
        // The checked iOS surface against Apple's documented signatures (Signatures/ is type-checked, not built).
        .testTarget(name: "IOSSurfaceTests", dependencies: ["TestSupport", "ListingChecker"], exclude: ["Signatures"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["TestSupport", "LanguageServer", "ChapterModel", "Messages", "SpecLanguage", "WorkshopMaker"]),
        .testTarget(name: "ChapterRunnerTests", dependencies: ["TestSupport", "SpecInterpreter", "BookVerification", "ChapterModel", "Messages", "TableModel", "TableScene", "SpecLanguage", "AppScreen", "ScenarioExport", "SwipeEngine", "ReorderEngine", "ExpandEngine"]),
        // Swift Testing declares a cross-import overlay `_Testing_UIKit` for Apple's UIKit, which does not exist on Linux:
        // without this flag, `import Testing` and `import UIKit` (the runtime) in one file fail with "no such module".
        .testTarget(
            name: "UIKitRuntimeTests",
            dependencies: ["TestSupport", "UIKit"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        // Builds and runs two of the book's apps (compile time on a small machine: the builds are shared by the suite).
        .testTarget(
            name: "AppHostTests",
            dependencies: ["TestSupport", "AppHost", "AppScreen", "ListingChecker", "ChapterModel", "SpecInterpreter", "BookVerification", "SpecLanguage", "Messages"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        .testTarget(name: "HTMLTests", dependencies: ["HTML", "TestSupport"]),
        // The hand-written tests' `expect` and `expectEqual` (TestSupport), which stand in for the `#expect` macro.
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        // The renderers' tests: Figures, Reports and StudyGuides (they share fixtures, snapshots and their support).
        .testTarget(
            name: "ChapterRenderersTests",
            dependencies: [
                "TestSupport",
                "HTML", "Figures", "Reports", "StudyGuides", "ChapterModel", "SpecLanguage", "SpecInterpreter", "BookVerification", "Messages", "ScenarioExport",
                "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine",
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "ChapterScenarioTests",
            dependencies: [
                "EngineMessages", "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine", "TableScene", "SpecComparisons", "ScenarioSupport",
            ],
            plugins: ["ChapterScenarioPlugin"]
        ),
        .testTarget(
            name: "ChapterScenarioTestsZhHans",
            dependencies: [
                "EngineMessages", "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine", "TableScene", "SpecComparisons", "ScenarioSupport",
            ],
            plugins: ["ChapterScenarioPlugin"]
        ),
        .testTarget(
            name: "ChaptersEndToEndTests",
            dependencies: ["TestSupport"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Each test target's files compile in one compiler process (`-j1`), not two. A test target's declarations are mostly
// `@Test` functions, whose macro expansions cost about 0.1 s of CPU apiece, and every process type-checks the
// declarations of all the module's files: with the default the tests' build took 237 s of CPU, with `-j1` 197 s
// (see the Performance article). `-no-emit-module-separately` would save more, but this driver then writes no
// `.swiftmodule` at all, and SwiftPM rebuilds a target whose module is missing on every build.
for target in package.targets where target.type == .test {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-j1"])]
}

// `swift package generate-documentation` (swift-docc-plugin) only when .ci/docs-check asks for it: while the package
// depends on swift-docc-plugin, every `swift build --build-tests` and `swift test` compiles its two command plugins,
// one after the other, before any target (see the Performance article).
if Context.environment["TABLECHAPTERS_DOCC"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
