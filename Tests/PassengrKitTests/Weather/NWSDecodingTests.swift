import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The shapes NWS answers in, old and new, and its error answers.
@Suite struct NWSDecodingTests {
  @Test func metricForecastsWithFractionalAndNegativeTemperaturesAreRead() throws {
    let forecast = try NWSDecoding.forecast(
      Fixtures.data("cases/nws/forecast-si.json"), url: "x", fetchedAt: Date(), maxAge: nil)
    #expect(!forecast.periods.isEmpty)
    #expect(forecast.periods.contains { ($0.temperature ?? 0) < 0 })
    #expect(forecast.periods.allSatisfy { $0.temperatureUnit == "C" })
    #expect(forecast.periods.first?.temperatureText?.hasSuffix("°C") == true)
  }

  @Test func theOlderShapeWithoutUpdateTimeOrChancesIsRead() throws {
    let forecast = try NWSDecoding.forecast(
      Fixtures.data("cases/nws/forecast-geometrycollection.json"), url: "x", fetchedAt: Date(), maxAge: nil)
    #expect(!forecast.periods.isEmpty)
    #expect(forecast.updatedAt != nil)
  }

  @Test func eachErrorShapeIsToldApart() throws {
    func problem(_ file: String, _ status: Int, type: String = "application/problem+json") throws -> WeatherProblem {
      NWSDecoding.problem(
        status: status, headers: ["content-type": type], data: try Fixtures.data("cases/nws/\(file)"),
        resource: "forecast")
    }
    #expect(try problem("problem-503-expired.json", 503).kind == .gridExpired)
    #expect(try problem("problem-503-unavailable.json", 503).kind == .unavailable)
    #expect(try problem("problem-404-invalid-point.json", 404).kind == .noDataForPoint)
    #expect(try problem("problem-500.json", 500).kind == .unavailable)
    #expect(try problem("cdn-403.html", 403, type: "text/html").kind == .refused)
    // An HTML page is told by its first byte even when its type says JSON.
    #expect(try problem("cdn-403.html", 403).kind == .refused)
  }

  @Test func numbersAndBooleansFromOutsideAreNeverTrusted() throws {
    let document =
      #"{"properties":{"updateTime":"2025-01-11T01:00:00+00:00","periods":[{"name":"Tonight","startTime":"2025-01-10T18:00:00-08:00","endTime":"2025-01-11T06:00:00-08:00","temperature":1,"probabilityOfPrecipitation":{"value":1e300}},{"name":"Bad","startTime":"2025-01-11T06:00:00-08:00","endTime":"2025-01-10T06:00:00-08:00","temperature":true},{"name":"Sat","startTime":"2025-01-11T06:00:00-08:00","endTime":"2025-01-11T18:00:00-08:00","temperature":"NaN","probabilityOfPrecipitation":{"value":250}}]}}"#
    let forecast = try NWSDecoding.forecast(Data(document.utf8), url: "x", fetchedAt: Date(), maxAge: nil)
    #expect(forecast.periods.map(\.name) == ["Tonight", "Sat"])
    #expect(forecast.periods[0].temperature == 1)
    #expect(forecast.periods[1].temperature == nil && forecast.periods[1].chanceOfPrecipitation == nil)
    #expect(throws: NWSDecoding.Unreadable.self) {
      try NWSDecoding.forecast(Data("<html>".utf8), url: "x", fetchedAt: Date(), maxAge: nil)
    }
    #expect(NWSDecoding.maxAge("public, max-age=749, s-maxage=3600") == 749)
    #expect(NWSDecoding.maxAge("max-age=-5") == nil && NWSDecoding.maxAge("max-age=99999999999999999999") == nil)
  }

  @Test func anAlertThatCannotBeReadIsKeptAsOneNeverDropped() throws {
    let alerts = try NWSDecoding.alerts(Data(#"{"features":[{"properties":{}},{"nothing":1}]}"#.utf8))
    #expect(alerts.count == 2 && alerts.allSatisfy(\.isActual))
  }

  @Test func aDriveTimeIsReadInEveryFormAndResolvedInTheGivenZone() throws {
    let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
    let now = Date(timeIntervalSince1970: 1_736_570_700)  // Fri Jan 10 2025, 8:45 PM PST
    #expect(try CheckTime(parsing: "+6h").resolve(now: now, zone: zone) == now.addingTimeInterval(21_600))
    #expect(
      try CheckTime(parsing: "2025-01-11T16:00:00-08:00").resolve(now: now, zone: zone)
        == Date(timeIntervalSince1970: 1_736_640_000))
    #expect(
      try CheckTime(parsing: "2025-01-11T16:00").resolve(now: now, zone: zone)
        == Date(timeIntervalSince1970: 1_736_640_000))
    // A clock time already past today is tomorrow's.
    #expect(try CheckTime(parsing: "16:00").resolve(now: now, zone: zone) == Date(timeIntervalSince1970: 1_736_640_000))
    #expect(try CheckTime(parsing: "22:00").resolve(now: now, zone: zone) == now.addingTimeInterval(4_500))
    for bad in ["", "tomorrow", "25:00", "7:60", "+0h", "+", "2025-13-01T10:00", "16:00:00:00"] {
      #expect(throws: SelectionError.self) { try CheckTime(parsing: bad) }
    }
    #expect(throws: SelectionError.self) {
      try CheckTime.checkRange(now.addingTimeInterval(-3600), now: now, text: "x")
    }
    #expect(throws: SelectionError.self) {
      try CheckTime.checkRange(now.addingTimeInterval(8 * 86_400), now: now, text: "x")
    }
    try CheckTime.checkRange(now.addingTimeInterval(6 * 86_400), now: now, text: "x")
  }
}

/// What a campaign of mutated NWS answers found: each oddity is said, never hidden or invented.
@Suite struct NWSOdditiesTests {
  @Test func aForecastWithoutAReadableIssueTimeIsOldAndSaysSo() throws {
    let document =
      #"{"properties":{"updateTime":"garbage","periods":[{"name":"Tonight","startTime":"2025-01-10T18:00:00-08:00","endTime":"2025-01-11T06:00:00-08:00","temperature":20}]}}"#
    let forecast = try NWSDecoding.forecast(Data(document.utf8), url: "x", fetchedAt: Date(), maxAge: nil)
    let evening = Date(timeIntervalSince1970: 1_736_570_700)
    #expect(forecast.updatedAt == nil && forecast.isOld(at: evening))
    #expect(
      WeatherWording.source(of: forecast, now: evening, recordedAt: evening)
        == "NWS, old: no issue time that can be read")
  }

  @Test func periodsThatCannotBeReadAreCountedAndImpossibleTemperaturesDropped() throws {
    let document =
      #"{"properties":{"updateTime":"2025-01-11T01:00:00+00:00","periods":[{"name":"A","startTime":"2025-01-11T06:00:00-08:00","endTime":"2025-01-10T18:00:00-08:00"},{"name":"B","startTime":"2025-01-11T06:00:00-08:00","endTime":"2025-01-11T18:00:00-08:00","temperature":1e308},{"name":"C","startTime":"2025-01-11T18:00:00-08:00","endTime":"2025-01-12T06:00:00-08:00","temperature":-500},{"name":"D","startTime":"2025-01-12T06:00:00-08:00","endTime":"2025-01-12T18:00:00-08:00","temperature":20,"temperatureUnit":"K"},{"name":"E","startTime":"2025-01-12T18:00:00-08:00","endTime":"2025-01-13T06:00:00-08:00","temperature":-4.5,"temperatureUnit":"C"}]}}"#
    let forecast = try NWSDecoding.forecast(Data(document.utf8), url: "x", fetchedAt: Date(), maxAge: nil)
    #expect(forecast.skippedPeriods == 1)
    #expect(forecast.periods.map(\.temperature) == [nil, nil, nil, -4.5])
  }

  @Test func anHourlyAddressThatCannotBeUsedIsSaid() throws {
    let document =
      #"{"properties":{"forecast":"https://api.weather.gov/gridpoints/SEW/1,2/forecast","forecastHourly":"file:///etc/passwd"}}"#
    let point = try NWSDecoding.point(Data(document.utf8), fetchedAt: Date())
    #expect(point.hourly == nil && point.unusableHourly == "file:///etc/passwd")
  }

  @Test func aMissingFileIsNamedAsTheLayoutByHostWritesIt() {
    let root = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
    let url = URL(string: "https://api.weather.gov/alerts/active?point=1,2")!
    #expect(
      BaseLocation.directory(root).resolve(url, layout: .byHost)
        == .file(root.appendingPathComponent("api.weather.gov/alerts/active@point=1,2")))
  }
}
