import HTML
/// Drawing the floating header of chapter 13: a band from the viewport's top, its picture (moved by the parallax,
/// scaled by a pull, clipped to the band), its controls along the top, and a dashed line at its full height when it
/// has shrunk or stretched.
extension WorldFigure {
    static let headerControlHeight: Double = 28

    func floatingHeader(_ item: FigureScene.FloatingHeaderItem) -> Markup {
        let width = scene.width
        let height = min(max(item.height, 0), scene.viewportHeight)
        let state = item.isStretched ? "stretched" : item.isPinned ? "pinned" : "resting"
        var parts: [Markup] = [
            "<rect class=\"floating-header-background\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/>",
        ]
        // The picture: full height × scale, scaled from its top edge, moved by the parallax offset.
        let pictureHeight = item.fullHeight * item.pictureScale
        let pictureWidth = width * item.pictureScale
        let left = (width - pictureWidth) / 2, top = item.pictureOffset
        parts.append("<rect class=\"header-picture\" x=\"\(left)\" y=\"\(top)\" width=\"\(pictureWidth)\" height=\"\(pictureHeight)\"/>")
        // A hill and a sun in the picture, so that its movement and scale show.
        func point(_ fx: Double, _ fy: Double) -> String {
            "\(SVGNumber.format(left + fx * pictureWidth)),\(SVGNumber.format(top + fy * pictureHeight))"
        }
        parts.append("<polygon class=\"header-picture-mark\" points=\"\(point(0.15, 0.9)) \(point(0.45, 0.35)) \(point(0.75, 0.9))\"/>")
        parts.append("<circle class=\"header-picture-mark\" cx=\"\(left + 0.78 * pictureWidth)\" cy=\"\(top + 0.3 * pictureHeight)\" r=\"\(0.08 * pictureHeight)\"/>")
        var x = 8.0
        for control in item.controls where height >= Self.headerControlHeight + 8 {
            let controlWidth = max(control.width, 1)
            let title = TextFitting.fit(control.title, width: max(controlWidth - 6, 0), fontSize: Self.actionTitleSize)
            parts.append("<rect class=\"header-control\" x=\"\(x)\" y=\"8\" width=\"\(controlWidth)\" height=\"\(Self.headerControlHeight)\" rx=\"6\"/>")
            parts.append("<text class=\"header-control-title\" x=\"\(x + controlWidth / 2)\" y=\"\(8 + Self.headerControlHeight / 2)\" text-anchor=\"middle\" dominant-baseline=\"central\">\(title)</text>")
            x += controlWidth + 8
        }
        parts.append("<line class=\"floating-header-edge\" x1=\"0\" y1=\"\(height - 0.5)\" x2=\"\(width)\" y2=\"\(height - 0.5)\"/>")
        var marks: [Markup] = []
        if abs(item.height - item.fullHeight) > 0.005, item.fullHeight <= scene.viewportHeight {
            marks.append("<line class=\"floating-header-full\" x1=\"0\" y1=\"\(item.fullHeight)\" x2=\"\(width)\" y2=\"\(item.fullHeight)\"/>")
        }
        let touches = item.passesTouches ? "passes-touches" : "swallows-touches"
        return "<g class=\"floating-header \(state) \(touches)\"><svg x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\">\(parts.joined())</svg>\(marks.joined())</g>"
    }
}
