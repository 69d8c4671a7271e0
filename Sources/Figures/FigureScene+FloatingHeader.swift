import ExpandEngine
import TableModel

extension FigureScene {
    /// What a figure shows of a floating header: its height now, against its full and pinned heights, where its
    /// picture is, and its controls.
    struct FloatingHeaderItem: Equatable, Sendable {
        struct Control: Equatable, Sendable {
            var title: String
            var width: Double
        }

        /// The header's height now (its top is at viewport y 0).
        var height: Double
        var fullHeight: Double
        var pinnedHeight: Double
        /// The picture's vertical offset (parallax) and scale (a pull).
        var pictureOffset: Double
        var pictureScale: Double
        var controls: [Control]
        var passesTouches: Bool

        /// Shrunk to its pinned height while the table scrolls on under it.
        var isPinned: Bool { height <= pinnedHeight + 0.005 && fullHeight > pinnedHeight }
        /// Taller than its full height: a pull holds the table below its top.
        var isStretched: Bool { height > fullHeight + 0.005 }

        init(_ header: FloatingHeader, in table: Table) {
            height = header.height(in: table)
            fullHeight = header.fullHeight
            pinnedHeight = header.pinnedHeight
            pictureOffset = header.pictureOffset(in: table)
            pictureScale = header.pictureScale(in: table)
            controls = header.buttons.map { Control(title: $0.title, width: $0.width) }
            passesTouches = header.passesTouches
        }
    }
}
