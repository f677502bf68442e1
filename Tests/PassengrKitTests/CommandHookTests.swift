import Foundation
@testable import PassengrKit
import Testing

@Suite(.timeLimit(.minutes(1))) struct CommandHookTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hook-\(UUID().uuidString)")

  func make() throws { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }

  @Test func theCommandGetsItsInputOnStdinAndItsFactsInTheEnvironment() async throws {
    try make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let hook = CommandHook(command: "cat > '\(directory.path)/in'; printf '%s' \"$PASSENGR_WORST_LEVEL\" > '\(directory.path)/env'", timeLimit: TimeSpan(seconds: 10))
    let outcome = await hook.run(input: Data("line 1\nline 2\n".utf8), environment: ["PASSENGR_WORST_LEVEL": "closed"])
    #expect(outcome == .succeeded)
    #expect(try String(contentsOf: directory.appendingPathComponent("in"), encoding: .utf8) == "line 1\nline 2\n")
    #expect(try String(contentsOf: directory.appendingPathComponent("env"), encoding: .utf8) == "closed")
  }

  @Test func aFailureReportsItsStatusAndTheLastLineOfItsStderr() async {
    let hook = CommandHook(command: "echo first >&2; echo 'no route to ntfy' >&2; exit 7", timeLimit: TimeSpan(seconds: 10))
    #expect(await hook.run(input: Data(), environment: [:]) == .failed(status: 7, stderr: "no route to ntfy"))
  }

  @Test func aHangingCommandIsStoppedAtItsTimeLimitWithEverythingItStarted() async throws {
    try make()
    defer { try? FileManager.default.removeItem(at: directory) }
    let marker = directory.appendingPathComponent("child-survived").path
    // A grandchild that would write the marker after 3 s, unless the whole group is stopped.
    let hook = CommandHook(command: "(sleep 3; touch '\(marker)') & sleep 60", timeLimit: TimeSpan(seconds: 1))
    let started = ContinuousClock.now
    let outcome = await hook.run(input: Data(), environment: [:])
    #expect(outcome == .timedOut(seconds: 1, stderr: ""))
    #expect(ContinuousClock.now - started < .seconds(20), "the command would run 60 s")
    try await Task.sleep(for: .seconds(3))
    #expect(!FileManager.default.fileExists(atPath: marker), "a process the command started outlived the time limit")
  }

  @Test func neverTwoRunsAtOnce() async {
    let hook = CommandHook(command: "sleep 1", timeLimit: TimeSpan(seconds: 10))
    async let first = hook.run(input: Data(), environment: [:])
    try? await Task.sleep(for: .milliseconds(200))
    let second = await hook.run(input: Data(), environment: [:])
    #expect(second == .busy)
    #expect(await first == .succeeded)
  }

  @Test func aCommandThatNeverReadsItsInputDoesNotBlock() async {
    let hook = CommandHook(command: "exit 0", timeLimit: TimeSpan(seconds: 10))
    #expect(await hook.run(input: Data(repeating: 0x41, count: 1 << 20), environment: [:]) == .succeeded)
  }
}
