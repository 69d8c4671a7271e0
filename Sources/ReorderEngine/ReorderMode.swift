/// How a dragged row changes places with the row under the finger.
public enum ReorderMode: Equatable, Sendable {
    /// Remove from the old index path, insert at the new one; the rows between shift by one (`UITableView`).
    case move
    /// Swap the two rows; identical for neighbours, but a fast drag that skips rows scrambles them.
    case exchange
}
