import Testing
import ReorderEngine

@Test func moveAndExchangeAreDifferentModes() {
    #expect(ReorderMode.move != ReorderMode.exchange)
}
