import Foundation
import TestSupport
import Testing

/// strace, where installed: it counts the threads a run starts.
let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// The synchronous commands run on the process's main thread, as `PassengrCommand.main` says: the
/// executable's `@main` entry and the command tree's `main` share the main actor, so no hop to a
/// worker thread (whose malloc arena grows a page at a time) comes before the command.
@Suite(.hangGuard) struct MainThreadTests {
  /// The threads `passengr arguments…` starts, from strace's log of the `clone` calls.
  func threadsStarted(_ arguments: [String]) async throws -> [String] {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-strace-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: log) }
    let output = try await CommandRunner.run(
      ["-f", "-qq", "-e", "trace=clone,clone3", "-o", log.path, CommandRunner.executable.path] + arguments,
      executable: URL(fileURLWithPath: try #require(strace)))
    #expect(output.status == 0, "\(output.stderr)")
    let text = try String(contentsOf: log, encoding: .utf8)
    return text.split(separator: "\n").map(String.init).filter { $0.contains("clone") }
  }

  @Test(.enabled(if: strace != nil, "needs strace"))
  func versionAndParseStartNoThread() async throws {
    #expect(try await threadsStarted(["--version"]) == [])
    let page = Fixtures.directory.appendingPathComponent("travel/real-time/mountainpasses/snoqualmie")
    #expect(try await threadsStarted(["parse", page.path, "--json"]) == [])
  }
}
