import ChapterModel
import Testing
@testable import BookVerification
@testable import SpecInterpreter
import TestSupport

/// The floating header's commands as a chapter runs them, in English and Chinese.
@Suite("Floating header scenarios")
struct FloatingHeaderScenarioTests {
    @Test func theWorkedExampleRunsAsASpec() {
        let result = run("""
        # T

        ## A

        ```spec
        table 30 rows
        header view 180 min 60
        expect header height 180
        expect row 0 y 180
        expect visible rows 9
        scroll to 90
        expect header height 90
        expect header picture offset -45
        expect row 0 y 90
        scroll to 400
        expect header height 60
        expect header picture offset -60
        expect row 5 y 0
        pan row 5 by -60
        expect error "row 5 is not on screen"
        expect visible rows 12
        pull down 45
        expect header height 225
        expect header picture scale 1.25
        expect content offset -45
        release
        expect content offset 0
        expect header picture scale 1
        ```
        """)
        expectEqual(result.status, .passed)
    }

    @Test func aDragOnTheHeaderFailsUntilTouchesArePassedOn() {
        let result = run("""
        # T

        ## A

        ```spec
        table 30 rows
        header view 200 min 64
        header buttons "Back" 44
        pan header by -100
        expect content offset 0
        expect events: none
        header passes touches on
        pan header by -100
        expect content offset 100
        expect header height 100
        tap "Back" in header
        expect events: tapped "Back" in header
        tap "Share" in header
        expect error "no button \\"Share\\""
        header passes touches off
        tap "Back" in header
        expect events: tapped "Back" in header
        ```
        """)
        expectEqual(result.status, .passed)
    }

    @Test func withoutAHeaderViewHeaderCommandsAreRefusedWithTheFix() {
        for line in ["pull down 40", "pan header by -10", "tap \"Back\" in header", "header buttons \"Back\" 44",
                     "header passes touches on", "expect header height 10", "expect header picture offset 0",
                     "expect header picture scale 1"] {
            let result = run("""
            # T

            ## A

            ```spec
            table 30 rows
            \(line)
            expect error "add `header view"
            ```
            """)
            expectEqual(result.status, .passed, "\(line)")
        }
    }

    @Test func rowYWorksInAnyWorld() {
        let result = run("""
        # T

        ## A

        ```spec
        table sections "A" 10, "B" 10
        scroll to 10
        expect row [1, 0] y 486
        expect row 0 y 18
        ```
        """)
        expectEqual(result.status, .passed)
    }

    @Test func theChineseAliasesMeanTheSame() {
        let result = run("""
        # T

        ## A

        ```spec
        表格 30 行
        头部视图 200 最小高度 64
        头部按钮 "返回" 44
        滑动 头部视图 位移 -100
        期望 内容偏移 0
        头部视图 传递触摸 开
        滑动 头部视图 位移 -100
        期望 头部视图 高度 100
        期望 头部视图 图片 偏移 -50
        期望 行 0 y 100
        滚动到 0
        下拉 80
        期望 头部视图 图片 缩放 1.4
        松开
        点击 "返回" 在 头部视图
        期望 事件：点击 "返回" 在 头部视图
        ```
        """)
        expectEqual(result.status, .passed)
    }

    @Test func aLongPressOnTheHeaderReachesARowOnlyWhenTouchesArePassedOn() {
        let result = run("""
        # T

        ## A

        ```spec
        table 30 rows
        header view 180 min 60
        scroll to 400
        long-press at y 30
        expect nothing lifted
        header passes touches on
        long-press at y 30
        expect lifted row 5
        drop
        long-press at y 70
        expect lifted row 6
        ```
        """)
        expectEqual(result.status, .passed)
    }
}
