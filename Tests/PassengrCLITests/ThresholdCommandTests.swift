import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// One threshold over the judgement: `status --fail-on`, `check` and `watch --fail-on` agree on a
  /// closed pass and on one whose data is not current (it is never cleared: exit 3 in every one).
  @Suite(.hangGuard) struct ThresholdCommandTests {
    @Test func statusCheckAndWatchAgreeOnAClosedPass() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["refresh"]).status == 0)
      for arguments in [
        ["status", "white", "--fail-on", "closed"], ["check", "white:east", "--fail-on", "closed"],
        ["watch", "white", "--fail-on", "closed"],
      ] {
        let output = try await sandbox.run(arguments)
        #expect(output.status == 3, "\(arguments): \(output.stdout) \(output.stderr)")
      }
    }

    @Test func statusCheckAndWatchAgreeOnDataThatIsNotCurrent() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["refresh"]).status == 0)
      // Stevens Pass is short of closed in the recording; from now on WSDOT answers with an error,
      // so what was saved is stale: it proves nothing short of a closure.
      sandbox.server.setHandler { _ in .init(status: 500, text: "down") }
      for arguments in [
        ["status", "stevens", "--fail-on", "closed", "--refresh"],
        ["check", "stevens:east", "--fail-on", "closed", "--refresh"],
        ["watch", "stevens", "--fail-on", "closed"],
      ] {
        let output = try await sandbox.run(arguments)
        #expect(output.status == 3, "\(arguments): \(output.stdout) \(output.stderr)")
      }
      let check = try await sandbox.run(["check", "stevens:east", "--fail-on", "closed", "--offline"])
      #expect(check.stdout.contains("unknown: a pass of the drive cannot be cleared"), "\(check.stdout)")
      let watch = try await sandbox.run(["watch", "stevens", "--fail-on", "closed"])
      #expect(watch.stderr.contains("cannot be cleared of --fail-on closed"), "\(watch.stderr)")
    }

    /// The default threshold of `check` is an agency's plea not to travel: South Pass's "No
    /// Unnecessary Travel" in the shipped recording is no go, and only a closure with `--fail-on closed`.
    @Test func aPleaNotToTravelIsNoGoByDefault() async throws {
      let sandbox = try Sandbox()
      let base = Fixtures.directory.path
      let plea = try await sandbox.run(["check", "south pass:east"], baseURL: base)
      #expect(plea.status == 3, "\(plea.stdout) \(plea.stderr)")
      #expect(plea.stdout.contains("no go"), "\(plea.stdout)")
      let closedOnly = try await sandbox.run(["check", "south pass:east", "--fail-on", "closed"], baseURL: base)
      #expect(closedOnly.status == 0, "\(closedOnly.stdout) \(closedOnly.stderr)")
      let status = try await sandbox.run(["status", "south pass", "--fail-on", "travel_advisory"], baseURL: base)
      #expect(status.status == 3, "\(status.stdout) \(status.stderr)")
    }
  }
}
