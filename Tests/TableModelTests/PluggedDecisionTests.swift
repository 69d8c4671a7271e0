import TableModel
import Testing
import TestSupport

@Suite struct PluggedDecisionTests {
    private protocol Rule: Sendable { func value() -> Int }
    private struct One: Rule { func value() -> Int { 1 } }
    private struct Two: Rule { func value() -> Int { 2 } }

    @Test func equalWhenOfTheSameTypeAndCallsThePluggedValue() {
        expectEqual(PluggedDecision<any Rule>(One()), PluggedDecision<any Rule>(One()))
        expect(PluggedDecision<any Rule>(One()) != PluggedDecision<any Rule>(Two()))
        expectEqual(PluggedDecision<any Rule>(Two()).decision.value(), 2)
    }
}
