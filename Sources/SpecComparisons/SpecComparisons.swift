/// How an `expect` line's answer is compared with what it expects: the one set of rules, compiled once.
///
/// The interpreter (`chapters verify`) and the Swift scenarios (`chapters export swift`, the scenario test targets)
/// both link this module, so a number is close enough in both backends for the same reason. No dependencies.

/// Number comparisons in a chapter allow this absolute error (the book's tolerance).
public let tolerance = 0.01

/// Whether a number is within ``tolerance`` of the expected one (never when there is no number).
public func isClose(_ actual: Double?, _ expected: Double) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= tolerance + 1e-9
}

/// Whether two lists of numbers agree: as many values, each within ``tolerance`` of the expected one.
public func isClose(_ actual: [Double], _ expected: [Double]) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { isClose($0, $1) }
}

/// Whether a text ends with the expected ending (never when there is no text).
public func hasEnding(_ actual: String?, _ ending: String) -> Bool {
    actual?.hasSuffix(ending) == true
}

/// Whether a list of titles starts with the expected ones, in order (`expect rows "A", "B"` names the first rows).
public func startsWith(_ actual: [String], _ expected: [String]) -> Bool {
    Array(actual.prefix(expected.count)) == expected
}
