import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// What a newcomer tries: agency filters on every selecting command, messages that say what to do,
  /// argument errors in Passengr's words, and output that fits the terminal.
  @Suite(.hangGuard) struct ExpectedCommandTests {
    @Test func enableAndDisableTakeAnAgency() async throws {
      let sandbox = try Sandbox()
      let none = try await sandbox.run(["list", "--agency", "odot"])
      #expect(none.status == 0)
      #expect(
        none.stdout.contains("no ODOT pass enabled; 'passengr list --agency odot --all' shows them all"),
        "\(none.stdout)")
      let enabled = try await sandbox.run(["enable", "--agency", "odot"])
      #expect(enabled.status == 0, "\(enabled.stderr)")
      #expect(enabled.stderr.contains("enabled Santiam Pass"), "\(enabled.stderr)")
      let listed = try await sandbox.run(["list", "--agency", "odot"])
      let rows = listed.stdout.split(separator: "\n").filter { $0.contains("[") }
      #expect(rows.count == 18 && rows.allSatisfy { $0.contains("[x]") && $0.contains("odot") }, "\(listed.stdout)")
      // Only the agency's passes on the highway.
      let disabled = try await sandbox.run(["disable", "--agency", "odot", "--highway", "I-84"])
      #expect(disabled.status == 0, "\(disabled.stderr)")
      #expect(disabled.stderr.contains("Cabbage Hill") && !disabled.stderr.contains("Santiam"), "\(disabled.stderr)")
      let wsdot = try await sandbox.run(["list", "--agency", "wsdot"])
      #expect(wsdot.stdout.contains("Snoqualmie Pass"))
      let other = try await sandbox.run(["enable", "--agency", "wydot", "stevens"])
      #expect(other.status == 64)
      #expect(other.stderr.contains("Stevens Pass is not a WYDOT pass"), "\(other.stderr)")
    }

    @Test func aMissingKeySaysHowToSetOneAndNeverBlamesTheNetwork() async throws {
      let sandbox = try Sandbox()
      let config = ["XDG_CONFIG_HOME": sandbox.dataDirectory.appendingPathComponent("config").path]
      let status = try await sandbox.run(["status", "cabbage"], environment: config)
      #expect(status.status == 2)
      #expect(
        status.stderr.contains("passengr key set odot") && status.stderr.contains("ODOT_TRIPCHECK_KEY"),
        "\(status.stderr)")
      #expect(!status.stderr.contains("Check the network"), "\(status.stderr)")
      let offline = try await sandbox.run(["status", "--offline"], environment: config)
      #expect(offline.stderr.contains("run without --offline"), "\(offline.stderr)")
      #expect(!offline.stderr.contains("Check the network"), "\(offline.stderr)")
    }

    @Test func theDemoIsSuggestedOnlyInTheSourceTree() async throws {
      let sandbox = try Sandbox()
      sandbox.server.stop()
      let outside = FileManager.default.temporaryDirectory.path
      // Run from a directory that is no source tree.
      let output = try await CommandRunner.run(
        [
          "-c", "cd \"$1\" && shift && exec \"$@\"", "sh", outside, CommandRunner.executable.path,
          "status", "--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString,
        ],
        executable: URL(fileURLWithPath: "/bin/sh"))
      #expect(output.status == 2)
      #expect(output.stderr.contains("Check the network and run again"), "\(output.stderr)")
      #expect(!output.stderr.contains("Fixtures"), "\(output.stderr)")
    }

    @Test(arguments: [
      (["status", "--max-age", "-1m"], "--max-age: '-1m' is negative"),
      (["move", "stevens", "--to", "-3"], "--to: '-3' is not a position"),
      (["status", "--source", "wsdotpage"], "--source: no source called 'wsdotpage'; did you mean 'wsdot-page'?"),
      (["key", "set", "odt"], "'odt' is not a valid value; did you mean 'odot'?"),
      (["watch", "--every", "2w"], "--every: '2w' is longer than 1w; give a span from 1m to 1w"),
      (["watch", "--every", "10s"], "--every: '10s' is shorter than 1m"),
    ])
    func argumentErrorsAreInPassengrsWords(arguments: [String], message: String) async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(arguments)
      #expect(output.status == 64)
      #expect(output.stderr.hasPrefix("passengr: "), "\(output.stderr)")
      #expect(output.stderr.contains(message), "\(output.stderr)")
      #expect(!output.stderr.contains("Please provide") && !output.stderr.contains("Missing value"), "\(output.stderr)")
    }

    @Test func listingsWrapToTheTerminal() async throws {
      let sandbox = try Sandbox()
      let narrow = ["COLUMNS": "60"]
      for command in [["doctor"], ["key", "list"]] {
        let output = try await sandbox.run(command, environment: narrow)
        let widest = output.stdout.split(separator: "\n").map(\.count).max() ?? 0
        #expect(widest <= 60, "\(command): \(output.stdout)")
      }
      #expect(try await sandbox.run(["enable", "donner"]).status == 0)
      let backups = try await sandbox.run(["restore", "--list"], environment: ["COLUMNS": "30"])
      #expect(backups.stdout.split(separator: "\n").allSatisfy { $0.count <= 30 }, "\(backups.stdout)")
      // On a wide terminal the level sits beside the pass.
      let wide = try await sandbox.run(
        ["status", "snoqualmie"], baseURL: Fixtures.directory.path, environment: ["COLUMNS": "200"])
      let title = try #require(wide.stdout.split(separator: "\n").first)
      #expect(title.count <= 100 && title.hasSuffix("TRACTION ADVISED"), "\(wide.stdout)")
    }

    @Test func aReadOnlyDataDirectoryStillServesReading() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["status"], baseURL: Fixtures.directory.path).status == 0)
      let directory = sandbox.dataDirectory.path
      defer { chmod(directory, 0o755) }
      // As root, permissions do not bind: read as nobody through setpriv, the files left readable.
      #expect(chmod(directory, 0o555) == 0)
      for file in try FileManager.default.contentsOfDirectory(atPath: directory) {
        chmod(directory + "/" + file, 0o644)
      }
      let isRoot = geteuid() == 0
      let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
      if isRoot, !FileManager.default.isExecutableFile(atPath: setpriv.path) { return }
      for command in [["list"], ["history"], ["status", "--offline"]] {
        let arguments = command + ["--data-dir", directory, "--base-url", Fixtures.directory.path]
        let environment = ["XDG_CONFIG_HOME": directory + "/no-config"]
        let output =
          isRoot
          ? try await CommandRunner.run(
            ["--reuid=65534", "--regid=65534", "--clear-groups", CommandRunner.executable.path] + arguments,
            environment: environment, executable: setpriv)
          : try await CommandRunner.run(arguments, environment: environment)
        #expect(output.status == 0, "\(command): \(output.stderr)")
        #expect(command == ["history"] || !output.stdout.isEmpty, "\(command)")
      }
    }
  }
}
