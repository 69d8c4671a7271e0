import Testing
import LayoutSolver
import TestSupport

/// A view's frame as Auto Layout sees it horizontally: left, width and the derived right and centre.
struct HorizontalFrame {
    let left: LayoutVariable
    let width: LayoutVariable
    let right: LayoutVariable
    let centerX: LayoutVariable

    /// A view's variables, with `right == left + width` and `centerX == left + width / 2` (required), as UIKit
    /// derives anchors from the frame.
    init(_ name: String, in solver: inout LayoutSolver) throws {
        left = solver.newVariable("\(name).left")
        width = solver.newVariable("\(name).width")
        right = solver.newVariable("\(name).right")
        centerX = solver.newVariable("\(name).centerX")
        try solver.add(right == left + width)
        try solver.add(centerX == left + 0.5 * width)
    }

    /// The label's intrinsic width as UIKit turns it into constraints: hugging (`width <= intrinsic`) and
    /// compression resistance (`width >= intrinsic`), each an optional inequality at its priority.
    func intrinsicWidth(_ width: Double, hugging: Float = 250, resistance: Float = 750, in solver: inout LayoutSolver) throws {
        try solver.add((self.width <= width).priority(hugging))
        try solver.add((self.width >= width).priority(resistance))
    }
}

@Suite("Layout solver: view layouts as UIKit writes them")
struct ViewLayoutTests {
    /// A 320-point-wide superview at x = 0.
    func superview(_ solver: inout LayoutSolver) throws -> HorizontalFrame {
        let frame = try HorizontalFrame("superview", in: &solver)
        try solver.add(frame.left == 0)
        try solver.add(frame.width == 320)
        return frame
    }

    @Test func leadingTrailingWidthAndCenterX() throws {
        var solver = LayoutSolver()
        let parent = try superview(&solver)
        let banner = try HorizontalFrame("banner", in: &solver)
        try solver.add(banner.left == parent.left + 20)
        try solver.add(banner.right == parent.right - 20)
        let button = try HorizontalFrame("button", in: &solver)
        try solver.add(button.width == 100)
        try solver.add(button.centerX == parent.centerX)
        let half = try HorizontalFrame("half", in: &solver)
        try solver.add(half.width == 0.5 * parent.width)
        try solver.add(half.right == parent.right - 10)
        expect(close(solver.value(of: banner.width), 280))
        expect(close(solver.value(of: banner.centerX), 160))
        expect(close(solver.value(of: button.left), 110))
        expect(close(solver.value(of: button.right), 210))
        expect(close(solver.value(of: half.left), 150))
    }

    @Test func aLabelKeepsItsIntrinsicWidthWhenItFits() throws {
        var solver = LayoutSolver()
        let parent = try superview(&solver)
        let label = try HorizontalFrame("label", in: &solver)
        try label.intrinsicWidth(200, in: &solver)
        try solver.add(label.left == parent.left + 20)
        try solver.add(label.right <= parent.right - 20)
        expect(close(solver.value(of: label.width), 200))
    }

    @Test func requiredEdgesStretchALabelAgainstItsHugging() throws {
        var solver = LayoutSolver()
        let parent = try superview(&solver)
        let label = try HorizontalFrame("label", in: &solver)
        try label.intrinsicWidth(200, in: &solver)
        try solver.add(label.left == parent.left + 20)
        let trailing = try solver.add(label.right == parent.right - 20)
        expect(close(solver.value(of: label.width), 280))
        // Deactivating the trailing constraint lets the label hug its content again.
        solver.remove(trailing)
        expect(close(solver.value(of: label.width), 200))
    }

    @Test func requiredEdgesCompressALabelAgainstItsResistance() throws {
        var solver = LayoutSolver()
        let parent = try superview(&solver)
        let label = try HorizontalFrame("label", in: &solver)
        try label.intrinsicWidth(400, in: &solver)
        try solver.add(label.left == parent.left + 20)
        try solver.add(label.right <= parent.right - 20)
        expect(close(solver.value(of: label.width), 280))
    }

    @Test func theLowerCompressionResistanceIsCompressedFirst() throws {
        var solver = LayoutSolver()
        let parent = try superview(&solver)
        let title = try HorizontalFrame("title", in: &solver)
        let detail = try HorizontalFrame("detail", in: &solver)
        try title.intrinsicWidth(200, resistance: 750, in: &solver)
        try detail.intrinsicWidth(150, resistance: 749, in: &solver)
        try solver.add(title.left == parent.left + 16)
        try solver.add(detail.left == title.right + 8)
        try solver.add(detail.right <= parent.right - 16)
        expect(close(solver.value(of: title.width), 200))
        expect(close(solver.value(of: detail.width), 80))
    }

    @Test func theLowerHuggingIsStretchedFirst() throws {
        var solver = LayoutSolver()
        let parent = try superview(&solver)
        let title = try HorizontalFrame("title", in: &solver)
        let detail = try HorizontalFrame("detail", in: &solver)
        try title.intrinsicWidth(100, hugging: 251, in: &solver)
        try detail.intrinsicWidth(80, hugging: 250, in: &solver)
        try solver.add(title.left == parent.left + 16)
        try solver.add(detail.left == title.right + 8)
        try solver.add(detail.right == parent.right - 16)
        expect(close(solver.value(of: title.width), 100))
        expect(close(solver.value(of: detail.width), 180))
    }

    @Test func theCatalogsExample() throws {
        // The example of LayoutSolver.docc, line for line.
        var solver = LayoutSolver()
        let left = solver.newVariable("label.left")
        let width = solver.newVariable("label.width")
        try solver.add(left == 20)
        try solver.add(left + width <= 300)
        try solver.add((width <= 200).priority(250))
        try solver.add((width >= 200).priority(750))
        let pin = try solver.add(left + width == 320 - 20)
        expect(close(solver.value(of: width), 280))
        try solver.updateConstant(pin, to: 200)
        expectEqual(solver.constraint(pin)?.description, "label.left + label.width == 200")
        expect(close(solver.value(of: width), 180))
        solver.remove(pin)
        expect(close(solver.value(of: width), 200))
    }

    @Test func aChainOfEqualWidthViewsFillsTheSuperview() throws {
        var solver = LayoutSolver()
        let parent = try superview(&solver)
        var views: [HorizontalFrame] = []
        for index in 0..<20 {
            let view = try HorizontalFrame("view\(index)", in: &solver)
            try solver.add(view.left == (views.last?.right ?? parent.left) + 4)
            if let first = views.first { try solver.add(view.width == first.width) }
            views.append(view)
        }
        try solver.add(views[19].right == parent.right - 4)
        // 21 gaps of 4 points leave 236 points for 20 views.
        for view in views { expect(close(solver.value(of: view.width), 11.8)) }
        expect(close(solver.value(of: views[10].left), 4 + 10 * 15.8))
    }

    @Test func aDraggedViewStopsAtItsBoundsAndSpringsBack() throws {
        var solver = LayoutSolver()
        let parent = try superview(&solver)
        let thumb = try HorizontalFrame("thumb", in: &solver)
        try solver.add(thumb.width == 40)
        try solver.add(thumb.left >= parent.left)
        try solver.add(thumb.right <= parent.right)
        let rest = try solver.add((thumb.left == parent.left + 10).priority(250))
        try solver.addEditVariable(thumb.centerX, priority: 500)
        try solver.suggest(thumb.centerX, value: 200)
        expect(close(solver.value(of: thumb.left), 180))
        try solver.suggest(thumb.centerX, value: 1000)
        expect(close(solver.value(of: thumb.right), 320))
        solver.removeEditVariable(thumb.centerX)
        expect(close(solver.value(of: thumb.left), 10))
        try solver.updateConstant(rest, to: 100)
        expect(close(solver.value(of: thumb.left), 100))
    }
}
