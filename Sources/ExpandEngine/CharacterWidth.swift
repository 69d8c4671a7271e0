/// How far a character advances the pen in a label: a whole font size or half of one.
///
/// A character is ``wide`` when its first Unicode scalar is East Asian Wide or Fullwidth: CJK ideographs
/// (extensions included), kana, Hangul, fullwidth forms, CJK symbols and punctuation such as `。，、「」`,
/// and the emoji presentation characters. Everything else is ``narrow``, East Asian Ambiguous characters
/// (`·`, `…`, `é`, Greek and Cyrillic letters) included. A grapheme cluster (`é` written as `e` plus a
/// combining accent, or an emoji sequence) is one character and advances by its first scalar's width.
public enum CharacterWidth: Sendable, Equatable {
    /// Half a font size.
    case narrow
    /// One font size.
    case wide

    /// The width class of `character`.
    public init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else {
            self = .narrow
            return
        }
        self = CharacterWidth.isWide(scalar.value) ? .wide : .narrow
    }

    /// The advance in half font sizes: 1 for ``narrow``, 2 for ``wide``.
    ///
    /// Line widths are added up in these whole units and multiplied by the font size once, so a line that
    /// fits exactly is never pushed over the label's width by rounding.
    public var halfUnits: Int {
        switch self {
        case .narrow: 1
        case .wide: 2
        }
    }

    /// The advance in points at `fontSize`.
    public func advance(fontSize: Double) -> Double {
        Double(halfUnits) * fontSize / 2
    }

    /// Whether a code point is East Asian Wide or Fullwidth; a binary search over ``wideRanges``.
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count
        while low < high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound {
                high = mid
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
