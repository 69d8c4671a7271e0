import AppScreen
import Messages

/// The floating header's gestures as touches on the reader's app (chapter 13), and its picture read from the screen.
///
/// - `pull down D` touches down on the table just below the header and drags down, at the pan speed, as far as
///   UIKit's rubber-banding needs for the content offset to be −D: `D × h / (0.55 × (h − D))` past the top, for a
///   table `h` points tall (plus whatever the list was scrolled by), and the finger stays down. A pull shorter than
///   the pan's 10-point start goes 12 points down first and comes back, as a person's finger would.
/// - `pan header by T` touches down on the header away from its controls (near its bottom edge for a drag up, near
///   its top for a drag down, so the finger stays on the screen), moves by T, rests 0.12 s and lifts: where the
///   touch goes is the app's hit-testing.
/// - `tap "Back" in header` taps the middle of the header's shown button with that title.
///
/// Documentation (the rubber-band the finger travels for): https://developer.apple.com/documentation/uikit/uiscrollview
enum AppHeader {
    /// The share of the finger's travel the content follows at a scroll view's edge (the runtime's
    /// `UIScrollView.rubberBandCoefficient`).
    static let rubberBandCoefficient = 0.55
    /// The travel a pan needs before it begins (the runtime's `UIPanGestureRecognizer.hysteresis`).
    static let panStart = 10.0

    /// The finger travel past a scroll view's limit that shows `overshoot` points beyond it, in a view `dimension`
    /// points long; `nil` when no travel reaches it (the rubber-band approaches the view's length, never reaches it).
    static func rubberBandTravel(forOvershoot overshoot: Double, dimension: Double) -> Double? {
        guard dimension > 0, overshoot >= 0, overshoot < dimension else { return nil }
        return overshoot * dimension / (rubberBandCoefficient * (dimension - overshoot))
    }

    static func pullDown(_ distance: Double) -> AppCommand {
        .touches(settles: false) { screen, driving in
            guard driving.finger == nil else { return .refused(AppGestureMessages.fingerDown) }
            guard let table = screen.table else { return .refused(AppHeaderMessages.noTable) }
            guard distance.isFinite, distance >= 0,
                  let past = rubberBandTravel(forOvershoot: distance, dimension: table.frame.height) else {
                return .refused(AppHeaderMessages.cannotPull(distance))
            }
            let travel = max(0, table.specContentOffset) + past
            var top = table.frame.y
            if let header = screen.headerView, !header.isHidden { top = max(top, header.frame.y + header.frame.height) }
            let start = AppPoint(x: table.frame.x + table.frame.width / 2, y: top + 10)
            let bottom = min(table.frame.y + table.frame.height, screen.window.y + screen.window.height)
            guard start.y + max(travel, panStart + 2) <= bottom else { return .refused(AppHeaderMessages.cannotPull(distance)) }
            var inputs: [AppInput] = [.touchDown(x: start.x, y: start.y)]
            if travel < panStart + 2 {
                inputs.append(.touchMove(x: start.x, y: start.y + panStart + 2, seconds: 1.0 / 60))
            }
            inputs.append(.touchMove(x: start.x, y: start.y + travel, seconds: max(1.0 / 60, travel / AppGestures.panSpeed)))
            driving.finger = AppPoint(x: start.x, y: start.y + travel)
            return .inputs(inputs)
        }
    }

    static func panHeader(by translation: Double) -> AppCommand {
        .touches(settles: true) { screen, driving in
            guard driving.finger == nil else { return .refused(AppGestureMessages.fingerDown) }
            guard let header = screen.headerView, !header.isHidden else { return .refused(AppHeaderMessages.noHeader) }
            let frame = header.frame
            let controls = buttons(in: header).map(\.frame)
            let ys = translation < 0 ? [frame.y + frame.height - 8, frame.y + frame.height / 2] : [frame.y + 8, frame.y + frame.height / 2]
            let xs = [frame.x + frame.width / 2, frame.x + frame.width - 12, frame.x + 12]
            let points = ys.flatMap { y in xs.map { AppPoint(x: $0, y: y) } }
            guard let start = points.first(where: { point in !controls.contains { $0.contains(point) } }) else {
                return .refused(AppHeaderMessages.noBackground)
            }
            let end = start.y + translation
            guard end >= screen.window.y, end <= screen.window.y + screen.window.height else { return .refused(AppHeaderMessages.offTheScreen(translation)) }
            return .inputs([.touchDown(x: start.x, y: start.y),
                            .touchMove(x: start.x, y: end, seconds: max(1.0 / 60, abs(translation) / AppGestures.panSpeed)),
                            .wait(seconds: 0.12), .touchUp])
        }
    }

    static func tapButton(_ title: String) -> AppCommand {
        .touches(settles: true) { screen, driving in
            guard let header = screen.headerView, !header.isHidden else { return .refused(AppHeaderMessages.noHeader) }
            let shown = buttons(in: header)
            guard let button = shown.first(where: { $0.text == title }) else {
                return .refused(AppHeaderMessages.noButton(title, shown: shown.compactMap(\.text)))
            }
            return AppGestures.tap(at: AppPoint(x: button.frame.x + button.frame.width / 2, y: button.frame.y + button.frame.height / 2), &driving)
        }
    }

    /// The buttons a person sees on the header (not hidden, not transparent), front to back as the tree lists them.
    static func buttons(in header: ScreenView) -> [ScreenView] {
        var found: [ScreenView] = []
        var queue = header.children.filter { !$0.isHidden && $0.alpha >= 0.01 }
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if view.type.contains("Button") {
                found.append(view)
                continue
            }
            queue += view.children.filter { !$0.isHidden && $0.alpha >= 0.01 }
        }
        return found
    }
}

extension Screen {
    /// The header's picture: the first image view inside the header view (``headerView``), breadth first.
    public var headerPicture: ScreenView? {
        guard let header = headerView else { return nil }
        var queue = header.children
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if view.type.contains("ImageView") { return view }
            queue += view.children
        }
        return nil
    }

    /// How far the picture's top is from the header's top, as a person sees it (negative: moved up).
    public var headerPictureOffset: Double? {
        guard let header = headerView, let picture = headerPicture else { return nil }
        return picture.frame.y - header.frame.y
    }

    /// How much larger the picture shows than the header it fills at rest: its shown width over the header's.
    public var headerPictureScale: Double? {
        guard let header = headerView, let picture = headerPicture, header.frame.width > 0 else { return nil }
        return picture.frame.width / header.frame.width
    }
}

extension ScreenRect {
    /// Whether `point` lies inside the rectangle (its edges included).
    func contains(_ point: AppPoint) -> Bool {
        point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
    }
}

/// What the app backend says about the floating header's gestures, in both languages.
enum AppHeaderMessages {
    static let noTable = LocalizedText("your app shows no table to pull", zh: "你的应用没有显示可以下拉的表格")
    static let noHeader = LocalizedText("your app shows no header view (a view whose type name has `Header` in it, above the table)",
                                        zh: "你的应用没有显示头部视图（表格上方、类型名里带 `Header` 的视图）")
    static let noBackground = LocalizedText("your app's header has no place away from its buttons to put the finger",
                                            zh: "你的应用的头部视图上没有避开按钮、可以放手指的地方")

    static func cannotPull(_ distance: Double) -> LocalizedText {
        LocalizedText("a finger on your app cannot pull the table \(SpecNumber.format(distance)) points down: the rubber-band stops short of it on this screen",
                      zh: "在你的应用上，手指无法把表格下拉 \(SpecNumber.format(distance)) 点：在这个屏幕上橡皮筋效果到不了那么远")
    }

    static func offTheScreen(_ translation: Double) -> LocalizedText {
        LocalizedText("a drag of \(SpecNumber.format(translation)) points from your app's header leaves the screen",
                      zh: "从你的应用的头部视图拖动 \(SpecNumber.format(translation)) 点会离开屏幕")
    }

    static func noButton(_ title: String, shown: [String]) -> LocalizedText {
        let list = shown.isEmpty ? "none" : shown.map(SpecString.quoted).joined(separator: ", ")
        return LocalizedText("your app's header has no button \(SpecString.quoted(title)): it shows \(list)",
                             zh: "你的应用的头部视图上没有按钮 \(SpecString.quoted(title))：它显示的是 \(shown.isEmpty ? "无" : list)")
    }
}
