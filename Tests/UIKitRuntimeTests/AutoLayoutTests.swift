import Testing
import UIKit
import TestSupport

/// Auto Layout on the Cassowary solver, from Apple's documentation of `NSLayoutConstraint` and "Anatomy of a
/// constraint": constants, priorities, inequalities, activation, `layoutIfNeeded` and self-sizing cells.
@MainActor @Suite struct AutoLayoutTests {
    /// A 320 × 568 root view with one Auto Layout subview.
    private func root(with child: UIView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        return root
    }

    @Test func edgesPinnedWithConstantsPlaceTheView() {
        let child = UIView()
        let root = root(with: child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        expectEqual(child.frame, CGRect(x: 16, y: 20, width: 288, height: 44))
    }

    @Test func changingAConstantMovesTheViewAtTheNextLayoutPass() {
        let child = UIView()
        let root = root(with: child)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([
            leading,
            child.widthAnchor.constraint(equalTo: root.widthAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        expectEqual(child.frame.minX, 0)
        leading.constant = -80
        root.layoutIfNeeded()
        expectEqual(child.frame, CGRect(x: -80, y: 0, width: 320, height: 44))
    }

    @Test func aRequiredInequalityBeatsAnOptionalEquality() {
        let child = UIView()
        let root = root(with: child)
        let wish = child.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
            wish,
        ])
        root.layoutIfNeeded()
        expectEqual(child.frame.width, 320)
    }

    @Test func aHigherPriorityWinsOverALowerOne() {
        let child = UIView()
        let root = root(with: child)
        let low = child.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = child.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            low, high,
        ])
        root.layoutIfNeeded()
        expectEqual(child.frame.width, 200)
        high.isActive = false
        root.layoutIfNeeded()
        expectEqual(child.frame.width, 100)
    }

    /// UIKit's arithmetic on priorities and font weights (`_UIKitNumericRawRepresentable`): the surface type-checks
    /// these forms, so the runtime must build and compute them.
    @Test func prioritiesAndFontWeightsHaveUIKitsArithmetic() {
        var priority = UILayoutPriority.defaultLow
        priority -= 1
        expectEqual(priority.rawValue, 249)
        priority += 2
        expectEqual((1 + priority).rawValue, 252)
        expectEqual((UILayoutPriority.defaultHigh - 50).rawValue, 700)
        let gap: Float = UILayoutPriority.required - UILayoutPriority.defaultHigh
        expectEqual(gap, 250)
        expect(UILayoutPriority.defaultLow < .defaultHigh)
        expect(UIFont.Weight.regular < .bold)
        expectEqual((UIFont.Weight.regular + 0.1).rawValue, 0.1)
    }

    @Test func deactivatingAConstraintLetsTheOtherOneDecide() {
        let child = UIView()
        let root = root(with: child)
        let left = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let right = child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        NSLayoutConstraint.activate([
            left,
            child.widthAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectEqual(child.frame.minX, 10)
        left.isActive = false
        right.isActive = true
        root.layoutIfNeeded()
        expectEqual(child.frame.minX, 210)
    }

    @Test func centeringAndMultipliersFollowTheLinearEquation() {
        let child = UIView()
        let root = root(with: child)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.25),
        ])
        root.layoutIfNeeded()
        expectEqual(child.frame, CGRect(x: 80, y: 264, width: 160, height: 40))
    }
}
