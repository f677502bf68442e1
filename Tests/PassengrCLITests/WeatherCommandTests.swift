import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// NWS's weather through the built binary: beside the road in the table, `check --at`, its usage
  /// errors, and `--no-weather`.
  @Suite(.hangGuard) struct WeatherCommandTests {
    @Test func theRecordingShowsNWSBesideTheRoadAndCheckAtNamesTheAlertsThen() async throws {
      let sandbox = try Sandbox()
      let fixtures = Fixtures.directory.path
      let table = try await sandbox.run(["status", "stevens"], baseURL: fixtures)
      #expect(table.status == 0, "\(table.stderr)")
      // Wrapped to the terminal: compared word by word.
      func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
      #expect(
        words(table.stdout).contains("NWS alert Winter Storm Warning (severe) from Sat Jan 11, 4:00 AM PST"),
        "\(table.stdout)")
      #expect(words(table.stdout).contains("(NWS, issued 3 h before the recording)"), "\(table.stdout)")
      let check = try await sandbox.run(["check", "stevens:east", "--at", "2025-01-11T06:00"], baseURL: fixtures)
      #expect(check.status == 0, "\(check.stderr)")
      #expect(
        words(check.stdout).contains("Winter Storm Warning over Stevens Pass from Sat Jan 11, 4:00 AM PST"),
        "\(check.stdout)")
      #expect(
        words(check.stdout).contains("drive: restrictions: Stevens Pass eastbound chains required"), "\(check.stdout)")
      let late = try await sandbox.run(["check", "stevens:east", "--at", "+9d"], baseURL: fixtures)
      #expect(late.status == 64 && late.stderr.contains("out of range"), "\(late.stderr)")
      let bad = try await sandbox.run(["check", "stevens:east", "--at", "teatime"], baseURL: fixtures)
      #expect(bad.status == 64 && bad.stderr.contains("not a time"), "\(bad.stderr)")
    }

    @Test func noWeatherAsksNWSForNothingAndLeavesTheRoadAlone() async throws {
      let sandbox = try Sandbox()
      let fixtures = Fixtures.directory.path
      let quiet = try await sandbox.run(["status", "stevens", "--no-weather", "--refresh"], baseURL: fixtures)
      #expect(quiet.status == 0 && !quiet.stdout.contains("NWS"), "\(quiet.stdout)")
      #expect(quiet.stdout.contains("CHAINS REQUIRED"))
    }
  }
}
