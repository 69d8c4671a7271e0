// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TableChapters",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TableModel", targets: ["TableModel"]),
        .library(name: "SwipeEngine", targets: ["SwipeEngine"]),
        .library(name: "ReorderEngine", targets: ["ReorderEngine"]),
        .library(name: "ExpandEngine", targets: ["ExpandEngine"]),
    ],
    targets: [
        // Engines: pure Swift, Foundation at most, no Markdown and no HTML.
        .target(name: "TableModel"),
        .target(name: "SwipeEngine", dependencies: ["TableModel"]),
        .target(name: "ReorderEngine", dependencies: ["TableModel"]),
        .target(name: "ExpandEngine", dependencies: ["TableModel"]),

        // Chapters pipeline: cmark → chapter model → spec language → runner.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "ChapterModel", dependencies: ["CCmark"]),
        .target(name: "SpecLanguage", dependencies: ["ChapterModel"]),

        // Tests
        .testTarget(name: "TableModelTests", dependencies: ["TableModel"]),
        .testTarget(name: "SwipeEngineTests", dependencies: ["SwipeEngine"]),
        .testTarget(name: "ReorderEngineTests", dependencies: ["ReorderEngine"]),
        .testTarget(name: "ExpandEngineTests", dependencies: ["ExpandEngine"]),
        .testTarget(name: "ChapterModelTests", dependencies: ["ChapterModel"]),
        .testTarget(name: "SpecLanguageTests", dependencies: ["SpecLanguage"]),
    ],
    swiftLanguageModes: [.v6]
)
