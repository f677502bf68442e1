import Foundation
import Synchronization
import TestSupport
import Testing

@testable import PassengrKit

/// The hook's delivery: how far it says the command has had everything, and what it says when it
/// has to let records go.
@Suite(.hangGuard) struct HookDeliveryTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("delivery-\(UUID().uuidString)")

  func line(_ field: String) throws -> HookDelivery.Line {
    let change = ConditionChange(
      passID: 11, name: "Snoqualmie Pass I-90", field: ChangeField(rawValue: field), old: .init(text: "Snow"),
      new: .init(text: "Rain"))
    return try HookDelivery.Line(HistoryRecord(change, at: Date(timeIntervalSince1970: 1_700_000_000), refresh: 1))
  }

  @Test func deliveryIsSaidOnlyOnceARunSucceeded() async throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let failed = directory.appendingPathComponent("failed").path
    let got = directory.appendingPathComponent("got").path
    let hook = CommandHook(
      command: "if [ -e '\(failed)' ]; then cat >> '\(got)'; else touch '\(failed)'; exit 7; fi",
      timeLimit: TimeSpan(seconds: 600))
    let reached = Mutex<[Int]>([])
    let said = Mutex<[HookFailure]>([])
    let delivery = HookDelivery { refresh in reached.withLock { $0.append(refresh) } }
    let events: @Sendable (WatchEvent) -> Void = { event in
      if case .hookFailed(let failure) = event { said.withLock { $0.append(failure) } }
    }
    delivery.offer([try line("weather")], through: 3, worst: .open, hook: hook, events: events)
    await delivery.finish()
    #expect(reached.withLock { $0 }.isEmpty, "a failed run delivers nothing")
    #expect(said.withLock { $0 } == [.exited(command: hook.command, status: 7, stderr: "")])
    delivery.settle(through: 4)
    #expect(reached.withLock { $0 }.isEmpty, "nothing new is owed, but the failed lines still are")
    delivery.offer([try line("conditions")], through: 5, worst: .open, hook: hook, events: events)
    await delivery.finish()
    #expect(reached.withLock { $0 } == [5])
    let lines = try String(contentsOfFile: got, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].contains("\"field\":\"weather\"") && lines[1].contains("\"field\":\"conditions\""))
    delivery.settle(through: 6)
    #expect(reached.withLock { $0 } == [5, 6], "with nothing pending, nothing owed is delivered at once")
  }

  @Test func recordsPastTheLimitAreSaidToBeDropped() async throws {
    let hook = CommandHook(command: "cat > /dev/null", timeLimit: TimeSpan(seconds: 600))
    let said = Mutex<[HookFailure]>([])
    let delivery = HookDelivery()
    let lines = try (0..<(HookDelivery.maxPending + 5)).map { try line("field\($0)") }
    delivery.offer(lines, through: 1, worst: .open, hook: hook) { event in
      if case .hookFailed(let failure) = event { said.withLock { $0.append(failure) } }
    }
    await delivery.finish()
    #expect(said.withLock { $0 } == [.dropped(command: "cat > /dev/null", count: 5, limit: 1000)])
  }
}
