import Foundation

extension UIView {
    /// Places the subviews that Auto Layout positions (`translatesAutoresizingMaskIntoConstraints == false`) by
    /// solving the active constraints that relate them. Without the solver module nothing is placed.
    func applyConstraintLayout() {}
}

extension UITableViewCell {
    /// The content view's height from its constraints at `width`; nil without the solver.
    func constraintFittingHeight(width: CGFloat) -> CGFloat? { nil }
}
