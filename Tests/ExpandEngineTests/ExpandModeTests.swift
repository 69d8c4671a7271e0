import Testing
import ExpandEngine

@Test func accordionAndNaiveReportingAreNotDefaults() {
    #expect(ExpandMode.independent != .accordion)
    #expect(UpdateReporting.batched != .naive)
}
