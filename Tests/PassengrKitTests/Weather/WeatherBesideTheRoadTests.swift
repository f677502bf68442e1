import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Weather stands beside the road's answer and never changes it; `check --at` reads the forecast
/// and alerts of the time of the drive. Read from the shipped recording, laid out by host.
@Suite(.hangGuard) struct WeatherBesideTheRoadTests {
  func session(_ data: URL, weather: Bool = true) throws -> PassengrSession {
    var settings = PassengrSession.Settings()
    settings.dataDirectory = data.path
    settings.baseURL = Fixtures.directory.path
    settings.environment = [:]
    settings.weather = weather
    // Only a hang ends a read of the recording: a busy machine never cuts it short.
    settings.timeout = .hangBound
    settings.deadline = .hangBound
    return try PassengrSession(settings)
  }

  func directory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("weather-\(UUID().uuidString)")
  }

  @Test func levelsAreTheSameWithAndWithoutNWS() async throws {
    let with = directory()
    let without = directory()
    defer { [with, without].forEach { try? FileManager.default.removeItem(at: $0) } }
    var query = StatusQuery()
    query.passes = Agencies.all.catalogue.map { String($0.id) }
    query.mode = .always
    let on = try await session(with).status(query)
    let off = try await session(without, weather: false).status(query)
    #expect(on.rows.count == off.rows.count && on.rows.count == Agencies.all.catalogue.count)
    #expect(on.rows.contains { !$0.alerts.isEmpty }, "the recording has alerts to show")
    #expect(off.rows.allSatisfy { $0.weather == nil })
    for (a, b) in zip(on.rows, off.rows) {
      #expect(a.level == b.level, "\(a.name)")
      #expect(a.judgement.directions.map(\.level) == b.judgement.directions.map(\.level), "\(a.name)")
      #expect(a.judgement.reason == b.judgement.reason, "\(a.name)")
    }
  }

  @Test func checkAtTellsTheAlertsInEffectThenBesideAnUnchangedVerdict() async throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    let session = try session(data)
    var query = CheckQuery()
    query.passes = ["stevens:east"]
    query.mode = .always
    let now = try await session.check(query)
    // The warning begins at 4 AM: not in effect at the recording's evening.
    #expect(now.legs[0].alerts.isEmpty)
    #expect(now.legs[0].period != nil)
    query.at = try CheckTime(parsing: "2025-01-11T06:00")
    let then = try await session.check(query)
    #expect(then.verdict == now.verdict && then.legs[0].level == now.legs[0].level)
    #expect(then.legs[0].alerts.map(\.event) == ["Winter Storm Warning"])
    #expect(then.summary.contains("Winter Storm Warning over Stevens Pass from Sat Jan 11, 4:00 AM PST"))
    #expect(then.at == Date(timeIntervalSince1970: 1_736_604_000))
    #expect(then.legs[0].period.map { $0.covers(Date(timeIntervalSince1970: 1_736_604_000)) } == true)
    // After the warning ends, nothing is in effect.
    query.at = try CheckTime(parsing: "2025-01-12T06:00")
    #expect(try await session.check(query).legs[0].alerts.isEmpty)
    let json = try Reports.checkJSON(then)
    #expect(json.contains("\"at\":\"2025-01-11T14:00:00Z\"") && json.contains("\"alerts\""))
  }

  @Test func aTimeOutOfTheForecastsRangeIsAUsageError() async throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    var query = CheckQuery()
    query.passes = ["stevens:east"]
    for text in ["+9d", "2025-01-09T10:00"] {
      query.at = try CheckTime(parsing: text)
      await #expect { try await session(data).check(query) } throws: { error in
        guard let error = error as? SelectionError, case .checkTimeOutOfRange = error else { return false }
        return error.isUsageError
      }
    }
  }

  @Test func aMontanaPassIsUnknownWithItsReasonAndCarriesItsForecast() async throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    var query = StatusQuery()
    query.passes = ["bozeman"]
    query.mode = .always
    let row = try #require(try await session(data).status(query).rows.first)
    #expect(row.level == .unknown)
    #expect(row.judgement.reason?.description.contains("Montana publishes no pass conditions") == true)
    let forecast = try #require(row.weather?.forecast)
    #expect(!forecast.isOld(at: row.weatherTime) && forecast.next(at: row.weatherTime) != nil)
  }

  @Test func everySurfaceSaysNWSIsTheSource() async throws {
    let data = directory()
    defer { try? FileManager.default.removeItem(at: data) }
    var query = StatusQuery()
    query.passes = ["stevens"]
    query.mode = .always
    let result = try await session(data).status(query)
    let table = Reports.table(result.rows, useColor: false, width: 100, now: result.now)
    #expect(table.contains("NWS alert   Winter Storm Warning (severe) from Sat Jan 11, 4:00 AM PST"))
    #expect(table.contains("(NWS, issued"))
    let html = Reports.html(result.rows, now: result.now)
    #expect(html.contains("<div class=\"alerts\" role=\"note\">") && html.contains("NWS forecast"))
    let json = try Reports.statusJSON(result)
    #expect(json.contains("\"passengr.status/3\"") && json.contains("\"nws\"") && json.contains("\"source\":\"nws\""))
  }
}
