import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// `passengr.trips/1`: a pass driven both ways has `"direction": null`, never a missing key.
  @Suite(.hangGuard) struct TripJSONNullTests {
    @Test(arguments: [["trip", "show", "tt", "--json"], ["trip", "list", "--json"]])
    func aPassDrivenBothWaysHasANullDirection(_ command: [String]) async throws {
      let sandbox = try Sandbox()
      let added = try await sandbox.run(["trip", "add", "tt", "white", "stevens:east"])
      #expect(added.status == 0, "\(added.stderr)")
      let output = try await sandbox.run(command)
      #expect(output.status == 0, "\(output.stderr)")
      let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      let legs = try #require((document["trips"] as? [[String: Any]])?.first?["passes"] as? [[String: Any]])
      #expect(legs.count == 2)
      for leg in legs {
        #expect(Set(leg.keys) == ["id", "name", "direction"], "\(leg)")
      }
      #expect(legs.first?["direction"] is NSNull)
      #expect(legs.last?["direction"] as? String == "eastbound")
    }
  }
}
