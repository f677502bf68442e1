import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// `doctor` says when the history holds lines every read skips, instead of calling it "ok".
  @Suite(.hangGuard) struct DoctorHistoryLinesTests {
    @Test func doctorCountsUnreadableHistoryLines() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["enable", "tiger"]).status == 0)
      let history = sandbox.dataDirectory.appendingPathComponent("history.jsonl")
      try Data("{\"schema\":\"passengr.change/1\",\"at\":\"garbage\n".utf8).write(to: history)
      let output = try await sandbox.run(["doctor"])
      #expect(
        output.stdout.contains(
          "\(history.path): 1 unreadable line skipped by every read (a run may have been cut short); the rest ok"),
        "\(output.stdout)")
      #expect(!output.stdout.contains("\(history.path): ok"))
    }
  }
}
