import Foundation
import TestAgency

@testable import PassengrKit

/// A second test agency whose documents look exactly like Ridgeline's: `parse --format auto` must
/// refuse to choose between them.
struct RidgelineTwin: Agency {
  var id: AgencyID { AgencyID(rawValue: "twin") }
  var name: String { "Twin DOT" }
  var attribution: String { "Twin DOT" }
  var idRange: ClosedRange<Int> { 9100...9199 }
  var catalogue: [Pass] { [] }
  var sourceNames: [SourceName] { [SourceName(rawValue: "twin")] }
  var formats: [SourceFormat] { [SourceFormat(rawValue: "twin-json")] }
  func recognise(_ data: Data) -> SourceFormat.Recognition? {
    data.prefix(4096).contains(bytes: "\"ridgelinePasses\"") ? .certain(SourceFormat(rawValue: "twin-json")) : nil
  }
  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  { [] }
  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    RidgelineSource(loader: settings.loader, clock: settings.clock)
  }
}
