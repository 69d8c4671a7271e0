import EngineMessages
import ExpandEngine
import TableModel

/// The floating header: settings, the pull, drags and taps that start on it, and where rows are in the viewport.
extension TableScene {
    /// Puts a floating header of full height `fullHeight`, pinned at `pinnedHeight`, above the table (replacing any
    /// header before it); the table's top content inset becomes `fullHeight`.
    /// - Throws: a `Refusal` for heights that make no header.
    public mutating func setHeader(fullHeight: Double, pinnedHeight: Double = 0) throws(Refusal) {
        var made = try FloatingHeader(fullHeight: fullHeight, pinnedHeight: pinnedHeight)
        if let header {
            made.buttons = header.buttons
            made.passesTouches = header.passesTouches
        }
        made.install(in: &table)
        header = made
        settle()
    }

    /// Sets the header's controls.
    /// - Throws: `FloatingHeader/missing` without a header.
    public mutating func setHeaderButtons(_ buttons: [FloatingHeader.Button]) throws(Refusal) {
        try requireHeader()
        header?.buttons = buttons
    }

    /// Whether a touch on the header away from its controls reaches the table.
    /// - Throws: `FloatingHeader/missing` without a header.
    public mutating func setHeaderPassesTouches(_ on: Bool) throws(Refusal) {
        try requireHeader()
        header?.passesTouches = on
    }

    /// A finger drags the table `distance` points below its top and stays down.
    /// - Throws: `FloatingHeader/missing` without a header; a `Refusal` naming the gesture that holds the finger
    ///   when one does (see ``OneFinger``), or for a negative distance.
    public mutating func pullDown(_ distance: Double) throws(Refusal) {
        var header = try requireHeader()
        try finger.requireUp()
        try header.pullDown(distance, in: &table)
        try finger.touchDown(.pull(distance: distance))
        self.header = header
        settle()
    }

    /// A vertical drag that starts on the header away from its controls, then lifts: the table scrolls by
    /// `−translation` when the header passes touches on, and nothing happens otherwise.
    /// - Throws: `FloatingHeader/missing` without a header; a `Refusal` naming the gesture that holds the finger
    ///   when one does.
    public mutating func panHeader(by translation: Double) throws(Refusal) {
        var header = try requireHeader()
        try finger.requireUp()
        try header.pan(by: translation, in: &table)
        self.header = header
        settle()
    }

    /// Taps a control on the header.
    /// - Throws: `FloatingHeader/missing` without a header; a `Refusal` naming a title no control has.
    public mutating func tapHeaderButton(_ title: String) throws(Refusal) {
        let header = try requireHeader()
        try header.tap(title, in: &table)
        settle()
    }

    /// The header, when the scene has one.
    /// - Throws: `FloatingHeader/missing`, which says to add `header view`.
    @discardableResult
    public func requireHeader() throws(Refusal) -> FloatingHeader {
        guard let header else { throw FloatingHeader.missing }
        return header
    }

    /// A shown row's top in viewport coordinates: the table's top inset plus its content top, less the offset.
    public func viewportTop(of path: RowPath) -> Double {
        table.viewportY(ofContentY: table.frame(of: path).y)
    }
}
