import Foundation
import TestSupport
import Testing

/// What a new user meets: usage errors, suggestions, headers and help.
extension EndToEnd {
@Suite(.timeLimit(.minutes(3))) struct UsageTests {
  static let usageErrors: [([String], String, String)] = [
    (["stauts"], "passengr: 'stauts' is neither a command nor a pass; did you mean 'passengr status'?", "usage: passengr status "),
    (["snoqq"], "passengr: no pass called 'snoqq'; did you mean Snoqualmie Pass?", "usage: passengr status "),
    (["status", "--fail-on", "bogus"],
     "passengr: The value 'bogus' is invalid for '--fail-on <level>'; give one of: open, traffic_delays, traction_advised, traction_required, chains_required, chains_all, closed, closed_for_season",
     "usage: passengr status "),
    (["status", "--fail-on", "unknown"], "passengr: The value 'unknown' is invalid for '--fail-on <level>'", "usage: passengr status "),
    (["prune", "--keep", "1"], "passengr: The value '1' is invalid for '--keep <span>': '1' has no unit", "usage: passengr prune --keep <span>"),
    (["list", "--bogus"], "passengr: Unknown option '--bogus'", "usage: passengr list "),
    (["watch", "--every", "30s"], "passengr: --every 30s is out of range", "usage: passengr watch "),
  ]

  @Test(arguments: usageErrors)
  func aUsageErrorIsOneLineAndTheUsageOfTheCommandUsed(arguments: [String], message: String, usage: String) async throws {
    let sandbox = try Sandbox()
    let output = try await sandbox.run(arguments)
    #expect(output.status == 64)
    let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 2, "\(output.stderr)")
    #expect(lines.first?.hasPrefix(message) == true, "\(output.stderr)")
    #expect(lines.last?.hasPrefix(usage) == true, "\(output.stderr)")
    #expect(output.stdout.isEmpty)
  }

  @Test func helpListsTheThresholdLevelsWithoutUnknownAndReflowsCleanly() async throws {
    let help = try await CommandRunner.run(["help", "status"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("2   trouble: nothing usable to show, a bad archive, a lock timeout\n"))
    // No line of the discussion is a stub left by a manual break inside a wrapped line.
    let discussion = help.stdout.components(separatedBy: "USAGE:").first ?? ""
    for line in discussion.split(separator: "\n") where !line.hasPrefix("  ") && !line.hasSuffix(":") {
      #expect(line.count > 30 || line.hasSuffix("."), "ragged line: '\(line)'")
    }
  }

  @Test func listHasAHeaderAndMovePastTheEndSaysItIsTheLast() async throws {
    let sandbox = try Sandbox()
    let list = try await sandbox.run(["list"])
    #expect(list.stdout.hasPrefix("POS  ON     ID  AGENCY    NAME                      HIGHWAY\n"))
    let moved = try await sandbox.run(["move", "snoqualmie", "--to", "99"])
    #expect(moved.status == 0)
    #expect(moved.stderr == "passengr: moved Snoqualmie Pass to position 27 (the last)\n")
  }

  @Test func historySaysWhenEachChangeHappened() async throws {
    let sandbox = try Sandbox()
    _ = try await sandbox.run([])
    sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
    _ = try await sandbox.run(["refresh"])
    let history = try await sandbox.run(["history"])
    let first = try #require(history.stdout.split(separator: "\n").first)
    #expect(first.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}  Snoqualmie Pass I-90 "#, options: .regularExpression) != nil, "\(first)")
  }

  @Test func statusFailOnSaysWhichPassMetTheThreshold() async throws {
    let sandbox = try Sandbox()
    let output = try await sandbox.run(["status", "--fail-on", "chains_required"])
    #expect(output.status == 3)
    #expect(output.stderr.contains("Stevens Pass is chains required, White Pass is closed: at or above --fail-on chains_required"), "\(output.stderr)")
  }

  @Test func addFetchesThePageOnceAndShowsWhatEachXPathFound() async throws {
    let sandbox = try Sandbox()
    let url = sandbox.server.url("/traffic/passes/snoqualmie/").absoluteString
    let before = sandbox.server.requests.count
    let added = try await sandbox.run(["add", "Old Snoqualmie", "--url", url, "--eastbound", "//span[@id='PassInfoRestrictionsOne']"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(sandbox.server.requests.count == before + 1)
    #expect(added.stderr.contains("eastbound    Traction Tires Required"))
    let nothing = try await sandbox.run(["add", "Nowhere", "--url", url, "--eastbound", "//span[@id='no-such-span']"])
    #expect(nothing.status == 2)
    #expect(nothing.stderr.contains("--eastbound matches nothing on \(url); check the XPath, or add with --no-check"))
    let unchecked = try await sandbox.run(["add", "Nowhere", "--url", url, "--eastbound", "//span[@id='no-such-span']", "--no-check"])
    #expect(unchecked.status == 0)
    let down = try await sandbox.run(["add", "Down", "--url", "http://127.0.0.1:1/page", "--eastbound", "//td"])
    #expect(down.status == 2)
    #expect(down.stderr.contains("127.0.0.1"))
  }
}
}
