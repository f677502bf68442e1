import Foundation
import TestSupport
import Testing

/// What a start costs: commands that fetch nothing never load libcurl, and the default command is
/// still status however it is reached.
@Suite(.hangGuard) struct StartupTests {
  /// The shared libraries the dynamic loader opened, from its own log.
  func loadedLibraries(_ output: CommandRunner.Output) -> [String] {
    output.stderr.split(separator: "\n").filter { $0.contains("calling init:") }.map(String.init)
  }

  @Test func commandsThatFetchNothingNeverLoadLibcurl() async throws {
    let sandbox = try Sandbox()
    #expect(try await sandbox.run(["refresh"]).status == 0)
    let version = try await CommandRunner.run(["--version"], environment: ["LD_DEBUG": "libs"])
    #expect(version.status == 0)
    #expect(
      version.stdout.split(separator: "\n").first?.allSatisfy { $0.isNumber || $0 == "." } == true, "\(version.stdout)")
    #expect(!loadedLibraries(version).isEmpty, "the loader's log is missing: \(version.stderr.prefix(200))")
    #expect(!loadedLibraries(version).contains { $0.contains("libcurl") }, "\(loadedLibraries(version))")
    let offline = try await sandbox.run(["status", "--offline"], environment: ["LD_DEBUG": "libs"])
    #expect(offline.status == 0)
    #expect(!loadedLibraries(offline).contains { $0.contains("libcurl") }, "\(loadedLibraries(offline))")
    // A fetch does load it.
    let refresh = try await sandbox.run(["refresh"], environment: ["LD_DEBUG": "libs"])
    #expect(refresh.status == 0)
    #expect(refresh.stderr.contains("libcurl.so.4"))
  }

  @Test func statusIsTheCommandWhenNoneIsNamed() async throws {
    let sandbox = try Sandbox()
    let bare = try await sandbox.run([])
    #expect(bare.status == 0, "\(bare.stderr)")
    #expect(bare.stdout.contains("Snoqualmie Pass"))
    let named = try await sandbox.run(["snoq", "--offline"])
    #expect(named.status == 0, "\(named.stderr)")
    #expect(named.stdout.contains("Snoqualmie Pass") && !named.stdout.contains("Stevens Pass"), "\(named.stdout)")
    let json = try await sandbox.run(["--offline", "--json"])
    #expect(json.stdout.contains("\"passes\""), "\(json.stdout.prefix(200))")
    let help = try await CommandRunner.run(["--help"])
    #expect(help.status == 0 && help.stdout.contains("SUBCOMMANDS:"))
    let statusHelp = try await CommandRunner.run(["--offline", "--help"])
    #expect(statusHelp.stdout.contains("USAGE: passengr status"), "\(statusHelp.stdout.prefix(300))")
  }
}
