import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The fail-closed property over generated answers: whatever codes, fields and times a report
/// carries, a direction reads `open` only when its station's report is in force, carries code "0"
/// that the code list explains (invisible characters and spaces around it aside), and the incidents
/// were read with no closure on it; and a closure on the segment is never hidden.
@Suite struct ODOTFailClosedTests {
  static var codes: [Any] {
    [
      "0", "A", "B", "B1", "C", "D", "E", "", " 0 ", "0.0", 0, 0.0, 1, "null", "O", "a", "b1", "Z9", true, NSNull(),
      ["0"], "\u{200B}0",
    ]
  }
  static var expiries: [Any?] {
    [
      nil, "2025-01-10T20:40:00Z", "2025-01-10T19:00:00Z", "2025-01-10T12:40:00-08:00", "2025-01-10T20:40:00",
      "garbage", 1_736_545_200, NSNull(),
    ]
  }

  /// One generated report for `station`, with the facts that decide whether it may read open.
  static func report(_ station: Int, using generator: inout SeededGenerator) -> (object: [String: Any], mayBeOpen: Bool)
  {
    var object = ODOTReadingTests.report(station)
    let code = codes.randomElement(using: &generator) ?? "0"
    let expiry = expiries.randomElement(using: &generator) ?? nil
    object["expiry-time"] = expiry
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: object["driving-restriction"] = nil
    case 1: object["driving-restriction"] = NSNull()
    case 2: object["driving-restriction"] = ["restriction-start-milepost": 0]
    default: object["driving-restriction"] = ["restriction-id": code]
    }
    if Bool.random(using: &generator) {
      object["weather-conditions"] = ["weather-id": Int.random(in: -5...200, using: &generator)]
    }
    let restriction = object["driving-restriction"] as? [String: Any]
    let written = restriction?["restriction-id"]
    let isZero =
      (written as? String).map { ["0", " 0 ", "0.0", "\u{200B}0"].contains($0) }
      ?? ((written as? Int) == 0 || (written as? Double) == 0)
    let current = (expiry as? String).flatMap(ODOTTime.parse).map { $0 > ODOTReadingTests.now } ?? false
    return (object, isZero && current)
  }

  @Test(arguments: 0..<200)
  func generatedReportsNeverReadOpenWithoutEvidence(seed: Int) throws {
    var generator = SeededGenerator(state: UInt64(seed) &* 7919)
    let pass = ODOTCatalogue.passes.randomElement(using: &generator) ?? ODOTReadingTests.santiam
    let binding = try #require(ODOTCatalogue.stations[pass.id])
    var objects: [[String: Any]] = []
    var mayBeOpen: [String: Bool] = [:]
    for station in binding.stations where Int.random(in: 0..<6, using: &generator) > 0 {
      guard let number = Int(station.id) else { continue }
      let (object, open) = Self.report(number, using: &generator)
      objects.append(object)
      mayBeOpen[station.id] = open
    }
    let metadataFails = Int.random(in: 0..<8, using: &generator) == 0
    let incidentsFail = Int.random(in: 0..<8, using: &generator) == 0
    let closure = Int.random(in: 0..<5, using: &generator) == 0
    let station = binding.stations[0]
    let incidents = closure ? [ODOTReadingTests.incident(route: station.route, milepost: station.span.lowerBound)] : []
    let reading = ODOTReading(
      reports: .success(try ODOTReadingTests.answer(objects)),
      metadata: metadataFails
        ? .failure(SourceError.source(.odot, ODOTFailure.incidentsNotSaved))
        : .success(try ODOTReadingTests.metadata),
      incidents: incidentsFail
        ? .failure(SourceError.source(.odot, ODOTFailure.incidentsNotSaved))
        : .success(try ODOTReadingTests.incidents(incidents)),
      now: ODOTReadingTests.now, fetchedAt: ODOTReadingTests.now)
    let conditions = try reading.conditions(for: pass).get()
    for way in pass.directions.all {
      let restriction = try #require(conditions.restriction(way), "seed \(seed): no restriction for \(way)")
      let stations = binding.byDirection[way] ?? []
      let evidence = !metadataFails && !incidentsFail && stations.allSatisfy { mayBeOpen[$0.id] == true }
      if restriction.level == .open {
        #expect(evidence, "seed \(seed): \(pass.name) \(way) read open: \(restriction.text)")
      }
      if closure && !incidentsFail && stations.contains(station) {
        #expect(
          restriction.level == .closed, "seed \(seed): a closure on \(pass.name) \(way) was hidden: \(restriction.text)"
        )
      }
    }
  }
}
