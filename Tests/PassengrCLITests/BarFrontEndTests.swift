import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// `passengr-bar`, the second front end: built only on PassengrKit's public API, run end to end
  /// against the shipped fixtures in a fresh data directory.
  @Suite(.hangGuard) struct BarFrontEndTests {
    /// The `passengr-bar` executable beside `passengr`.
    static var bar: URL { CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("passengr-bar") }

    /// Runs `passengr-bar arguments…` against `sandbox`'s data directory and its fixture server,
    /// which serves WSDOT's feed as of now (the fixtures as they are read old, so unknown).
    func bar(_ arguments: [String], in sandbox: Sandbox) async throws -> CommandRunner.Output {
      try await CommandRunner.run(
        arguments + ["--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString],
        executable: Self.bar, timeLimit: .seconds(60))
    }

    @Test func theEnabledPassesFitOnOneLineWithTheKitsLevels() async throws {
      let sandbox = try Sandbox()
      let line = try await bar([], in: sandbox)
      #expect(line.status == 0, "\(line.stderr)")
      #expect(line.stderr == "")
      #expect(
        line.stdout
          == "Blewett ⚠ traction advised · Manastash Ridge ✓ · Satus ✓ · Snoqualmie ⚠ traction advised · Stevens ⚠ chains required · White ✕ closed\n"
      )
      // One judgement: the levels are the ones `passengr status --json` reports for the same data.
      let status = try await sandbox.run(["status", "--offline", "--json"])
      let passes = try #require(
        (try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])?["passes"]
          as? [[String: Any]])
      let levels = passes.compactMap { $0["level"] as? String }
      #expect(levels == ["traction_advised", "open", "open", "traction_advised", "chains_required", "closed"])
    }

    @Test func aTripIsJudgedOverTheDirectionsDriven() async throws {
      let sandbox = try Sandbox()
      let added = try await CommandRunner.run([
        "trip", "add", "over", "snoqualmie:west", "white", "--data-dir", sandbox.dataDirectory.path,
      ])
      #expect(added.status == 0, "\(added.stderr)")
      let line = try await bar(["--trip", "over"], in: sandbox)
      #expect(line.status == 0, "\(line.stderr)")
      // Westbound Snoqualmie has no restriction; the eastbound traction advisory is not on this drive.
      #expect(line.stdout == "Snoqualmie ✓ · White ✕ closed\n")
    }

    @Test func withoutSavedDataEveryPassIsUnknownAndTheProblemIsTyped() async throws {
      let sandbox = try Sandbox()
      let line = try await bar(["--offline"], in: sandbox)
      #expect(line.status == 2)
      #expect(line.stdout.split(separator: "·").allSatisfy { $0.contains("? unknown") }, "\(line.stdout)")
      // The bar words the kit's typed problem itself: no CLI flag, no wording of passengr's.
      #expect(line.stderr.hasPrefix("passengr-bar: no data yet: nothing saved yet for Blewett Pass"), "\(line.stderr)")
      #expect(!line.stderr.contains("--"))
    }

    @Test func theAlertsInForceStandBesideTheRoadsLevel() async throws {
      let sandbox = try Sandbox()
      let line = try await CommandRunner.run(
        ["--data-dir", sandbox.dataDirectory.path, "--base-url", Fixtures.directory.path], executable: Self.bar,
        timeLimit: .seconds(60))
      #expect(line.status == 0, "\(line.stderr)")
      #expect(line.stdout.contains("Stevens ⚠ chains required [NWS: Winter Storm Warning]"), "\(line.stdout)")
      #expect(line.stdout.contains("Satus ✓ ·") || line.stdout.contains("Satus ✓\n"), "\(line.stdout)")
    }

    @Test func aWrongArgumentIsAUsageError() async throws {
      let sandbox = try Sandbox()
      let wrong = try await bar(["--colour"], in: sandbox)
      #expect(wrong.status == 64)
      #expect(wrong.stderr == "passengr-bar: unknown argument '--colour'; see --help\n")
      #expect(wrong.stdout == "")
    }

    /// A trip that is not there is the command line's fault: 64, as the README says.
    @Test func anUnknownTripIsAUsageError() async throws {
      let sandbox = try Sandbox()
      let output = try await bar(["--trip", "nosuch"], in: sandbox)
      #expect(output.status == 64, "\(output.stderr)")
      #expect(output.stderr.hasPrefix("passengr-bar: no trip named 'nosuch'"), "\(output.stderr)")
      #expect(output.stdout.isEmpty)
    }
  }
}
