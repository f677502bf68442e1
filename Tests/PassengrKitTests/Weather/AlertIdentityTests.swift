import Foundation
import Testing

@testable import PassengrKit

/// An NWS alert is the same alert however the answer orders it: NWS's id, else a digest of what it
/// says, never its position.
@Suite struct AlertIdentityTests {
  func answer(_ features: [[String: Any]]) throws -> Data {
    try JSONSerialization.data(withJSONObject: ["features": features])
  }

  @Test func anAlertWithoutAnIdKeepsItsIdentityInAnotherOrder() throws {
    let storm: [String: Any] = ["properties": ["event": "Winter Storm Warning", "headline": "Heavy snow"]]
    let wind: [String: Any] = ["properties": ["event": "Wind Advisory", "headline": "Gusts to 60 mph"]]
    let first = try NWSDecoding.alerts(answer([storm, wind]))
    let second = try NWSDecoding.alerts(answer([wind, storm]))
    #expect(first.count == 2 && second.count == 2)
    #expect(first[0].id == second[1].id)
    #expect(first[1].id == second[0].id)
    #expect(first[0].id != first[1].id, "two alerts saying different things are two alerts")
    #expect(first.allSatisfy { $0.id.hasPrefix("unidentified-") })
  }

  @Test func nwsOwnIdWins() throws {
    let alert: [String: Any] = ["id": "urn:oid:2.49.0.1.840.0.abc", "properties": ["event": "Wind Advisory"]]
    #expect(try NWSDecoding.alerts(answer([alert])).first?.id == "urn:oid:2.49.0.1.840.0.abc")
  }
}
