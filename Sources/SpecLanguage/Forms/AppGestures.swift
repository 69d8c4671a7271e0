import AppScreen
import Messages
import TableModel

/// The gestures as touches on the reader's app (chapter 00, "9. The finger"): each command's finger, worked out
/// from what the screen shows before it.
///
/// - A pan touches down on the row's middle at x = width − 20 (or its `from x`) and moves through each
///   translation at 1,000 points per second, one move per display frame; the finger stays down.
/// - A release rests the finger for 0.12 s, so that it has no speed left, and lifts it; `release with velocity v`
///   instead flicks it back by v / 60 and forward again in the last frame (the pan recognizer's velocity is the
///   travel of the last 0.1 s), so the finger lifts where it was, moving at v. `release … without waiting` lifts it
///   the same way and lets nothing settle: the next command comes while the app's snap plays.
/// - A tap is down, 0.05 s, up at the middle of what it taps: the uncovered button, the content's shown part, the
///   section header.
/// - A long press touches down at the row's middle (the table's middle x) and holds for its time (the spec's
///   minimum press when not given); shorter than the minimum press, the finger lifts (as the engines do). `drag to`
///   jumps the finger in one move, `hold` and `wait` run the clock, `drop` lifts. While a finger holds a row, no
///   settling runs the clock after a command: an app's edge scrolling runs on the clock, and the engines scroll only
///   during `hold` (chapter 00, "Time").
/// - `scroll to` and `scroll by` set the table's content offset without a finger (clamped, as the engines do).
/// - `pull down`, `pan header by` and `tap … in header` are the floating header's (``AppHeader``).
enum AppGestures {
    /// The speed of a pan's finger, in points per second.
    static let panSpeed = 1_000.0

    static func gesture(_ kind: CommandKind) -> AppCommand {
        switch kind {
        case .pan(let row, let fromX, let translations): pan(row, fromX: fromX, translations: translations)
        case .release(let velocity, let waits): release(velocity ?? 0, settles: waits)
        case .cancel: .touches(settles: true) { _, driving in
            guard driving.finger != nil else { return .refused(AppGestureMessages.noFinger) }
            driving.finger = nil
            return .inputs([.touchCancel])
        }
        case .tapAction(let title, let row): tapAction(title, in: row)
        case .tapRow(let row): .touches(settles: true) { screen, driving in
            guard let cell = screen.cell(row) else { return .refused(AppGestureMessages.offScreen(row)) }
            return tap(at: AppPoint(x: cell.contentMidX, y: cell.midY), &driving)
        }
        case .tapHeader(let section): .touches(settles: true) { screen, driving in
            guard let index = screen.section(section), let header = screen.table?.headers.first(where: { $0.section == index }) else {
                return .refused(AppGestureMessages.noHeader(section))
            }
            return tap(at: AppPoint(x: header.frame.x + header.frame.width / 2, y: header.frame.y + header.frame.height / 2), &driving)
        }
        // The spec's offset is how far the list has scrolled from its resting top: UIKit's `contentOffset.y` plus the
        // adjusted top inset (a table under a 180-point header rests at -180).
        case .scrollTo(let offset): .touches(settles: true) { screen, _ in .inputs([.scroll(toY: offset - (screen.table?.adjustedInsetTop ?? 0))]) }
        case .scrollBy(let distance): .touches(settles: true) { screen, _ in .inputs([.scroll(toY: (screen.table?.contentOffset ?? 0) + distance)]) }
        case .longPress(let target, let seconds): longPress(target, seconds: seconds)
        case .dragTo(let target): .touches(settles: false) { screen, driving in
            guard let finger = driving.finger else { return .refused(AppGestureMessages.noFinger) }
            guard let y = screen.y(of: target) else { return .refused(AppGestureMessages.noTarget) }
            driving.finger = AppPoint(x: finger.x, y: y)
            return .inputs([.touchMove(x: finger.x, y: y, seconds: 0)])
        }
        case .dragBy(let distance): .touches(settles: false) { _, driving in
            guard let finger = driving.finger else { return .refused(AppGestureMessages.noFinger) }
            driving.finger = AppPoint(x: finger.x, y: finger.y + distance)
            return .inputs([.touchMove(x: finger.x, y: finger.y + distance, seconds: 0)])
        }
        case .hold(let seconds), .wait(let seconds): .touches(settles: false) { _, _ in .inputs([.wait(seconds: seconds)]) }
        case .drop: .touches(settles: true) { _, driving in
            guard driving.finger != nil else { return .refused(AppGestureMessages.noFinger) }
            driving.finger = nil
            return .inputs([.touchUp])
        }
        case .pullDown(let distance): AppHeader.pullDown(distance)
        case .panHeader(let translation): AppHeader.panHeader(by: translation)
        case .tapHeaderButton(let title): AppHeader.tapButton(title)
        default: .stops(AppGestureMessages.notPerformed(kind))
        }
    }

    static func pan(_ row: RowReference, fromX: Double?, translations: [Double]) -> AppCommand {
        .touches(settles: true) { screen, driving in
            guard let cell = screen.cell(row) else { return .refused(AppGestureMessages.offScreen(row)) }
            let start = AppPoint(x: fromX.map { cell.frame.x + $0 } ?? cell.frame.x + cell.frame.width - 20, y: cell.midY)
            var inputs: [AppInput] = [.touchDown(x: start.x, y: start.y)]
            var x = start.x
            for translation in translations {
                let next = start.x + translation
                inputs.append(.touchMove(x: next, y: start.y, seconds: max(1.0 / 60, abs(next - x) / panSpeed)))
                x = next
            }
            driving.finger = AppPoint(x: x, y: start.y)
            return .inputs(inputs)
        }
    }

    static func release(_ velocity: Double, settles: Bool) -> AppCommand {
        .touches(settles: settles) { _, driving in
            guard let finger = driving.finger else { return .refused(AppGestureMessages.noFinger) }
            driving.finger = nil
            guard velocity != 0 else { return .inputs([.wait(seconds: 0.12), .touchUp]) }
            return .inputs([.wait(seconds: 0.12), .touchMove(x: finger.x - velocity / 60, y: finger.y, seconds: 0),
                            .touchMove(x: finger.x, y: finger.y, seconds: 1.0 / 60), .touchUp])
        }
    }

    static func tapAction(_ title: String, in row: RowReference) -> AppCommand {
        .touches(settles: true) { screen, driving in
            guard let cell = screen.cell(row) else { return .refused(AppGestureMessages.offScreen(row)) }
            guard let button = cell.buttons.first(where: { $0.title == title }) else {
                return .refused(AppGestureMessages.hiddenButton(title, row: row, shown: cell.buttons.map(\.title)))
            }
            return tap(at: AppPoint(x: button.frame.x + button.frame.width / 2, y: button.frame.y + button.frame.height / 2), &driving)
        }
    }

    static func longPress(_ target: FingerTarget, seconds: Double?) -> AppCommand {
        .touches(settles: false) { screen, driving in
            guard let table = screen.table, let y = screen.y(of: target) else { return .refused(AppGestureMessages.noTarget) }
            let point = AppPoint(x: table.frame.x + table.frame.width / 2, y: y)
            let duration = seconds ?? driving.minimumPress
            var inputs: [AppInput] = [.touchDown(x: point.x, y: point.y), .wait(seconds: duration)]
            if duration < driving.minimumPress {
                inputs.append(.touchUp)
                driving.finger = nil
            } else {
                driving.finger = point
            }
            return .inputs(inputs)
        }
    }

    static func tap(at point: AppPoint, _ driving: inout AppDriving) -> AppTouches {
        guard driving.finger == nil else { return .refused(AppGestureMessages.fingerDown) }
        return .inputs([.touchDown(x: point.x, y: point.y), .wait(seconds: 0.05), .touchUp])
    }
}

extension Screen {
    /// The cell a reference names, when a person sees it (``isShown(_:)``): by index path, or the first shown cell
    /// with that title.
    public func cell(_ reference: RowReference) -> ScreenCell? {
        switch reference {
        case .index(let section, let row): cell(at: RowPath(section: section, row: row)).flatMap { isShown($0) ? $0 : nil }
        case .title(let title): table?.cells.first { $0.title == title && isShown($0) }
        }
    }

    /// Where a finger target is, in window coordinates: a visible row's middle, or a viewport y below the table's top.
    func y(of target: FingerTarget) -> Double? {
        switch target {
        case .row(let row): cell(row)?.midY
        case .viewportY(let y): table.map { $0.frame.y + y }
        }
    }
}

/// What the app backend says about gestures, in both languages.
enum AppGestureMessages {
    static let noFinger = LocalizedText("no finger is down on your app", zh: "你的应用上没有按下的手指")
    static let fingerDown = LocalizedText("a finger is still down on your app", zh: "你的应用上还有手指按着")
    static let noTarget = LocalizedText("your app shows no such place to put the finger", zh: "你的应用上没有这个可以放手指的位置")

    static func offScreen(_ row: RowReference) -> LocalizedText {
        let row = SpecPhrase.row(row)
        return LocalizedText("your app does not show \(row.english) on screen", zh: "你的应用没有在屏幕上显示 \(row.chinese)")
    }

    static func noHeader(_ section: SectionReference) -> LocalizedText {
        let section = SpecPhrase.section(section)
        return LocalizedText("your app shows no header of \(section.english) on screen", zh: "你的应用没有在屏幕上显示 \(section.chinese) 的头部")
    }

    static func hiddenButton(_ title: String, row: RowReference, shown: [String]) -> LocalizedText {
        let list = shown.isEmpty ? "none" : shown.map(SpecString.quoted).joined(separator: ", ")
        let row = SpecPhrase.row(row)
        return LocalizedText("a person cannot tap \(SpecString.quoted(title)) in \(row.english): your app shows \(list) there",
                             zh: "无法点按 \(row.chinese) 中的 \(SpecString.quoted(title))：你的应用在那里显示的是 \(shown.isEmpty ? "无" : list)")
    }

    static func notPerformed(_ kind: CommandKind) -> LocalizedText {
        LocalizedText("the app backend does not perform `\(kind)` on your app yet, so from here the block runs on the engines only",
                      zh: "应用后端还不能在你的应用上执行 `\(kind)`，所以从这里起这个块只在引擎上运行")
    }
}
