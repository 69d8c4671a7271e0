/// Where a swipeable cell's open state lives when cells are reused.
public enum CellStateMode: Equatable, Sendable {
    /// The offset belongs to the cell object, so a reused cell shows it on another row (the classic bug).
    case naive
    /// Reuse closes the cell (`prepareForReuse`); a row scrolled away and back comes back closed.
    case reset
    /// Reset, plus the table remembers open rows by identity and re-opens them, unanimated, on screen.
    case remembered
}
