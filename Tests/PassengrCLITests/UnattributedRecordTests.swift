import Foundation
import TestSupport
import Testing

/// A WSDOT feed record that names no pass is never dropped in silence: taken by its name when that
/// is certain, else the feed is partial — no pass reads open or `go`, the refresh says a record was
/// skipped, `doctor` wants attention and `parse` lists the record.
extension EndToEndSecondLane {
  @Suite(.hangGuard) struct UnattributedRecordTests {
    @Test func aClosureWithoutAPassIdButWithThePassesNameClosesThePass() async throws {
      let sandbox = try Sandbox()
      sandbox.serveFeed("cases/wsdot-feed/closure-without-id.json")
      let check = try await sandbox.run(["check", "manastash:east"])
      #expect(check.status == 3, "\(check.stdout)\(check.stderr)")
      #expect(check.stdout.contains("CLOSED") && check.stdout.contains("Pass Closed"), "\(check.stdout)")
    }

    @Test func aClosureThatCannotBeAttributedLeavesNoPassOpenAndIsReported() async throws {
      let sandbox = try Sandbox()
      sandbox.serveFeed("cases/wsdot-feed/unattributed-closure.json")
      let check = try await sandbox.run(["check", "manastash:east"])
      #expect(check.status == 3, "\(check.stdout)\(check.stderr)")
      #expect(check.stdout.contains("UNKNOWN") && check.stdout.contains("Manastash Summit Detour"), "\(check.stdout)")
      #expect(!check.stdout.contains("go: every pass"), "\(check.stdout)")
      #expect(check.stderr.contains("skipped 1 record that names no pass"), "\(check.stderr)")
      let doctor = try await sandbox.run(["doctor", "--json"])
      let checks = try EndToEnd.DoctorTests.checks(doctor.stdout).checks
      let health = try #require(
        checks.first { ($0["detail"] as? String)?.contains("wsdot-records") == true }, "\(checks)")
      #expect(health["healthy"] as? Bool == false)
      #expect(doctor.status != 0)
      let parse = try await CommandRunner.run(["parse", Fixtures.url("cases/wsdot-feed/one-bad-record.json").path])
      #expect(
        parse.status == 0 && parse.stdout.contains("No id here") && parse.stdout.contains("no pass id"),
        "\(parse.stdout)")
    }
  }
}
