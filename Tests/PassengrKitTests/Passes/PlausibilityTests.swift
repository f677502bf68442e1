import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Values no pass can have are dropped (null), never shown or stored, and said in the notes; the
/// rest of the pass is kept. Same rules for every agency.
@Suite struct PlausibilityTests {
  /// A mobile feed with one pass whose numbers and date are set by the test.
  static func feed(temperature: String, elevation: String, date: String) -> Data {
    Data(
      """
      {"GetMountainPassConditionsResult": {"PassCondition": [{"MountainPassId": 11, "MountainPassName": "Snoqualmie Pass I-90",
      "TemperatureInFahrenheit": \(temperature), "ElevationInFeet": \(elevation), "DateUpdated": \(date),
      "RestrictionOne": {"RestrictionText": "No restrictions", "TravelDirection": "Eastbound"},
      "RestrictionTwo": {"RestrictionText": "No restrictions", "TravelDirection": "Westbound"}}]}}
      """.utf8)
  }

  static func report(temperature: String = "28", elevation: String = "3022", date: String = "[2025, 1, 10, 20, 45]")
    throws -> PassReport
  {
    let parsed = try PassDocument.reports(
      from: feed(temperature: temperature, elevation: elevation, date: date), format: .wsdotFeed, location: "feed",
      fetchedAt: Date())
    return try #require(parsed.reports.first)
  }

  @Test(arguments: ["99999", "-1000", "141", "-81", "1e300"])
  func anImplausibleTemperatureIsDroppedAndNoted(value: String) throws {
    let report = try Self.report(temperature: value)
    #expect(report.conditions.temperatureF == nil)
    #expect(report.conditions.restrictions.count == 2, "the pass itself is kept")
    if value != "1e300" {
      #expect(report.conditions.notes.contains { $0.hasPrefix("dropped implausible temperature") })
    }
  }

  @Test func plausibleExtremesAreKept() throws {
    #expect(try Self.report(temperature: "-80").conditions.temperatureF == -80)
    #expect(try Self.report(temperature: "140").conditions.temperatureF == 140)
    #expect(try Self.report(elevation: "0").elevationFeet == 0)
    #expect(try Self.report(elevation: "15000").elevationFeet == 15000)
    #expect(try Self.report().conditions.notes.isEmpty)
  }

  @Test(arguments: ["-5", "15001", "99999999"])
  func anImplausibleElevationIsDroppedAndNoted(value: String) throws {
    let report = try Self.report(elevation: value)
    #expect(report.elevationFeet == nil)
    #expect(report.conditions.notes.contains { $0.hasPrefix("dropped implausible elevation") })
  }

  /// Invalid components are invalid, not rolled over; years outside 2000 to a day after the fetch
  /// are implausible.
  @Test(arguments: [
    "[2025, 2, 31, 10, 0]", "[2025, 13, 1, 10, 0]", "[2025, 1, 45, 10, 0]", "[2025, 1, 10, 99, 99]",
    "[2025, 1, 10, 24, 0]",
    "[2023, 2, 29, 10, 0]", "[0, 1, 1, 0, 0]", "[-5, 1, 1, 0, 0]", "[10000, 1, 1, 0, 0]", "[506713, 1, 1, 0, 0]",
    "[1999, 12, 31, 12, 0]",
    "\"/Date(253402300800000-0800)/\"", "\"/Date(-62135596800000)/\"", "\"2025-02-30T10:00:00\"",
    "\"2025-04-31T10:00:00\"",
  ])
  func anImpossibleOrImplausibleDateIsDropped(date: String) throws {
    let report = try Self.report(date: date)
    #expect(report.conditions.updatedAt == nil, "\(date) read as \(String(describing: report.conditions.updatedAt))")
  }

  @Test func aLeapDayAndAFutureWithinADayAreKept() throws {
    #expect(try Self.report(date: "[2024, 2, 29, 10, 0]").conditions.updatedAt != nil)
    let soon = Date().addingTimeInterval(6 * 3600)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: soon)
    let parts = "[\(c.year ?? 0), \(c.month ?? 0), \(c.day ?? 0), \(c.hour ?? 0), \(c.minute ?? 0)]"
    #expect(try Self.report(date: parts).conditions.updatedAt != nil)
    let tooFar = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute], from: Date().addingTimeInterval(3 * 86400))
    #expect(
      try Self.report(date: "[\(tooFar.year ?? 0), \(tooFar.month ?? 0), \(tooFar.day ?? 0), 10, 0]").conditions
        .updatedAt == nil)
  }

  /// Seeded fuzzing over wide ranges: whatever the feed says, what comes out is in range or nil,
  /// every date exists as written, and the JSON prints it as RFC 3339.
  @Test func fuzzedValuesNeverLeaveTheirRanges() throws {
    var generator = SeededGenerator(state: 2026)
    let rfc3339 = ISO8601DateFormatter()
    for _ in 0..<600 {
      let temperature =
        Int.random(in: -200_000...200_000, using: &generator) / (Bool.random(using: &generator) ? 1 : 1000)
      let elevation = Int.random(in: -20_000...40_000, using: &generator)
      let year = [Int.random(in: -10...600_000, using: &generator), Int.random(in: 1990...2030, using: &generator)][
        Int.random(in: 0...1, using: &generator)]
      let date =
        "[\(year), \(Int.random(in: -1...14, using: &generator)), \(Int.random(in: -1...46, using: &generator)), \(Int.random(in: -1...100, using: &generator)), \(Int.random(in: -1...100, using: &generator))]"
      let report = try Self.report(temperature: "\(temperature)", elevation: "\(elevation)", date: date)
      if let value = report.conditions.temperatureF { #expect((-80...140).contains(value)) }
      if let value = report.elevationFeet { #expect((0...15_000).contains(value)) }
      if let value = report.conditions.updatedAt {
        #expect(value >= Date(timeIntervalSince1970: 946_684_800) && value <= Date().addingTimeInterval(86_400))
        let json = try JSONOutput.document(schema: "t", generatedAt: Date(), rows: [StatusRow(report: report)])
        let printed = try #require(json.split(separator: "\"updatedAt\":\"").dropFirst().first?.prefix(20))
        #expect(rfc3339.date(from: String(printed)) == value, "\(date) printed as \(printed)")
      }
    }
  }
}
