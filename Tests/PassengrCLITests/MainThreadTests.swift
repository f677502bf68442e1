import Foundation
import TestSupport
import Testing

/// strace, where installed and allowed to trace (a container may forbid it): it counts the threads
/// a run starts.
let strace = ["/usr/bin/strace", "/bin/strace"].first { path in
  guard FileManager.default.isExecutableFile(atPath: path) else { return false }
  let probe = Process()
  probe.executableURL = URL(fileURLWithPath: path)
  probe.arguments = ["-qq", "-o", "/dev/null", "/bin/true"]
  probe.standardOutput = FileHandle.nullDevice
  probe.standardError = FileHandle.nullDevice
  guard (try? probe.run()) != nil else { return false }
  probe.waitUntilExit()
  return probe.terminationStatus == 0
}

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

  /// Saved data and the history are shown on the main thread, offline or fresh enough, in a table
  /// or JSON; the run that fetches starts the threads it needs.
  @Test(.enabled(if: strace != nil, "needs strace"))
  func statusOfSavedDataStartsNoThread() async throws {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-threads-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let base = ["--data-dir", data.path, "--base-url", Fixtures.directory.path]
    #expect(try await threadsStarted(base) != [], "the first run writes the archive and fetches")
    #expect(try await threadsStarted(["status", "--offline"] + base) == [])
    #expect(try await threadsStarted(["status", "--offline", "--json", "snoqualmie"] + base) == [])
    #expect(try await threadsStarted(["status", "--max-age", "1d"] + base) == [], "fresh: nothing to fetch")
    #expect(try await threadsStarted(["history"] + base) == [], "the history is read where the process started")
  }
}
