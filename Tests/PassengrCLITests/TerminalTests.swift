import Foundation
import TestSupport
import Testing

extension EndToEnd {
/// Runs passengr under `script`, which gives it a pseudo-terminal, to see what a person sees.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")), .timeLimit(.minutes(3)))
struct TerminalTests {
  func runOnTerminal(_ sandbox: Sandbox, _ arguments: [String], environment: [String: String] = [:]) async throws -> CommandRunner.Output {
    let command = ([CommandRunner.executable.path] + arguments + ["--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString])
      .map { "'\($0)'" }.joined(separator: " ")
    return try await CommandRunner.run(
      ["-qec", command, "/dev/null"], environment: ["TERM": "xterm", "COLUMNS": "100"].merging(environment) { $1 },
      executable: URL(fileURLWithPath: "/usr/bin/script"))
  }

  @Test func levelsAreColouredOnATerminal() async throws {
    let sandbox = try Sandbox()
    let output = try await runOnTerminal(sandbox, ["status"])
    #expect(output.status == 0, "\(output.stdout)")
    #expect(output.stdout.contains("\u{1B}[31mCLOSED\u{1B}[0m"))
    #expect(output.stdout.contains("\u{1B}[33mTRACTION ADVISED\u{1B}[0m"))
    #expect(output.stdout.contains("\u{1B}[32mopen\u{1B}[0m"))
  }

  @Test(arguments: [["NO_COLOR": "1"], [:]])
  func noColorTurnsColourOff(environment: [String: String]) async throws {
    let sandbox = try Sandbox()
    let flags = environment.isEmpty ? ["status", "--no-color"] : ["status"]
    let output = try await runOnTerminal(sandbox, flags, environment: environment)
    #expect(output.status == 0)
    #expect(output.stdout.contains("CLOSED"))
    #expect(!output.stdout.contains("\u{1B}[3"))
  }

  @Test func slowRefreshShowsProgressOnlyOnATerminal() async throws {
    let sandbox = try Sandbox()
    let files = TestHTTPServer.fileHandler(Fixtures.directory)
    sandbox.server.setHandler { request in
      var response = files(request)
      response.delay = .milliseconds(1200)
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
