import Foundation
import TestSupport
import Testing

@testable import PassengrKit

@Suite(.hangGuard) struct CommandHookTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hook-\(UUID().uuidString)")

  func make() throws { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }

  @Test func theCommandGetsItsInputOnStdinAndItsFactsInTheEnvironment() async throws {
    try make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let hook = CommandHook(
      command: "cat > '\(directory.path)/in'; printf '%s' \"$PASSENGR_WORST_LEVEL\" > '\(directory.path)/env'",
      timeLimit: TimeSpan(seconds: 600))
    let outcome = await hook.run(input: Data("line 1\nline 2\n".utf8), environment: ["PASSENGR_WORST_LEVEL": "closed"])
    #expect(outcome == .succeeded)
    #expect(try String(contentsOf: directory.appendingPathComponent("in"), encoding: .utf8) == "line 1\nline 2\n")
    #expect(try String(contentsOf: directory.appendingPathComponent("env"), encoding: .utf8) == "closed")
  }

  @Test func aFailureReportsItsStatusAndTheLastLineOfItsStderr() async {
    let hook = CommandHook(
      command: "echo first >&2; echo 'no route to ntfy' >&2; exit 7", timeLimit: TimeSpan(seconds: 600))
    #expect(await hook.run(input: Data(), environment: [:]) == .failed(status: 7, stderr: "no route to ntfy"))
  }

  @Test func aHangingCommandIsStoppedAtItsTimeLimitWithEverythingItStarted() async throws {
    try make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pidFile = directory.appendingPathComponent("grandchild").path
    // A grandchild that records its pid and would live ten minutes, unless the whole group is stopped.
    let hook = CommandHook(
      command: "sh -c 'echo $$ > \"\(pidFile)\"; exec sleep 600' & sleep 600", timeLimit: TimeSpan(seconds: 1))
    let started = ContinuousClock.now
    let outcome = await hook.run(input: Data(), environment: [:])
    #expect(outcome == .timedOut(seconds: 1, stderr: ""))
    // A bound against the 600 s the command would run, however busy the machine's cores.
    #expect(ContinuousClock.now - started < .seconds(300), "the command would run 600 s")
    // No file: the group was stopped before the grandchild ever ran, which is the property too.
    guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8) else { return }
    let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    // Gone (or a zombie waiting to be reaped) within a few seconds: it was stopped, not left to run.
    var alive = true
    for _ in 0..<50 where alive {
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      let state = stat.split(separator: ")").last?.split(separator: " ").first
      alive = kill(pid, 0) == 0 && state != "Z"
      if alive { try await Task.sleep(for: .milliseconds(100)) }
    }
    #expect(!alive, "a process the command started (pid \(pid)) outlived the time limit")
  }

  @Test func neverTwoRunsAtOnce() async throws {
    try make()
    defer { try? FileManager.default.removeItem(at: directory) }
    // The first run holds until the test lets it go: no race with the clock on a busy machine.
    let started = directory.appendingPathComponent("started").path
    let release = directory.appendingPathComponent("release").path
    let hook = CommandHook(
      command: "touch '\(started)'; while [ ! -e '\(release)' ]; do sleep 0.05; done", timeLimit: TimeSpan(seconds: 600)
    )
    async let first = hook.run(input: Data(), environment: [:])
    while !FileManager.default.fileExists(atPath: started) { try await Task.sleep(for: .milliseconds(20)) }
    let second = await hook.run(input: Data(), environment: [:])
    #expect(second == .busy)
    _ = FileManager.default.createFile(atPath: release, contents: Data())
    #expect(await first == .succeeded)
  }

  @Test func aCommandThatNeverReadsItsInputDoesNotBlock() async {
    let hook = CommandHook(command: "exit 0", timeLimit: TimeSpan(seconds: 600))
    #expect(await hook.run(input: Data(repeating: 0x41, count: 1 << 20), environment: [:]) == .succeeded)
  }
}
