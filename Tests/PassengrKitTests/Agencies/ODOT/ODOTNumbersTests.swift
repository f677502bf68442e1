import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Every number TripCheck sends is converted within bounds: set to ±1e19, 1e308 or 2^63, a field
/// is dropped with a note (or read as no value), never trapped on; and one record's absurd
/// numbers never stop another pass's, or another agency's, refresh.
@Suite(.hangGuard) struct ODOTNumbersTests {
  static let extremes = ["1e19", "-1e19", "1e308", "-1e308", "9223372036854775808", "-9223372036854775808"]

  /// `json` with every number (not a flag, nor under a key in `keeping`) inside the objects
  /// `selected` accepts replaced by `value`, written as that literal text.
  static func replacingNumbers(
    in data: Data, with value: String, keeping: Set<String> = [],
    where selected: ([String: Any]) -> Bool = { _ in true }
  ) throws -> Data {
    let root = try JSONSerialization.jsonObject(with: data)
    let marker = "@@NUMBER@@"
    func walk(_ node: Any, inside: Bool) -> Any {
      switch node {
      case let object as [String: Any]:
        let here = inside || selected(object)
        return Dictionary(
          uniqueKeysWithValues: object.map { key, child in
            (key, keeping.contains(key) ? child : walk(child, inside: here))
          })
      case let list as [Any]:
        return list.map { walk($0, inside: inside) }
      case let number as NSNumber
      where inside && ObjectIdentifier(type(of: number)) != ObjectIdentifier(type(of: NSNumber(value: true))):
        return marker
      default:
        return node
      }
    }
    let text = String(decoding: try JSONSerialization.data(withJSONObject: walk(root, inside: false)), as: UTF8.self)
    return Data(text.replacingOccurrences(of: "\"\(marker)\"", with: value).utf8)
  }

  @Test(arguments: extremes)
  func everyMeasurementOfTheReportsAtAnExtremeIsDroppedWithANote(value: String) throws {
    let data = try Self.replacingNumbers(
      in: try Fixtures.data("tripcheck/RW/Reports"), with: value, keeping: ["station-id"])
    let answer = try ODOTReportsAnswer.decode(data, url: "Reports")
    #expect(answer.reports.count > 20)
    for report in answer.reports.values {
      #expect(
        report.airTemperatureC == nil && report.snowDepthCm == nil && report.snowfallCm == nil && report.area == nil
          && report.mileposts == nil)
    }
    #expect(
      answer.notes.contains {
        $0.contains("station 140 gives air temperature") && $0.contains("which no road has; dropped")
      }, "\(answer.notes)")
    let reading = ODOTReading(
      reports: .success(answer), metadata: .success(try ODOTReadingTests.metadata),
      incidents: .success(try ODOTReadingTests.incidents([])),
      now: ODOTReadingTests.now, fetchedAt: ODOTReadingTests.now)
    for pass in ODOTCatalogue.passes { _ = try reading.conditions(for: pass).get() }
    #expect(
      ODOTReading.snow(1e19) == "1e+19 cm" && ODOTReading.snow(1e308).hasSuffix(" cm")
        && ODOTReading.fahrenheit(1e19) == nil)
  }

  /// Station ids at an extreme name no station: every pass is unknown, none open.
  @Test(arguments: extremes)
  func everyNumberOfTheReportsAtAnExtremeIsNeverOpen(value: String) throws {
    let answer = try ODOTReportsAnswer.decode(
      try Self.replacingNumbers(in: try Fixtures.data("tripcheck/RW/Reports"), with: value), url: "Reports")
    let reading = ODOTReading(
      reports: .success(answer), metadata: .success(try ODOTReadingTests.metadata),
      incidents: .success(try ODOTReadingTests.incidents([])),
      now: ODOTReadingTests.now, fetchedAt: ODOTReadingTests.now)
    for pass in ODOTCatalogue.passes {
      #expect(
        !(try reading.conditions(for: pass).get()).restrictions.contains { $0.level == .open }, "\(pass.name): \(value)"
      )
    }
  }

  @Test(arguments: extremes)
  func everyNumberOfTheIncidentsAtAnExtremeIsReadWithoutTrapping(value: String) throws {
    let data = try Self.replacingNumbers(in: try Fixtures.data("tripcheck/Incidents"), with: value)
    let list = try ODOTIncidentsAnswer.decode(data, url: "Incidents")
    #expect(list.incidents.allSatisfy { $0.startMilepost == nil && $0.endMilepost == nil && $0.points.isEmpty })
    // Unplaceable closures on the passes' routes: never open there.
    let reading = try ODOTReadingTests.reading([ODOTReadingTests.report(140, code: "0")], metadata: nil)
    let withList = ODOTReading(
      reports: reading.reports, metadata: reading.metadata, incidents: .success(list), now: reading.now,
      fetchedAt: reading.now)
    #expect(!(try withList.conditions(for: ODOTReadingTests.santiam).get()).restrictions.contains { $0.level == .open })
  }

  /// Through a refresh of a saved copy of every agency's fixtures: Santiam's record and one
  /// incident carry absurd numbers; every other pass of Oregon and Washington reads as before.
  @Test(arguments: extremes)
  func oneRecordsAbsurdNumbersNeverStopAnotherPassOrAgency(value: String) async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "passengr-odot-numbers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let mirror = root.appendingPathComponent("fixtures")
    try FileManager.default.copyItem(at: Fixtures.directory, to: mirror)
    let reports = mirror.appendingPathComponent("tripcheck/RW/Reports")
    try Self.replacingNumbers(in: try Data(contentsOf: reports), with: value, keeping: ["station-id"]) {
      ODOTValue.id($0["station-id"].map { JSONValue(foundation: $0) }) == "140"
    }.write(to: reports)
    let incidents = mirror.appendingPathComponent("tripcheck/Incidents")
    try Self.replacingNumbers(in: try Data(contentsOf: incidents), with: value) {
      ODOTValue.id($0["incident-id"].map { JSONValue(foundation: $0) }) == "2025-INC-1001"
    }.write(to: incidents)

    var settings = PassengrSession.Settings()
    settings.dataDirectory = root.appendingPathComponent("data").path
    settings.baseURL = mirror.path
    settings.environment = [
      "HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
      "ODOT_TRIPCHECK_KEY": ODOTSourceTests.key,
    ]
    // Reading files, not the network: generous bounds, so a busy machine is never the failure.
    settings.timeout = .hangBound
    settings.deadline = .hangBound
    let session = try PassengrSession(settings)
    var query = StatusQuery()
    query.passes = ["santiam", "cabbage", "meacham", "blue box", "snoqualmie"]
    query.mode = .always
    let result = try await session.status(query)
    let rows = Dictionary(uniqueKeysWithValues: result.rows.map { ($0.name, $0) })
    #expect(
      rows["Cabbage Hill (Deadman Pass)"]?.conditions?.restriction(.eastbound)?.level == .tractionAdvised, "\(value)")
    #expect(rows["Meacham"]?.conditions?.restriction(.westbound)?.level == .closed)
    #expect(rows["Blue Box Pass"]?.conditions?.restriction(.eastbound)?.level == .chainsAll)
    #expect(rows["Snoqualmie Pass"]?.conditions != nil, "\(result.problems)")
    // Santiam itself: its absurd numbers dropped, never open.
    let santiam = try #require(rows["Santiam Pass"]?.conditions)
    #expect(!santiam.restrictions.contains { $0.level == .open })
    #expect(santiam.temperatureF == nil)
  }
}
