import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// Runs passengr under `script`, which gives it a pseudo-terminal, to see what a person sees.
  @Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")), .hangGuard)
  struct TerminalTests {
    func runOnTerminal(_ sandbox: Sandbox, _ arguments: [String], environment: [String: String] = [:]) async throws
      -> CommandRunner.Output
    {
      let command =
        ([CommandRunner.executable.path] + arguments + [
          "--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString,
        ])
        .map { "'\($0)'" }.joined(separator: " ")
      return try await CommandRunner.run(
        ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "COLUMNS": "100"].merging(environment) { $1 },
        executable: URL(fileURLWithPath: "/usr/bin/script"))
    }

    @Test func levelsAreColouredOnATerminal() async throws {
      let sandbox = try Sandbox()
      let output = try await runOnTerminal(sandbox, ["status", "--cards"])
      #expect(output.status == 0, "\(output.stdout)")
      #expect(output.stdout.contains("\u{1B}[31mCLOSED\u{1B}[0m"))
      #expect(output.stdout.contains("\u{1B}[33mTRACTION ADVISED\u{1B}[0m"))
      #expect(output.stdout.contains("\u{1B}[32mopen\u{1B}[0m"))
      // The list colours each direction's level the same way.
      let list = try await runOnTerminal(sandbox, ["status", "--offline"])
      #expect(list.stdout.contains("EB \u{1B}[31mclosed\u{1B}[0m"), "\(list.stdout)")
      #expect(list.stdout.contains("\u{1B}[33mtraction advised\u{1B}[0m"), "\(list.stdout)")
    }

    @Test(arguments: [["NO_COLOR": "1"], [:]])
    func noColorTurnsColourOff(environment: [String: String]) async throws {
      let sandbox = try Sandbox()
      let flags = environment.isEmpty ? ["status", "--no-color"] : ["status"]
      let output = try await runOnTerminal(sandbox, flags, environment: environment)
      #expect(output.status == 0)
      #expect(output.stdout.contains("EB closed"), "\(output.stdout)")
      #expect(!output.stdout.contains("\u{1B}[3"))
    }

    @Test func slowRefreshShowsProgressOnlyOnATerminal() async throws {
      let sandbox = try Sandbox()
      let files = TestHTTPServer.fileHandler(Fixtures.directory)
      sandbox.server.setHandler { request in
        var response = files(request)
        // Far longer than the half second after which the line shows, however busy the machine.
        response.delay = .seconds(4)
        return response
      }
      let terminal = try await runOnTerminal(sandbox, ["status"])
      #expect(terminal.stdout.contains("refreshing 0/6 passes…"))
      let piped = try await sandbox.run(["status", "--refresh"])
      #expect(piped.status == 0)
      #expect(!piped.stderr.contains("refreshing"))
    }
  }
}

extension EndToEnd.TerminalTests {
  /// The table fits the terminal it is printed on, its level tags included: a pseudo-terminal of
  /// 60, 80 and 120 columns (set with stty, so the width is the terminal's own, not COLUMNS).
  @Test(arguments: [60, 80, 120])
  func theTableFitsTheTerminal(columns: Int) async throws {
    let sandbox = try Sandbox()
    #expect(
      try await sandbox.run(["enable", "tioga", "donner", "carson", "tejon"], baseURL: Fixtures.directory.path).status
        == 0)
    let command =
      ([
        "stty", "cols", "\(columns)", "rows", "50;", CommandRunner.executable.path, "status", "--cards", "--data-dir",
        sandbox.dataDirectory.path,
        "--base-url", Fixtures.directory.path,
      ]).map { $0.hasSuffix(";") ? $0 : "'\($0)'" }.joined(separator: " ")
    let output = try await CommandRunner.run(
      ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "COLUMNS": "999"],
      executable: URL(fileURLWithPath: "/usr/bin/script"))
    #expect(output.status == 0, "\(output.stdout)")
    // Messages on stderr are not the table; script merges them in.
    let visible = Self.withoutEscapes(output.stdout).split(whereSeparator: \.isNewline).filter {
      !$0.hasPrefix("passengr: ")
    }
    #expect(visible.count > 20, "\(output.stdout)")
    let long = visible.filter { $0.count > columns }
    #expect(long.isEmpty, "lines wider than \(columns): \(long.map { "\($0.count): \($0)" })")
    #expect(visible.contains { $0.contains("[chains required]") }, "the tags are still there")
  }

  static func withoutEscapes(_ text: String) -> String {
    var result = ""
    var escaping = false
    for scalar in text.unicodeScalars {
      if scalar == "\u{1B}" {
        escaping = true
        continue
      }
      if escaping {
        if (0x40...0x7E).contains(scalar.value) && scalar != "[" { escaping = false }
        continue
      }
      result.unicodeScalars.append(scalar)
    }
    return result
  }
}
