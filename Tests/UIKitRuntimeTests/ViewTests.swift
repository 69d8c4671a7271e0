import Testing
import UIKit
import TestSupport

/// Views: geometry, hierarchy, hit-testing, layout order, autoresizing and snapshots, from Apple's documentation.
@MainActor @Suite struct ViewTests {
    @Test func frameIsCenterAndBoundsAndATransformActsAroundTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        expectEqual(view.center, CGPoint(x: 60, y: 40))
        expectEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 40))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        expectEqual(view.frame, CGRect(x: 35, y: 30, width: 50, height: 20))
        expectEqual(view.bounds.size, CGSize(width: 100, height: 40))
    }

    @Test func anAnchorPointAtTheTopScalesDownFromTheTop() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        expectEqual(view.frame, CGRect(x: 80, y: 0, width: 160, height: 90))
    }

    @Test func convertingFollowsBoundsOriginAndTransforms() {
        let window = UIKitRuntime().window
        let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 400))
        scroller.bounds.origin.y = 50
        let row = UIView(frame: CGRect(x: 0, y: 60, width: 320, height: 44))
        window.addSubview(scroller)
        scroller.addSubview(row)
        expectEqual(row.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 5, y: 115))
        expectEqual(row.convert(CGPoint(x: 5, y: 115), from: window), CGPoint(x: 5, y: 5))
        expectEqual(row.convert(row.bounds, to: scroller), CGRect(x: 0, y: 60, width: 320, height: 44))
    }

    @Test func hitTestingSkipsHiddenTransparentAndNonInteractiveViewsFrontToBack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: root.bounds)
        let front = UIView(frame: root.bounds)
        root.addSubview(back)
        root.addSubview(front)
        expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        front.isHidden = true
        expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        expectEqual(root.hitTest(CGPoint(x: 150, y: 50), with: nil), nil)
    }

    @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let outside = UIView(frame: CGRect(x: 60, y: 0, width: 20, height: 20))
        root.addSubview(child)
        child.addSubview(outside)
        expect(root.hitTest(CGPoint(x: 65, y: 5), with: nil) === root)
    }

    @Test func anOverriddenPointInsideWidensTheTouchArea() {
        final class Wide: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let wide = Wide(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(wide)
        expect(root.hitTest(CGPoint(x: 40, y: 60), with: nil) === wide)
    }

    @Test func aHeaderThatReturnsNilForItselfPassesTouchesThrough() {
        final class PassThrough: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let below = UIView(frame: root.bounds)
        let header = PassThrough(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        let back = UIButton(type: .system)
        back.frame = CGRect(x: 8, y: 8, width: 44, height: 44)
        root.addSubview(below)
        root.addSubview(header)
        header.addSubview(back)
        expect(root.hitTest(CGPoint(x: 200, y: 100), with: nil) === below)
        expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
    }

    @Test func setNeedsLayoutWaitsForTheEndOfTheTurnAndLayoutIfNeededLaysOutNow() {
        final class Logged: UIView {
            var log: [String] = []
            override func layoutSubviews() { super.layoutSubviews(); log.append("layout") }
        }
        let app = UIKitRuntime()
        let view = Logged(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.run { app.window.addSubview(view) }
        view.log = []
        app.run {
            view.setNeedsLayout()
            view.setNeedsLayout()
            expect(view.log.isEmpty)
        }
        expectEqual(view.log, ["layout"])
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        expectEqual(view.log, ["layout", "layout"])
    }

    @Test func aSuperviewLaysOutBeforeItsSubviews() {
        final class Logged: UIView {
            var name = ""
            var log: (String) -> Void = { _ in }
            override func layoutSubviews() { super.layoutSubviews(); log(name) }
        }
        var order: [String] = []
        let outer = Logged(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = Logged(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        outer.name = "outer"
        inner.name = "inner"
        outer.log = { order.append($0) }
        inner.log = { order.append($0) }
        outer.addSubview(inner)
        inner.layoutIfNeeded()
        expectEqual(order, ["outer", "inner"])
    }

    @Test func changingTheSizeMarksTheViewForLayoutAndMovingItDoesNot() {
        final class Counted: UIView {
            var layouts = 0
            override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
        }
        let view = Counted(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.frame.origin.x = 5
        view.layoutIfNeeded()
        expectEqual(view.layouts, 1)
        view.frame.size.width = 20
        view.layoutIfNeeded()
        expectEqual(view.layouts, 2)
    }

    @Test func flexibleWidthSharesTheWholeChangeWithTheWidth() {
        let header = UIView(frame: .zero)
        let picture = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        picture.autoresizingMask = [.flexibleWidth]
        header.addSubview(picture)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
        // Chapter 13's bug: on a zero-size header the picture grows by the header's whole width.
        expectEqual(picture.frame.width, 640)
    }

    @Test func flexibleMarginsShareTheChangeInProportion() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 60, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame.size.width = 140
        expectEqual(child.frame.minX, 20)
        expectEqual(child.frame.width, 60)
    }

    @Test func aSnapshotHasTheSourcesSizeAndPicturesItsText() throws {
        let cell = UIView(frame: CGRect(x: 0, y: 88, width: 320, height: 44))
        let label = UILabel(frame: CGRect(x: 16, y: 0, width: 200, height: 44))
        label.text = "Song 3"
        cell.addSubview(label)
        let snapshot = try require(cell.snapshotView(afterScreenUpdates: false) as? UISnapshotView)
        expectEqual(snapshot.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        expectEqual(snapshot.picturedText, ["Song 3"])
        expect(snapshot.source === cell)
    }

    @Test func movingIntoAWindowCallsTheHooksInOrder() {
        final class Hooked: UIView {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
            override func didMoveToWindow() { log.append("didMoveToWindow") }
        }
        let app = UIKitRuntime()
        let view = Hooked(frame: .zero)
        app.window.addSubview(view)
        expect(view.window === app.window)
        expectEqual(view.log, ["willMoveToSuperview", "willMoveToWindow", "didMoveToSuperview", "didMoveToWindow"])
        view.removeFromSuperview()
        expectEqual(view.window, nil)
    }

    @Test func theRootViewControllerLoadsAndAppearsInUIKitsOrder() {
        final class Screen: UIViewController {
            var log: [String] = []
            override func viewDidLoad() { log.append("viewDidLoad") }
            override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
            override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
            override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
        }
        let app = UIKitRuntime()
        let screen = Screen()
        app.window.rootViewController = UINavigationController(rootViewController: screen)
        app.window.makeKeyAndVisible()
        expectEqual(Array(screen.log.prefix(3)), ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews"])
        expectEqual(screen.log.last, "viewDidAppear")
        expect(screen.view.window === app.window)
        expectEqual(screen.view.frame, app.window.bounds)
        expect(screen.navigationController != nil)
    }
}
