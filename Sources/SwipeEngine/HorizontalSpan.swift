/// A horizontal extent `[lower, upper)` in cell coordinates, used to work out how much of a button shows.
struct HorizontalSpan: Equatable, Sendable {
    var lower: Double
    var upper: Double

    var length: Double { max(0, upper - lower) }

    func intersection(_ other: HorizontalSpan) -> HorizontalSpan {
        HorizontalSpan(lower: max(lower, other.lower), upper: min(upper, other.upper))
    }

    /// The length of this span that none of `covers` overlaps.
    func uncoveredLength(under covers: [HorizontalSpan]) -> Double {
        let pieces = covers.map { intersection($0) }.filter { $0.length > 0 }.sorted { $0.lower < $1.lower }
        var covered = 0.0
        var reach = lower
        for piece in pieces where piece.upper > reach {
            covered += piece.upper - max(piece.lower, reach)
            reach = piece.upper
        }
        return length - covered
    }
}
