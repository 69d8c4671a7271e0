import Foundation

/// How many seeds a randomized property test runs. `swift test` runs a fixed sample (the same seeds on every run,
/// so a failure replays); `.ci/run` runs every property test again over its whole sweep with
/// `TABLECHAPTERS_FULL_SWEEPS=1`, as `LEXER_IDENTITY_FULL` does for the lexer's mutants. The sweeps were a tenth of
/// the tests' run on two cores (the Performance article).
public enum Sweep {
    /// Whether the whole sweep was asked for.
    public static let isFull = ProcessInfo.processInfo.environment["TABLECHAPTERS_FULL_SWEEPS"] == "1"

    /// `full` when the whole sweep was asked for, else `sample`.
    public static func count(full: Int, sample: Int) -> Int { isFull ? full : sample }
}
