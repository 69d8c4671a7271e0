/// The largest values a spec may ask for, so that no chapter, however written, can exhaust memory
/// or keep the tool busy for hours. Each limit is far above what a tutorial needs.
public enum SpecLimits {
    /// Rows a fixture may create (the engines are benchmarked at this size).
    public static let rows = 1_000_000
    /// Sections a `table sections` fixture may declare.
    public static let sections = 1_000
    /// Levels of a `tree`.
    public static let treeDepth = 100
    /// Characters of a `label`'s text.
    public static let labelCharacters = 20_000
    /// Seconds of one `wait`, `hold`, `long-press … for` or `minimum press` (a hold runs every frame).
    public static let seconds = 600.0
    /// Points of a width, height, header height or edge range.
    public static let length = 5_000.0
    /// The smallest row height, so that a viewport never shows more than a few hundred rows.
    public static let minimumRowHeight = 10.0
    /// Characters of a title, title pattern, action title, suffix or expected text.
    public static let stringCharacters = 200
    /// Points of a translation, offset, velocity or finger position.
    public static let coordinate = 1_000_000_000.0
}
