import Foundation
import TestSupport
import Testing

/// What the shells offer: the scripts ask the binary through ArgumentParser's `---completion`
/// protocol for passes, trips and directions, and complete files and directories themselves.
extension EndToEnd {
  @Suite(.hangGuard) struct CompletionTests {
    /// The candidates the binary offers for the word `typed` after `words` (the first positional).
    static func candidates(_ words: [String], _ typed: String, environment: [String: String]) async throws -> [String] {
      let output = try await CommandRunner.run(
        ["---completion"] + words + ["--", "positional@0", "\(words.count + 1)", "\(typed.count)", "passengr"] + words
          + [typed], environment: environment)
      return output.stdout.split(separator: "\n").map(String.init)
    }

    @Test func checkCompletesTripsPassesAndTheDirectionsOfAPass() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["trip", "add", "wenatchee", "stevens:east"]).status == 0)
      let environment = ["PASSENGR_DATA_DIR": sandbox.dataDirectory.path]
      let everything = try await Self.candidates(["check"], "", environment: environment)
      #expect(
        everything.contains("wenatchee") && everything.contains("stevens") && everything.contains("snoqualmie"),
        "\(everything)")
      #expect(try await Self.candidates(["check"], "stev", environment: environment) == ["stevens"])
      #expect(
        try await Self.candidates(["check"], "stevens:", environment: environment) == ["stevens:east", "stevens:west"])
      #expect(try await Self.candidates(["check"], "blewett:n", environment: environment) == ["blewett:north"])
      #expect(
        try await Self.candidates(["trip", "add"], "stevens:w", environment: environment).isEmpty,
        "the trip's name comes first")
    }

    @Test func moveCompletesPassesAndRemoveTheOnesTheUserAdded() async throws {
      let sandbox = try Sandbox()
      let url = sandbox.server.url("/traffic/passes/snoqualmie/").absoluteString
      #expect(
        try await sandbox.run(["add", "Old Snoqualmie", "--url", url, "--eastbound", "//td", "--no-check"]).status == 0)
      let environment = ["PASSENGR_DATA_DIR": sandbox.dataDirectory.path]
      #expect(try await Self.candidates(["move"], "snoq", environment: environment) == ["snoqualmie"])
      #expect(try await Self.candidates(["remove"], "", environment: environment) == ["old"])
    }

    /// `--data-dir` completes directories, `--html` HTML files, `parse`'s FILE any file, in every shell.
    @Test func filesAndDirectoriesAreCompletedByTheShell() async throws {
      let zsh = try await CommandRunner.run(["--generate-completion-script", "zsh"]).stdout
      #expect(zsh.contains("~/.local/share/passengr).]:dir:_files -/'"), "--data-dir completes directories")
      #expect(
        zsh.contains("- for standard output.]:file:_files -g '\\''*.html *.htm'\\'''"), "--html completes HTML files")
      let bash = try await CommandRunner.run(["--generate-completion-script", "bash"]).stdout
      #expect(bash.contains("'--data-dir')\n        __passengr_add_completions -d\n"))
      #expect(bash.contains("'--html')\n        __passengr_add_completions -o plusdirs -fX '!*.@(html|htm)'\n"))
      let parse = try #require(bash.components(separatedBy: "_passengr_parse() {").last)
      #expect(parse.prefix(2000).contains("__passengr_add_completions -f"), "parse FILE completes files")
    }
  }
}

extension EndToEnd.CompletionTests {
  /// Every pass name completion offers resolves to one pass: names two agencies share ("Wolf Creek
  /// Pass" in Colorado and Utah, "Sherman" in Washington and Wyoming) are offered with their agency.
  @Test func everyOfferedNameResolves() async throws {
    let sandbox = try Sandbox()
    let environment = ["PASSENGR_DATA_DIR": sandbox.dataDirectory.path]
    let offered = try await Self.candidates(["enable"], "", environment: environment)
    #expect(offered.count == Set(offered).count, "\(offered)")
    #expect(!offered.contains("wolf") && offered.contains("cdot/wolf") && offered.contains("udot/wolf"), "\(offered)")
    #expect(try await Self.candidates(["enable"], "cdot/w", environment: environment) == ["cdot/wolf"])
    let enabled = try await sandbox.run(["enable"] + offered)
    #expect(enabled.status == 0, "\(enabled.stderr)")
  }
}
