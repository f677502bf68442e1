import Foundation
import TestSupport
import Testing

/// What a new user meets: usage errors, suggestions, headers and help.
extension EndToEndSecondLane {
  @Suite(.hangGuard) struct UsageTests {
    static let usageErrors: [([String], String, String)] = [
      (
        ["stauts"], "passengr: 'stauts' is neither a command nor a pass; did you mean 'passengr status'?",
        "usage: passengr status "
      ),
      (["snoqq"], "passengr: no pass called 'snoqq'; did you mean Snoqualmie Pass?", "usage: passengr status "),
      (
        ["status", "--fail-on", "bogus"],
        "passengr: --fail-on: 'bogus' is not one of open, traffic_delays, traction_advised, traction_required, chains_required, chains_all, travel_advisory, closed, closed_for_season",
        "usage: passengr status "
      ),
      (
        ["status", "--fail-on", "closd"], "passengr: --fail-on: 'closd' is not a valid value; did you mean 'closed'?",
        "usage: passengr status "
      ),
      (["status", "--fail-on", "unknown"], "passengr: --fail-on: 'unknown' is not", "usage: passengr status "),
      (["prune", "--keep", "1"], "passengr: --keep: '1' has no unit", "usage: passengr prune --keep <span>"),
      (["list", "--bogus"], "passengr: unknown option --bogus", "usage: passengr list "),
      (["watch", "--every", "30s"], "passengr: --every: '30s' is shorter than 1m", "usage: passengr watch "),
      // An agency filter that takes every pass asked for: a wrong command line, never "no passes enabled", exit 0.
      (
        ["status", "white", "--agency", "caltrans", "--fail-on", "closed"],
        "passengr: White Pass is not a Caltrans pass", "usage: passengr status "
      ),
      (
        ["status", "white", "stevens", "--agency", "odot"],
        "passengr: none of White Pass, Stevens Pass is an ODOT pass", "usage: passengr status "
      ),
      (
        ["status", "--highway", "US 12", "--agency", "odot", "--fail-on", "closed"],
        "passengr: --highway US 12: none of White Pass, MacDonald Pass, Lolo Pass is an ODOT pass",
        "usage: passengr status "
      ),
      (
        ["status", "--agency", "caltrans", "--fail-on", "closed"],
        "passengr: no enabled pass is a Caltrans pass; 'passengr list --all --agency caltrans' lists them",
        "usage: passengr status "
      ),
      (
        ["report", "--html", "-", "white", "--agency", "wydot"], "passengr: White Pass is not a WYDOT pass",
        "usage: passengr report "
      ),
      // An empty pass name names no pass: not a list of every pass as candidates.
      (
        ["status", ""], "passengr: empty pass name: give a pass's id, name or the start of its name",
        "usage: passengr status "
      ),
      (
        ["check", ":east"], "passengr: empty pass name: give a pass's id, name or the start of its name",
        "usage: passengr check "
      ),
      (
        ["enable", " "], "passengr: empty pass name: give a pass's id, name or the start of its name",
        "usage: passengr enable "
      ),
      // The word a subcommand does not take is the one named.
      (["trip", "list", "extra"], "passengr: unexpected argument 'extra'", "usage: passengr trip list"),
    ]

    @Test(arguments: usageErrors)
    func aUsageErrorIsOneLineAndTheUsageOfTheCommandUsed(arguments: [String], message: String, usage: String)
      async throws
    {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(arguments)
      #expect(output.status == 64)
      // What is wrong may wrap onto further lines (never cut); then one usage line and the help.
      let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      let parts = EndToEndSecondLane.MessageTests.parts(output.stderr)
      #expect(parts.what.hasPrefix(message), "\(output.stderr)")
      #expect(lines.dropLast().last?.hasPrefix(usage) == true, "\(output.stderr)")
      #expect(lines.last?.hasPrefix("see 'passengr help ") == true, "\(output.stderr)")
      #expect(!output.stderr.contains("…"), "\(output.stderr)")
      #expect(lines.allSatisfy { $0.count <= 100 }, "\(output.stderr)")
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
      #expect(list.stdout.hasPrefix("POS  ON     ID  AGENCY    ST  NAME                      HIGHWAY\n"))
      let moved = try await sandbox.run(["move", "snoqualmie", "--to", "999"])
      #expect(moved.status == 0)
      #expect(moved.stderr == "passengr: moved Snoqualmie Pass to position 118 (the last)\n")
    }

    @Test func historySaysWhenEachChangeHappened() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      _ = try await sandbox.run(["refresh"])
      let history = try await sandbox.run(["history"])
      let first = try #require(history.stdout.split(separator: "\n").first)
      // The time as status shows times: "Sun Nov 22, 3:27 PM PST", then the change.
      #expect(
        first.range(
          of: #"^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M P[SD]T  Snoqualmie Pass I-90 "#,
          options: .regularExpression) != nil, "\(first)")
    }

    @Test func statusFailOnSaysWhichPassMetTheThreshold() async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(["status", "--fail-on", "chains_required"])
      #expect(output.status == 3)
      #expect(
        output.stderr.contains(
          "Stevens Pass is chains required, White Pass is closed: at or above --fail-on chains_required"),
        "\(output.stderr)")
    }

    @Test func addFetchesThePageOnceAndShowsWhatEachXPathFound() async throws {
      let sandbox = try Sandbox()
      let url = sandbox.server.url("/traffic/passes/snoqualmie/").absoluteString
      let before = sandbox.server.requests.count
      let added = try await sandbox.run([
        "add", "Old Snoqualmie", "--url", url, "--eastbound", "//span[@id='PassInfoRestrictionsOne']",
      ])
      #expect(added.status == 0, "\(added.stderr)")
      #expect(sandbox.server.requests.count == before + 1)
      #expect(added.stderr.contains("eastbound    Traction Tires Required"))
      let nothing = try await sandbox.run(["add", "Nowhere", "--url", url, "--eastbound", "//span[@id='no-such-span']"])
      #expect(nothing.status == 2)
      #expect(nothing.stderr.contains("--eastbound matches nothing on \(url); check the XPath, or add with --no-check"))
      let unchecked = try await sandbox.run([
        "add", "Nowhere", "--url", url, "--eastbound", "//span[@id='no-such-span']", "--no-check",
      ])
      #expect(unchecked.status == 0)
      let down = try await sandbox.run(["add", "Down", "--url", "http://127.0.0.1:1/page", "--eastbound", "//td"])
      #expect(down.status == 2)
      #expect(down.stderr.contains("127.0.0.1"))
    }
  }
}

extension EndToEndSecondLane.UsageTests {
  /// `help` names commands only: a subcommand that does not exist is an error, not its parent's
  /// help; `help help` says how to use help.
  @Test func helpRefusesWhatIsNoCommandAndExplainsItself() async throws {
    let trip = try await CommandRunner.run(["help", "trip", "nosuch"])
    #expect(trip.status == 64, "\(trip.stdout)")
    #expect(
      trip.stderr.hasPrefix("passengr: no command 'trip nosuch'; trip has add, list, show, remove\n")
        || trip.stderr.hasPrefix("passengr: no command 'trip nosuch'; trip has "), "\(trip.stderr)")
    #expect(trip.stdout.isEmpty)
    let near = try await CommandRunner.run(["help", "trip", "ad"])
    #expect(near.status == 64)
    #expect(near.stderr.hasPrefix("passengr: no command 'trip ad'; did you mean 'trip add'?\n"), "\(near.stderr)")
    let help = try await CommandRunner.run(["help", "help"])
    #expect(help.status == 0, "\(help.stderr)")
    #expect(help.stdout.contains("USAGE: passengr help [<command> [<subcommand>]]"), "\(help.stdout)")
    let add = try await CommandRunner.run(["help", "trip", "add"])
    #expect(add.status == 0, "\(add.stderr)")
    #expect(add.stdout.contains("USAGE: passengr trip add"), "\(add.stdout)")
  }

  /// `--base-url ''` would read the working directory, `--html ''` names no file: both are
  /// wrong command lines, refused before anything is fetched or written.
  @Test func emptyBaseURLAndPagePathAreUsageErrorsThatWriteNothing() async throws {
    let sandbox = try Sandbox()
    let data = sandbox.dataDirectory.appendingPathComponent("data")
    let base = try await CommandRunner.run(["status", "--base-url", "", "--data-dir", data.path])
    #expect(base.status == 64, "\(base.stderr)")
    #expect(base.stderr.hasPrefix("passengr: --base-url '' names no server or directory"), "\(base.stderr)")
    let page = try await CommandRunner.run([
      "report", "--html", "", "--data-dir", data.path, "--base-url", sandbox.server.baseURL.absoluteString,
    ])
    #expect(page.status == 64, "\(page.stderr)")
    #expect(page.stderr.hasPrefix("passengr: --html '' names no file"), "\(page.stderr)")
    #expect(!FileManager.default.fileExists(atPath: data.path), "nothing written")
    #expect(sandbox.server.requests.isEmpty, "nothing fetched")
  }

  /// A trip none of whose passes is the agency's is named as such.
  @Test func aTripTheAgencyFilterEmptiesIsAUsageError() async throws {
    let sandbox = try Sandbox()
    #expect(try await sandbox.run(["trip", "add", "t1", "white:east"]).status == 0)
    let output = try await sandbox.run(["status", "--trip", "t1", "--agency", "caltrans", "--fail-on", "closed"])
    #expect(output.status == 64, "\(output.stderr)")
    #expect(output.stderr.hasPrefix("passengr: the trip t1 has no Caltrans pass\n"), "\(output.stderr)")
    #expect(output.stdout.isEmpty)
    let wsdot = try await sandbox.run(["status", "--trip", "t1", "--agency", "wsdot", "--fail-on", "closed"])
    #expect(wsdot.status == 3, "White Pass is closed in the fixtures: \(wsdot.stderr)")
  }
  /// Every command's usage error has the same shape: at most three lines of at most 100 columns,
  /// what is wrong in our own lower-case words, the usage of the command used, where to read more.
  @Test(arguments: [
    ["status"], ["check"], ["trip", "add"], ["trip", "list"], ["trip", "show"], ["trip", "remove"], ["report"],
    ["refresh"],
    ["list"], ["enable"], ["disable"], ["move"], ["add"], ["remove"], ["diff"], ["history"], ["watch"], ["prune"],
    ["reset"],
    ["restore"], ["doctor"], ["parse"], ["classify"],
  ])
  func usageErrorsHaveOneShape(command: [String]) async throws {
    let output = try await CommandRunner.run(command + ["--no-such-option"])
    #expect(output.status == 64, "\(command): \(output.stderr)")
    let lines = output.stderr.split(separator: "\n")
    #expect(lines.count == 3, "\(command): \(output.stderr)")
    #expect(lines.allSatisfy { $0.count <= 100 }, "\(command): \(lines.map(\.count))")
    // In our own words: lower case, no ArgumentParser capitals ("Missing expected argument").
    let what = try #require(lines.first)
    #expect(what.hasPrefix("passengr: "), "\(command): \(output.stderr)")
    #expect(what.dropFirst("passengr: ".count).first?.isUppercase == false, "\(command): \(output.stderr)")
    #expect(
      lines.dropFirst().first?.hasPrefix("usage: passengr \(command.joined(separator: " "))") == true,
      "\(command): \(output.stderr)")
    #expect(lines.last == "see 'passengr help \(command.joined(separator: " "))'", "\(command): \(output.stderr)")
  }

  @Test func valuesAndCommandsGetSuggestions() async throws {
    let agency = try await CommandRunner.run(["list", "--agency", "caltran"])
    // Five agencies no longer fit one line beside the suggestion: the suggestion stays.
    #expect(
      agency.stderr.hasPrefix("passengr: --agency: 'caltran' is not")
        && agency.stderr.contains("did you mean 'caltrans'?"), "\(agency.stderr)")
    let help = try await CommandRunner.run(["help", "stauts"])
    #expect(help.status == 64)
    #expect(help.stderr.hasPrefix("passengr: no command 'stauts'; did you mean 'status'?"))
    let misplaced = try await CommandRunner.run(["--data-dir", "/tmp", "list"])
    #expect(misplaced.status == 64)
    #expect(misplaced.stderr.contains("usage: passengr list "), "the usage of the command used: \(misplaced.stderr)")
    let move = try await CommandRunner.run(["move", "stevens", "3"])
    #expect(move.status == 64)
    #expect(move.stderr.contains("'3' is not a pass: give the position with --to"), "\(move.stderr)")
  }
}

extension EndToEndSecondLane.UsageTests {
  /// The shells complete trip names, pass names and --agency values (the completion scripts ask
  /// the binary through ArgumentParser's ---completion protocol, as this test does).
  @Test func completionOffersTripsPassesAndAgencies() async throws {
    let sandbox = try Sandbox()
    #expect(try await sandbox.run(["trip", "add", "wenatchee", "stevens:east"]).status == 0)
    let environment = ["PASSENGR_DATA_DIR": sandbox.dataDirectory.path]
    let trips = try await CommandRunner.run(
      ["---completion", "check", "--", "positional@0", "2", "0", "passengr", "check", ""], environment: environment)
    #expect(trips.stdout.split(separator: "\n").contains("wenatchee"), "\(trips.stdout) \(trips.stderr)")
    let passes = try await CommandRunner.run(
      ["---completion", "status", "--", "positional@0", "2", "4", "passengr", "status", "snoq"],
      environment: environment)
    #expect(passes.stdout.split(separator: "\n") == ["snoqualmie"], "\(passes.stdout) \(passes.stderr)")
    let script = try await CommandRunner.run(["--generate-completion-script", "bash"])
    #expect(
      script.stdout.contains(
        "-W 'wsdot'$'\\n''caltrans'$'\\n''wydot'$'\\n''odot'$'\\n''cdot'$'\\n''mdt'$'\\n''itd'$'\\n''udot'$'\\n''ndot'$'\\n''adot'$'\\n''drivebc'$'\\n''custom'"
      ), "--agency values are offered")
  }
}
