import ChapterModel
import Foundation

extension ListingChecker {
    /// One diagnostic of a type-check of an app's files, as the listing checker reads it.
    public struct CheckedDiagnostic: Equatable, Sendable, CustomStringConvertible {
        /// `file:line:column`.
        public var place: String
        public var message: String
        /// The Apple API the checked iOS surface does not declare yet (`UITableView.contextMenuInteraction`): the
        /// listing is then not checked, neither passed nor failed.
        public var outsideSurface: String?
        /// A warning Xcode would show (a deprecated API), not an error.
        public var isWarning: Bool

        public var description: String { "\(place): \(isWarning ? "warning: " : "")\(message)" + (outsideSurface.map { " [not in the surface: \($0)]" } ?? "") }
    }

    /// Type-checks Swift files (name and text) as one app module, as the listings of a step are checked: every
    /// error, warning Xcode would show, and API outside the checked iOS surface.
    public func checkedDiagnostics(_ sources: [(name: String, text: String)]) -> Result<[CheckedDiagnostic], TypeCheckUnavailable> {
        guard let toolchain else { return .failure(TypeCheckUnavailable(message: "no Swift compiler (swiftc) on PATH")) }
        let target: DeviceTarget
        if let sdk = toolchain.iOSSDK {
            target = .sdk(sdk)
        } else {
            switch SurfaceModules.prepare(toolchain: toolchain, cacheFolder: surfaceCacheFolder) {
            case .success(let modules): target = .surface(modules)
            case .failure(let missing): return .failure(TypeCheckUnavailable(message: missing.message))
            }
        }
        let files = sources.map { source in
            let place = SourceLocation(file: source.name, line: 1, column: 1)
            let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map { ReaderApp.Line(text: String($0), origin: place) }
            return ReaderApp.File(name: source.name, lines: lines, changed: [], listing: place)
        }
        switch typeCheck(files, target: target, toolchain: toolchain) {
        case .success(let found):
            return .success(found.map {
                CheckedDiagnostic(place: "\($0.file):\($0.line):\($0.column)", message: $0.message, outsideSurface: $0.outsideSurface,
                                  isWarning: $0.isWarning == true)
            })
        case .failure(let failure): return .failure(TypeCheckUnavailable(message: failure.message))
        }
    }
}
