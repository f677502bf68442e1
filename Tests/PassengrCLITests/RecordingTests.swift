import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// A `--base-url` directory is a recording: its data is judged at the time it was recorded, and
  /// every surface says so; over HTTP the same data is live.
  @Suite(.hangGuard) struct RecordingTests {
    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func passes(_ text: String) throws -> [String: [String: Any]] {
      let list = try #require(try json(text)["passes"] as? [[String: Any]])
      return Dictionary(list.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func theShippedRecordingShowsAWinterEveningOnEverySurface() async throws {
      let sandbox = try Sandbox()
      let fixtures = Fixtures.directory.path
      let table = try await sandbox.run(["status", "--cards"], baseURL: fixtures)
      #expect(table.status == 0, "\(table.stderr)")
      #expect(
        table.stdout.contains("TRACTION ADVISED") && table.stdout.contains("CHAINS REQUIRED")
          && !table.stdout.contains("UNKNOWN"), "\(table.stdout)")
      #expect(
        table.stdout.contains("Recorded    Fri Jan 10 2025, 8:45 PM PST: a recording, judged at that time"),
        "\(table.stdout)")
      #expect(
        table.stdout.contains("Updated     Fri Jan 10, 8:40 PM PST (5 min before the recording)"), "\(table.stdout)")
      #expect(!table.stdout.contains(" ago"), "\(table.stdout)")
      let status = try await sandbox.run(["status", "--json", "--offline"], baseURL: fixtures)
      let snoqualmie = try #require(try passes(status.stdout)["Snoqualmie Pass"])
      #expect(snoqualmie["recordedAt"] as? String == "2025-01-11T04:45:00Z")
      #expect(snoqualmie["old"] as? Bool == false && snoqualmie["level"] as? String == "traction_advised")
      let html = try await sandbox.run(["report", "--html", "-", "--offline"], baseURL: fixtures)
      #expect(
        html.stdout.contains("recorded <time datetime=\"2025-01-11T04:45:00Z\">Fri Jan 10 2025, 8:45 PM PST</time>"),
        "\(html.stdout)")
    }

    @Test(arguments: [
      (["manastash:east", "satus:south"], Int32(0), "drive: go: every pass of the drive is open"),
      (
        ["stevens:east", "blewett:south"], Int32(0),
        "drive: restrictions: Stevens Pass eastbound chains required: chains required;"
      ),
      (["snoqualmie:east", "white:east"], Int32(3), "drive: no go: White Pass eastbound is closed"),
    ])
    func aRecordingGivesEveryVerdict(passes: [String], status: Int32, verdict: String) async throws {
      let sandbox = try Sandbox()
      let check = try await sandbox.run(["check"] + passes, baseURL: Fixtures.directory.path)
      #expect(check.status == status, "\(check.stdout)\(check.stderr)")
      #expect(check.stdout.contains(verdict), "\(check.stdout)")
      #expect(
        check.stdout.contains("(recorded Fri Jan 10 2025, 8:45 PM PST: a recording, judged at that time)"),
        "\(check.stdout)")
      let json = try json(try await sandbox.run(["check", "--json"] + passes, baseURL: Fixtures.directory.path).stdout)
      #expect(json["recordedAt"] as? String == "2025-01-11T04:45:00Z")
    }

    @Test func aRecordingWithoutAStampIsJudgedAtItsNewestRecord() async throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("mobile"), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: Fixtures.url("mobile/MountainPassConditions.json"),
        to: directory.appendingPathComponent("mobile/MountainPassConditions.json"))
      let sandbox = try Sandbox()
      let status = try await sandbox.run(["status", "--json"], baseURL: directory.path)
      let stevens = try #require(try passes(status.stdout)["Stevens Pass"])
      // Snoqualmie's 8:45 PM update is the newest record in the feed.
      #expect(stevens["recordedAt"] as? String == "2025-01-11T04:45:00Z", "\(status.stdout)")
      #expect(stevens["level"] as? String == "chains_required")
    }

    @Test func aStampThatIsNotATimeIsAnError() async throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data("wsdot last tuesday\n".utf8).write(to: directory.appendingPathComponent("RECORDED"))
      let sandbox = try Sandbox()
      let status = try await sandbox.run(["status"], baseURL: directory.path)
      #expect(status.status != 0)
      #expect(status.stderr.contains("RECORDED") && status.stderr.contains("line 1"), "\(status.stderr)")
    }

    @Test func overHTTPTheDataIsLiveAndNotARecording() async throws {
      let sandbox = try Sandbox()
      let status = try await sandbox.run(["status", "--json"])
      let snoqualmie = try #require(try passes(status.stdout)["Snoqualmie Pass"])
      #expect(snoqualmie["recordedAt"] is NSNull)
      let table = try await sandbox.run(["status", "snoqualmie", "--offline"])
      #expect(!table.stdout.contains("Recorded"), "\(table.stdout)")
    }

    @Test func wyomingTimesPrintInMountainTime() async throws {
      let sandbox = try Sandbox()
      let table = try await sandbox.run(["status", "teton"], baseURL: Fixtures.directory.path)
      #expect(
        table.stdout.contains("Updated     Sun Feb 16, 5:42 AM MST (88 min before the recording)"), "\(table.stdout)")
      #expect(table.stdout.contains("Recorded    Sun Feb 16 2025, 7:10 AM MST"), "\(table.stdout)")
    }

    @Test func theFixtureServerAnswersPagesThatDifferByQuery() async throws {
      let script = Fixtures.packageRoot.appendingPathComponent("scripts/serve-fixtures")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", script.path, "--port", "0"]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      // SIGKILL: a child started from a test's thread inherits that thread's blocked signals, and
      // SIGTERM left servers running after the tests.
      defer {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
      }
      // "serving … at http://127.0.0.1:PORT (Ctrl-C stops)"
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        line.append(chunk)
      }
      let text = String(decoding: line, as: UTF8.self)
      let base = try #require(text.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init), "\(text)")
      let sandbox = try Sandbox()
      let status = try await sandbox.run(["status", "teton", "elk", "--json"], baseURL: base)
      #expect(status.status == 0, "\(status.stderr)")
      let rows = try passes(status.stdout)
      #expect(rows["Teton Pass"]?["conditions"] is String, "\(status.stdout)")
      #expect(rows["Elk Mountain"]?["level"] as? String == "closed", "\(status.stdout)")
      #expect(rows["Teton Pass"]?["recordedAt"] is NSNull)
    }

    @Test func theBarPrintsWhatTheLibraryPageShows() async throws {
      let sandbox = try Sandbox()
      let bar = CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("passengr-bar")
      let line = try await CommandRunner.run(
        ["--base-url", Fixtures.directory.path, "--data-dir", sandbox.dataDirectory.path], executable: bar,
        timeLimit: .seconds(60))
      let readme = try String(
        contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/library.md"), encoding: .utf8)
      #expect(line.status == 0, "\(line.stderr)")
      let printed = line.stdout.trimmingCharacters(in: .newlines)
      #expect(printed.hasPrefix("Blewett ⚠ traction advised · Manastash Ridge ✓"), "\(printed)")
      #expect(
        readme.contains("$ swift run passengr-bar --base-url Fixtures --data-dir .build/demo\n\(printed)\n"),
        "\(printed)")
    }
  }
}
