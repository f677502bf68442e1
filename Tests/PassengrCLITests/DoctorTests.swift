import Foundation
import TestSupport
import Testing

/// `doctor` checks what a refresh of the enabled passes needs: every host it contacts and a lock
/// it can take; `doctor --json` says the same to a script.
extension EndToEnd {
  @Suite(.hangGuard) struct DoctorTests {
    /// The checks of `doctor --json`, by label.
    static func checks(_ stdout: String) throws -> (status: Int?, schema: String?, checks: [[String: Any]]) {
      let document = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
      return (
        document["status"] as? Int, document["schema"] as? String, try #require(document["checks"] as? [[String: Any]])
      )
    }

    /// A history that is a directory makes every refresh that records a change fail: doctor says so
    /// (exit 2), and `diff` names the history, not the archive, with advice that touches it.
    @Test func aHistoryThatCannotBeAppendedToIsNamedByDoctorAndDiff() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["refresh"]).status == 0)
      let history = sandbox.dataDirectory.appendingPathComponent("history.jsonl")
      try? FileManager.default.removeItem(at: history)
      try FileManager.default.createDirectory(at: history, withIntermediateDirectories: false)
      let doctor = try await sandbox.run(["doctor", "--json"])
      #expect(doctor.status == 2, "\(doctor.stdout)")
      let line = try #require(try Self.checks(doctor.stdout).checks.first { $0["label"] as? String == "history" })
      #expect(line["healthy"] as? Bool == false)
      #expect((line["detail"] as? String)?.contains("is a directory") == true, "\(line)")
      let diff = try await sandbox.run(["diff"])
      #expect(diff.status == 2, "\(diff.stderr)")
      #expect(
        diff.stderr.contains("history \(history.path) is unreadable") && diff.stderr.contains("Move it aside"),
        "\(diff.stderr)")
      #expect(!diff.stderr.contains("archive \(history.path)") && !diff.stderr.contains("restore"), "\(diff.stderr)")
      // Once it is a file again, doctor is content with it.
      try FileManager.default.removeItem(at: history)
      try Data().write(to: history)
      let healthy = try await sandbox.run(["doctor", "--json"])
      let again = try #require(try Self.checks(healthy.stdout).checks.first { $0["label"] as? String == "history" })
      #expect(again["healthy"] as? Bool == true, "\(again)")
    }

    /// A data directory whose files cannot be listed may hold backups and leftovers: doctor names
    /// the error on both lines, never "none yet". (As root, a file where the directory should be.)
    @Test func aDataDirectoryThatCannotBeListedIsNotReadAsNoBackups() async throws {
      let sandbox = try Sandbox()
      let data = sandbox.dataDirectory.appendingPathComponent("data")
      try Data("a file".utf8).write(to: data)
      let doctor = try await CommandRunner.run([
        "doctor", "--json", "--data-dir", data.path, "--base-url", sandbox.server.baseURL.absoluteString,
      ])
      #expect(doctor.status == 2, "\(doctor.stdout)")
      let checks = try Self.checks(doctor.stdout).checks
      for label in ["backups", "leftover files"] {
        let line = try #require(checks.first { $0["label"] as? String == label }, "\(label): \(checks)")
        #expect(line["healthy"] as? Bool == false, "\(line)")
        #expect(
          (line["detail"] as? String)?.contains("\(data.path): its files cannot be listed (not a directory)") == true,
          "\(line)")
      }
    }

    /// How to set a key is the CLI's to say: the text names `passengr key set`, the kit's words
    /// (JSON) do not.
    @Test func doctorSaysHowToSetAMissingKeyInTheCLIsWords() async throws {
      let sandbox = try Sandbox()
      let text = try await sandbox.run(["doctor"])
      let line = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("key odot ") }, "\(text.stdout)")
      #expect(
        line.contains("set ODOT_TRIPCHECK_KEY or keep it in ")
          && line.hasSuffix(" ('passengr key set odot' keeps it there)"), "\(line)")
      let json = try await sandbox.run(["doctor", "--json"])
      let check = try #require(try Self.checks(json.stdout).checks.first { $0["label"] as? String == "key odot" })
      #expect((check["detail"] as? String)?.contains("passengr key") == false, "\(check)")
    }

    @Test func doctorChecksEveryHostARefreshOfTheEnabledPassesContacts() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["enable", "donner"]).status == 0)
      let added = try await sandbox.run([
        "add", "Far Away", "--url", "http://no-such-host.invalid/pass", "--eastbound", "//td", "--no-check",
      ])
      #expect(added.status == 0, "\(added.stderr)")
      let output = try await sandbox.run(["doctor", "--json"])
      // The custom pass's host cannot be reached; the others (the test server) can: attention, exit 1.
      #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
      let (status, schema, checks) = try Self.checks(output.stdout)
      #expect(schema == "passengr.doctor/1")
      #expect(status == 1)
      let sources = checks.filter { ($0["label"] as? String)?.hasPrefix("source ") == true }
      let hosts = Dictionary(
        sources.map { ($0["label"] as? String ?? "", $0["host"] as? String ?? "") },
        uniquingKeysWith: { first, _ in first })
      #expect(hosts["source wsdot"] == "data.wsdot.wa.gov", "\(hosts)")
      #expect(hosts["source caltrans"] == "cwwp2.dot.ca.gov", "\(hosts)")
      // Caltrans' highway information, whose failure makes every California direction unknown.
      #expect(hosts["source caltrans-roadinfo"] == "roads.dot.ca.gov", "\(hosts)")
      #expect(hosts["source custom no-such-host.invalid"] == "no-such-host.invalid", "\(hosts)")
      for source in sources {
        let isCustom = (source["label"] as? String)?.hasPrefix("source custom") == true
        #expect(source["healthy"] as? Bool == !isCustom, "\(source)")
        #expect((source["url"] as? String)?.hasPrefix("http") == true, "\(source)")
      }
      // The table says the same.
      let table = try await sandbox.run(["doctor"])
      #expect(table.status == 1)
      #expect(
        EndToEnd.ArchiveCommandTests.columns(table.stdout).contains("source caltrans-roadinfo | 127.0.0.1: reachable"),
        "\(table.stdout)")
    }

    /// A lock that cannot be taken makes every write fail: doctor says so, and exits 2.
    @Test func doctorTellsALockThatIsADirectory() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["list"]).status == 0)
      let healthy = try await sandbox.run(["doctor"])
      #expect(healthy.status == 0, "\(healthy.stdout)")
      let lock = sandbox.dataDirectory.appendingPathComponent("passengr.lock")
      try? FileManager.default.removeItem(at: lock)
      try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
      let output = try await sandbox.run(["doctor"])
      #expect(output.status == 2, "\(output.stdout)")
      #expect(
        EndToEnd.ArchiveCommandTests.columns(output.stdout).contains(
          "lock file | lock file \(lock.path) is a directory, not a file"), "\(output.stdout)")
      let json = try Self.checks(try await sandbox.run(["doctor", "--json"]).stdout)
      #expect(json.status == 2)
      #expect(json.checks.contains { $0["label"] as? String == "lock file" && $0["healthy"] as? Bool == false })
    }
  }
}
