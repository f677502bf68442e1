import Foundation
import Markup
import TestSupport
import Testing

@testable import PassengrKit

/// TripCheck's answers with random bytes flipped, cut, duplicated or deleted: each is read or
/// refused with a typed error, never a crash, and what is read keeps no escape character and never
/// reads open without a code list beside it.
@Suite(.hangGuard) struct ODOTMutationTests {
  @Test(arguments: ["tripcheck/RW/Reports", "tripcheck/Incidents", "tripcheck/RW/Metadata"])
  func mutatedAnswersAreReadOrRefusedNeverCrash(path: String) async throws {
    let original = try Fixtures.data(path)
    var generator = SeededGenerator(state: UInt64(path.utf8.count) &* 104_729)
    var parsed = 0
    var refused = 0
    for _ in 0..<150 {
      let data = MutationTests.mutate(original, using: &generator)
      do {
        _ = try ODOTIncidentsAnswer.decode(data, url: path)
        _ = try ODOTMetadata.decode(data, url: path)
      } catch is any PassengrFailure {
        // Each decoder refuses what is not its own; that is the point.
      }
      for format in [SourceFormat.auto, .odotReports] {
        do {
          // Read as a saved answer of unknown place: no code list beside it, so nothing may be open.
          let reports = try PassDocument.reports(
            from: data, format: format, location: "standard input", fetchedAt: Date()
          ).reports
          parsed += 1
          for report in reports {
            let texts =
              report.conditions.restrictions.map(\.text) + [
                report.conditions.roadConditions ?? "", report.conditions.weather ?? "",
              ]
              + report.conditions.reports.map(\.text)
            #expect(!texts.joined().unicodeScalars.contains { $0.value == 0x1B }, "escape kept: \(texts)")
            #expect(!report.conditions.restrictions.contains { $0.level == .open }, "\(report.publishedName) read open")
          }
        } catch is any PassengrFailure {
          refused += 1
        } catch is MarkupError {
          refused += 1
        }
      }
    }
    if path.hasSuffix("Reports") { #expect(parsed > 0 && refused > 0, "parsed \(parsed), refused \(refused)") }
  }
}
