import UIKit

/// Where a view is on screen now: its presentation layer's values (model values plus what running animations still
/// add), up through every superview to the window, so a row in the middle of a snap animation is read where a
/// person sees it, not where it will end.
///
/// Documentation: https://developer.apple.com/documentation/quartzcore/calayer/presentation()
@MainActor enum PresentedGeometry {
    /// The view's bounds in window coordinates, every transform and running animation applied (the box around the
    /// four corners).
    static func windowFrame(of view: UIView) -> CGRect {
        let bounds = view.layer.presentedValues().bounds
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let chain = presentedChain(from: view)
        let points = corners.map { toWindow($0, through: chain) }
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The view's bounds in window coordinates with its own transform left out (its ancestors' applied): where it
    /// would be if only its frame placed it.
    static func untransformedMinX(of view: UIView) -> CGFloat {
        let layer = view.layer.presentedValues()
        let local = layer.position.x - layer.anchorPoint.x * layer.bounds.width
        guard let superview = view.superview, !(view is UIWindow) else { return local }
        return toWindow(CGPoint(x: local, y: layer.position.y), from: superview).x
    }

    /// A point in `view`'s coordinates, in the window's.
    static func toWindow(_ point: CGPoint, from view: UIView) -> CGPoint {
        toWindow(point, through: presentedChain(from: view))
    }

    /// The presented values of `view` and each ancestor below the window, innermost first: what carries a point
    /// from `view`'s coordinates to the window's.
    private static func presentedChain(from view: UIView) -> [PresentedLayerValues] {
        var chain: [PresentedLayerValues] = []
        var current: UIView = view
        while !(current is UIWindow), let superview = current.superview {
            chain.append(current.layer.presentedValues())
            current = superview
        }
        return chain
    }

    private static func toWindow(_ point: CGPoint, through chain: [PresentedLayerValues]) -> CGPoint {
        var point = point
        for layer in chain {
            let bounds = layer.bounds
            let local = CGPoint(x: point.x - bounds.minX - layer.anchorPoint.x * bounds.width,
                                y: point.y - bounds.minY - layer.anchorPoint.y * bounds.height)
            let moved = local.applying(layer.transform)
            point = CGPoint(x: moved.x + layer.position.x, y: moved.y + layer.position.y)
        }
        return point
    }

    /// The opacity a person sees: the view's presented alpha times its ancestors'.
    static func shownAlpha(of view: UIView) -> Double {
        var alpha = 1.0
        var current: UIView? = view
        while let each = current {
            alpha *= Double(each.layer.presentedValues().opacity)
            current = each.superview
        }
        return alpha
    }

    /// Whether the view or an ancestor is hidden.
    static func isHidden(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let each = current {
            if each.isHidden { return true }
            current = each.superview
        }
        return false
    }
}
