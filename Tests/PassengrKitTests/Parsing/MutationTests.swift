import Foundation
import Markup
import TestSupport
import Testing

@testable import PassengrKit

/// Real fixtures with random bytes flipped, cut, duplicated or deleted: every parser must either
/// read something or throw a typed error, never crash or hang. The generator is seeded, so a
/// failure replays exactly.
@Suite(.hangGuard) struct MutationTests {
  static func mutate(_ data: Data, using generator: inout SeededGenerator) -> Data {
    var bytes = [UInt8](data)
    for _ in 0..<Int.random(in: 1...8, using: &generator) {
      guard !bytes.isEmpty else { break }
      let at = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
      case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &generator)))
      case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 32)], at: at)
      case 3: bytes = Array(bytes.prefix(at))
      default: bytes.insert(contentsOf: Array("<\"{[&#x;]}>\u{1B}[31m".utf8), at: at)
      }
    }
    return Data(bytes)
  }

  @Test(arguments: [
    "mobile/MountainPassConditions.json",
    "Traffic/api/MountainPassConditions/MountainPassConditionsREST.svc/GetMountainPassConditionsAsJson",
    "cases/wsdot-api/conditions.xml",
    "travel/real-time/mountainpasses/stevens",
    "traffic/passes/snoqualmie/index.html",
    "data/d3/cc/ccStatusD03.json",
    "roadinfo/i80",
    "roadinfo/sr120",
  ])
  func mutatedInputNeverCrashes(path: String) async throws {
    let (parsed, refused, findings) = try await OwnThread.run { try Self.mutateAndParse(path) }
    #expect(findings.isEmpty, "\(findings)")
    // The mutations must exercise both sides: inputs still read, and inputs refused with a typed error.
    #expect(parsed > 0, "no mutation of \(path) was read; the test would not notice a decoder that refuses everything")
    #expect(refused > 0, "no mutation of \(path) was refused")
  }

  /// Parses 150 mutations of the fixture in every format; returns the counts and any error that is
  /// not one of ours, or text that kept an escape character.
  static func mutateAndParse(_ path: String) throws -> (Int, Int, [String]) {
    let original = try Fixtures.data(path)
    var generator = SeededGenerator(state: UInt64(path.utf8.count) &* 7919)
    var parsed = 0
    var refused = 0
    var findings: [String] = []
    for _ in 0..<150 {
      let data = Self.mutate(original, using: &generator)
      // Each mutation in auto and in every format of the fixture's own family (reading a feed as a
      // page is covered by auto's refusals, and costs the suite's other tests their CPU).
      let formats: [SourceFormat] =
        path.hasPrefix("roadinfo/") || path.hasPrefix("data/")
        ? [.auto, .caltransCC, .caltransRoadinfo] : [.auto, .wsdotFeed, .wsdotAPI, .wsdotPage, .legacyPage]
      for format in formats {
        do {
          let reports = try PassDocument.reports(from: data, format: format, location: path, fetchedAt: Date()).reports
          parsed += 1
          for report in reports {
            let texts =
              report.conditions.restrictions.map(\.text) + [report.conditions.roadConditions ?? "", report.name ?? ""]
            if texts.joined().unicodeScalars.contains(where: { $0.value == 0x1B }) {
              findings.append("escape kept: \(texts)")
            }
          }
        } catch is any PassengrFailure {
          refused += 1
        } catch is MarkupError {
          refused += 1
        } catch {
          // Only our own typed errors may come out of a parser; anything else is a finding.
          findings.append("\(type(of: error)): \(error)")
        }
      }
    }
    return (parsed, refused, findings)
  }
}
