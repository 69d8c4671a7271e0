/// Whether expanding one section (or tree row) closes the others.
public enum ExpandMode: Equatable, Sendable {
    /// Each section opens and closes on its own.
    case independent
    /// Opening one closes every other open one among its siblings, in the same batch.
    case accordion
}

/// How a toggle reports its row changes to the table.
public enum UpdateReporting: Equatable, Sendable {
    /// One batch that reports every row that changed, in every section: always valid.
    case batched
    /// Only the tapped section's rows, like code that reloads just that section; with accordion mode the
    /// counts of the other sections do not add up and `UITableView` rejects the update.
    case naive
}
