import Foundation

/// A row-title pattern such as `"Item #{n}"`, where `{n}` is the 1-based row number.
struct TitlePattern {
    private let pieces: [String]

    init(_ pattern: String) {
        pieces = pattern.components(separatedBy: "{n}")
    }

    func title(for number: Int) -> String {
        pieces.joined(separator: String(number))
    }
}
