import Foundation

/// Names that can pass for another learner's, checked with Unicode's data (TR 39, ``LookalikeTable``):
///
/// - A name that compatibility normalisation (NFKC) changes, or that holds a default-ignorable code point, is
///   refused (``unfolded(_:)``): fullwidth `Ａ`, mathematical `𝙰`, the soft hyphen, ZWJ/ZWNJ, CGJ, variation
///   selectors and the Hangul filler draw like another letter or like nothing at all.
/// - A name with a letter TR 39 does not recommend for identifiers (small capitals `ᴀ`), a non-ASCII character whose
///   prototype is ASCII (Cyrillic `А` for `A`), or Latin mixed with Cyrillic or Greek, is marked on the dashboard
///   (``isSuspicious(_:)``).
/// - Two names with the same ``skeleton(_:)`` look the same; the class server refuses the second.
public enum LookalikeNames {
    /// The name as NFKC with every default-ignorable code point removed: what a name must already be.
    public static func folded(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: name.precomposedStringWithCompatibilityMapping.unicodeScalars.filter { !Data.shared.isIgnorable($0) })
        return String(scalars)
    }

    /// The characters of `name` that NFKC changes or that are default-ignorable (`U+FF21`), in order, or an empty
    /// list when the name is as it should be.
    public static func unfolded(_ name: String) -> [Unicode.Scalar] {
        let data = Data.shared
        return name.precomposedStringWithCanonicalMapping.unicodeScalars.filter { scalar in
            data.isIgnorable(scalar) || String(scalar).precomposedStringWithCompatibilityMapping != String(scalar).precomposedStringWithCanonicalMapping
        }
    }

    /// The confusable skeleton of TR 39 (section 4): NFD, default-ignorable code points removed, each character
    /// replaced by its prototype, NFD again. Two names that look alike have the same skeleton (`Аda`, `Ada`).
    public static func skeleton(_ name: String) -> String {
        let data = Data.shared
        var mapped = String.UnicodeScalarView()
        for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars where !data.isIgnorable(scalar) {
            mapped.append(contentsOf: data.prototypes[scalar.value] ?? [scalar])
        }
        return String(mapped).decomposedStringWithCanonicalMapping
    }

    /// Whether the dashboard marks the name: a letter or mark TR 39 does not recommend, a non-ASCII character that
    /// passes for an ASCII one, or Latin mixed with Cyrillic or Greek.
    public static func isSuspicious(_ name: String) -> Bool {
        let data = Data.shared
        var latin = false
        var other = false
        for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars {
            if !scalar.isASCII {
                // A character that passes for an ASCII one (Cyrillic `а`); `一` passing for `ー` is left to the skeleton check.
                if let prototype = data.prototypes[scalar.value], prototype.allSatisfy(\.isASCII) { return true }
                if scalar.properties.isAlphabetic || Self.isMark(scalar), !data.isAllowed(scalar) { return true }
            }
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: latin = true
            case 0x370...0x3FF, 0x400...0x52F: other = true
            default: break
            }
        }
        return latin && other
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// ``LookalikeTable`` read once.
    private final class Data: Sendable {
        static let shared = Data()
        let prototypes: [UInt32: [Unicode.Scalar]]
        let ignorable: [ClosedRange<UInt32>]
        let allowed: [ClosedRange<UInt32>]

        private init() {
            var prototypes: [UInt32: [Unicode.Scalar]] = [:]
            for entry in LookalikeTable.confusables.split(separator: ";") {
                let parts = entry.split(separator: ">")
                guard parts.count == 2, let from = UInt32(parts[0], radix: 16) else { continue }
                prototypes[from] = parts[1].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            }
            self.prototypes = prototypes
            ignorable = Self.ranges(LookalikeTable.defaultIgnorable)
            allowed = Self.ranges(LookalikeTable.allowed)
        }

        func isIgnorable(_ scalar: Unicode.Scalar) -> Bool { Self.contains(ignorable, scalar.value) }
        func isAllowed(_ scalar: Unicode.Scalar) -> Bool { Self.contains(allowed, scalar.value) }

        private static func ranges(_ text: String) -> [ClosedRange<UInt32>] {
            text.split(separator: ";").compactMap { item in
                let bounds = item.split(separator: "-").compactMap { UInt32($0, radix: 16) }
                guard let first = bounds.first, let last = bounds.last, first <= last else { return nil }
                return first...last
            }
        }

        /// Binary search in sorted, disjoint ranges.
        private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
            var low = 0
            var high = ranges.count - 1
            while low <= high {
                let middle = (low + high) / 2
                if value < ranges[middle].lowerBound { high = middle - 1 } else if value > ranges[middle].upperBound { low = middle + 1 } else { return true }
            }
            return false
        }
    }
}
