import Foundation
import LayoutSolver

extension UIView {
    /// Places the subviews that Auto Layout positions (`translatesAutoresizingMaskIntoConstraints == false`) by
    /// solving, with the Cassowary solver (``LayoutSolver``), the active constraints that relate them, their
    /// intrinsic content sizes (compression resistance 750, hugging 250, as UIKit's defaults) and a weak wish to stay
    /// where they are (so an under-constrained view keeps its frame). A view's own edges are its bounds' size from
    /// the origin (a scroll view's content edges, as UIKit pins subviews of a scroll view to its content). A required
    /// constraint that cannot be satisfied is left out and logged, as UIKit's "Unable to simultaneously satisfy
    /// constraints".
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/view_layout and
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint
    func applyConstraintLayout() {
        let managed = subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        guard !managed.isEmpty else { return }
        let constraints = activeConstraints(relating: managed)
        guard !constraints.isEmpty else { return }
        var system = ConstraintSystem(root: self, rootHeightIsFree: false, managed: managed)
        guard let frames = system.solve(constraints) else { return }
        for (view, frame) in zip(managed, frames) where view.frame != frame { view.frame = frame }
    }

    /// The active constraints that relate at least one of `views`: those held here or above, and those the views
    /// hold themselves (a constraint on a view's own size, such as `widthAnchor.constraint(equalToConstant:)`, is
    /// installed on that view, its items' nearest common ancestor).
    func activeConstraints(relating views: [UIView]) -> [NSLayoutConstraint] {
        let ids = Set(views.map(ObjectIdentifier.init))
        var holders: [UIView] = []
        var holder: UIView? = self
        while let view = holder {
            holders.append(view)
            holder = view.superview
        }
        holders += views
        return holders.flatMap(\.ownConstraints).filter { constraint in
            [constraint.firstItem, constraint.secondItem].contains { item in
                (item as? UIView).map { ids.contains(ObjectIdentifier($0)) } ?? false
            }
        }
    }
}

extension UITableViewCell {
    /// The content view's height from its constraints at `width`: the smallest height the constraints allow when
    /// the content view's height is free. Nil when no constraint places its subviews.
    func constraintFittingHeight(width: CGFloat) -> CGFloat? {
        let managed = contentView.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        guard !managed.isEmpty else { return nil }
        let constraints = contentView.activeConstraints(relating: managed)
        guard !constraints.isEmpty else { return nil }
        let saved = contentView.frame
        contentView.frame.size.width = width
        defer { contentView.frame = saved }
        var system = ConstraintSystem(root: contentView, rootHeightIsFree: true, managed: managed)
        guard system.solve(constraints) != nil, let height = system.rootHeight else { return nil }
        return ceil(height)
    }
}

/// One layout pass's linear system: four variables per placed view, in the root's coordinates.
@MainActor struct ConstraintSystem {
    let root: UIView
    let rootHeightIsFree: Bool
    let managed: [UIView]
    private var solver = LayoutSolver()
    private var variables: [ObjectIdentifier: (x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable)] = [:]
    private var rootHeightVariable: LayoutVariable?
    private(set) var rootHeight: CGFloat?

    init(root: UIView, rootHeightIsFree: Bool, managed: [UIView]) {
        self.root = root
        self.rootHeightIsFree = rootHeightIsFree
        self.managed = managed
    }

    /// Solves, with the intrinsic sizes measured at the solved widths (a second pass for wrapping labels); returns
    /// each managed view's frame, or nil when nothing could be solved.
    mutating func solve(_ constraints: [NSLayoutConstraint]) -> [CGRect]? {
        var widths: [ObjectIdentifier: CGFloat] = [:]
        var frames: [CGRect] = []
        for _ in 0..<2 {
            guard let solved = solveOnce(constraints, labelWidths: widths) else { return nil }
            frames = solved
            let newWidths = Dictionary(uniqueKeysWithValues: zip(managed.map(ObjectIdentifier.init), frames.map(\.width)))
            guard managed.contains(where: { ($0 as? UILabel)?.numberOfLines != 1 && $0 is UILabel }), newWidths != widths else { break }
            widths = newWidths
        }
        return frames
    }

    private mutating func solveOnce(_ constraints: [NSLayoutConstraint], labelWidths: [ObjectIdentifier: CGFloat]) -> [CGRect]? {
        solver = LayoutSolver()
        variables = [:]
        for view in managed {
            let name = "\(type(of: view))"
            variables[ObjectIdentifier(view)] = (solver.newVariable(name + ".x"), solver.newVariable(name + ".y"),
                                                 solver.newVariable(name + ".width"), solver.newVariable(name + ".height"))
        }
        if rootHeightIsFree {
            let height = solver.newVariable("root.height")
            rootHeightVariable = height
            add(LayoutConstraintSpec(LayoutExpression(height), .greaterThanOrEqual, LayoutExpression(constant: 0)))
            add(LayoutConstraintSpec(LayoutExpression(height), .equal, LayoutExpression(constant: 0), priority: LayoutConstraintSpec.fittingSizeLevel))
        }
        for constraint in constraints { add(constraint) }
        for view in managed { addIntrinsicSize(of: view, labelWidth: labelWidths[ObjectIdentifier(view)]) }
        for view in managed { addStay(view) }
        let frames = managed.map { view -> CGRect in
            guard let v = variables[ObjectIdentifier(view)] else { return view.frame }
            return CGRect(x: solver.value(of: v.x), y: solver.value(of: v.y), width: max(0, solver.value(of: v.w)), height: max(0, solver.value(of: v.h)))
        }
        rootHeight = rootHeightVariable.map { CGFloat(solver.value(of: $0)) }
        return frames
    }

    private mutating func add(_ spec: LayoutConstraintSpec) {
        do {
            _ = try solver.add(spec)
        } catch {
            root.activeRuntime?.log("Unable to simultaneously satisfy constraints. Will attempt to recover by breaking constraint \(spec)")
        }
    }

    private mutating func add(_ constraint: NSLayoutConstraint) {
        guard let first = expression(constraint.firstItem, constraint.firstAttribute) else { return }
        var second = LayoutExpression(constant: Double(constraint.constant))
        if let item = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let other = expression(item, constraint.secondAttribute) else { return }
            second = other.scaled(by: Double(constraint.multiplier)) + Double(constraint.constant)
        }
        let relation: LayoutRelation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        add(LayoutConstraintSpec(first, relation, second, priority: min(max(constraint.priority.rawValue, 1), 1000)))
    }

    /// Compression resistance (750) and hugging (250) around the view's intrinsic size.
    private mutating func addIntrinsicSize(of view: UIView, labelWidth: CGFloat?) {
        guard let v = variables[ObjectIdentifier(view)] else { return }
        var size = view.intrinsicContentSize
        if let label = view as? UILabel, label.numberOfLines != 1, let labelWidth {
            size.height = label.sizeThatFits(CGSize(width: labelWidth, height: .greatestFiniteMagnitude)).height
        }
        for (variable, value) in [(v.w, size.width), (v.h, size.height)] where value >= 0 {
            add(LayoutConstraintSpec(LayoutExpression(variable), .greaterThanOrEqual, LayoutExpression(constant: Double(value)), priority: 750))
            add(LayoutConstraintSpec(LayoutExpression(variable), .lessThanOrEqual, LayoutExpression(constant: Double(value)), priority: 250))
        }
    }

    /// The weakest wish: stay at the current frame.
    private mutating func addStay(_ view: UIView) {
        guard let v = variables[ObjectIdentifier(view)] else { return }
        let frame = view.frame
        for (variable, value) in [(v.x, frame.minX), (v.y, frame.minY), (v.w, frame.width), (v.h, frame.height)] {
            add(LayoutConstraintSpec(LayoutExpression(variable), .equal, LayoutExpression(constant: Double(value)), priority: 1))
        }
    }

    /// The edges of an item: a placed view's variables, the root's size from the origin, another view's or guide's
    /// current rectangle in the root's coordinates.
    private func edges(of item: AnyObject) -> (x: LayoutExpression, y: LayoutExpression, w: LayoutExpression, h: LayoutExpression, margins: UIEdgeInsets)? {
        if let view = item as? UIView {
            if let v = variables[ObjectIdentifier(view)] {
                return (LayoutExpression(v.x), LayoutExpression(v.y), LayoutExpression(v.w), LayoutExpression(v.h), view.layoutMargins)
            }
            if view === root {
                let height = rootHeightVariable.map { LayoutExpression($0) } ?? LayoutExpression(constant: Double(root.bounds.height))
                return (LayoutExpression(constant: 0), LayoutExpression(constant: 0), LayoutExpression(constant: Double(root.bounds.width)), height, view.layoutMargins)
            }
            return fixed(view.convert(view.bounds, to: root), margins: view.layoutMargins)
        }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, let base = edges(of: owner) else { return nil }
        let insets: UIEdgeInsets = switch guide.kind {
        case .margins: owner.layoutMargins
        case .safeArea: owner.safeAreaInsets
        case .custom: UIEdgeInsets(top: guide.solvedFrame.minY, left: guide.solvedFrame.minX, bottom: 0, right: 0)
        }
        return (base.x + Double(insets.left), base.y + Double(insets.top), base.w - Double(insets.left + insets.right),
                base.h - Double(insets.top + insets.bottom), .zero)
    }

    private func fixed(_ rect: CGRect, margins: UIEdgeInsets) -> (x: LayoutExpression, y: LayoutExpression, w: LayoutExpression, h: LayoutExpression, margins: UIEdgeInsets) {
        (LayoutExpression(constant: Double(rect.minX)), LayoutExpression(constant: Double(rect.minY)),
         LayoutExpression(constant: Double(rect.width)), LayoutExpression(constant: Double(rect.height)), margins)
    }

    /// The expression of `attribute` of `item`.
    private func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> LayoutExpression? {
        guard let item, let e = edges(of: item) else { return nil }
        let m = e.margins
        switch attribute {
        case .left, .leading: return e.x
        case .right, .trailing: return e.x + e.w
        case .top, .firstBaseline: return e.y
        case .bottom, .lastBaseline: return e.y + e.h
        case .width: return e.w
        case .height: return e.h
        case .centerX: return e.x + e.w * 0.5
        case .centerY: return e.y + e.h * 0.5
        case .leftMargin, .leadingMargin: return e.x + Double(m.left)
        case .rightMargin, .trailingMargin: return e.x + e.w - Double(m.right)
        case .topMargin: return e.y + Double(m.top)
        case .bottomMargin: return e.y + e.h - Double(m.bottom)
        case .centerXWithinMargins:
            let shift: Double = Double(m.left - m.right) / 2
            return e.x + e.w * 0.5 + shift
        case .centerYWithinMargins:
            let shift: Double = Double(m.top - m.bottom) / 2
            return e.y + e.h * 0.5 + shift
        case .notAnAttribute: return nil
        }
    }
}
