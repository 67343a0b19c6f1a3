import Testing
@testable import Guidepost

/// An argument packs its small facts and a distance's parts into a few words; each reads
/// back what was set, whatever the others hold.
@Suite("Argument layout")
struct ArgumentLayoutTests {
    @Test("every plural category, unit, landmark kind, timing and flag reads back as set, independently")
    func factsRoundTrip() {
        let units: [DistanceUnit?] = [nil] + DistanceUnit.allCases
        let kinds: [LandmarkKind?] = [nil] + LandmarkKind.allCases
        let timings: [Argument.Timing] = [.later, .now, .none, .then]
        var argument = Argument(text: "x", utf16Count: 1)
        #expect(argument.category == .other && argument.ordinalCategory == .other)
        #expect(argument.unit == nil && argument.landmarkKind == nil && argument.timing == .later)
        #expect(!argument.isolated && !argument.showsFraction && argument.parts == nil)
        for (step, category) in PluralCategory.allCases.enumerated() {
            let ordinal = PluralCategory.allCases[(step + 2) % PluralCategory.allCases.count]
            for unit in units {
                for kind in kinds {
                    let timing = timings[(kind?.index ?? 0) % timings.count]
                    let isolated = (kind?.index ?? 0) % 2 == 0
                    let fraction = (unit?.index ?? 0) % 2 == 1
                    argument.category = category
                    argument.ordinalCategory = ordinal
                    argument.unit = unit
                    argument.landmarkKind = kind
                    argument.timing = timing
                    argument.isolated = isolated
                    argument.showsFraction = fraction
                    #expect(argument.category == category)
                    #expect(argument.ordinalCategory == ordinal)
                    #expect(argument.unit?.rawValue == unit?.rawValue)
                    #expect(argument.landmarkKind?.rawValue == kind?.rawValue)
                    #expect(argument.timing == timing)
                    #expect(argument.isolated == isolated)
                    #expect(argument.showsFraction == fraction)
                }
            }
        }
    }

    @Test("a distance's parts keep their bounds; bounds past 16 bits make no part")
    func parts() {
        var argument = Argument(text: "1,234.5 km", utf16Count: 10)
        let number = Argument.Parts.Part(utf8: 0..<7, utf16: 0..<7)
        let unit = Argument.Parts.Part(utf8: 8..<10, utf16: 8..<10)
        argument.parts = Argument.Parts(number: number, unit: unit)
        #expect(argument.parts?.number?.utf8 == 0..<7)
        #expect(argument.parts?.unit?.utf16 == 8..<10)
        argument.parts = Argument.Parts(number: nil, unit: unit)
        #expect(argument.parts?.number == nil && argument.parts?.unit?.utf8 == 8..<10)
        argument.parts = nil
        #expect(argument.parts == nil)
        let huge = Argument.Parts.Part(utf8: 0..<70_000, utf16: 0..<70_000)
        #expect(Argument.Parts(number: huge, unit: nil).number == nil)
    }
}
