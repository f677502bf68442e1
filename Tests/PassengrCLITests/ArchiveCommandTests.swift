import Foundation
import TestSupport
import Testing

extension EndToEnd {
  @Suite(.hangGuard) struct ArchiveCommandTests {
    func listed(_ sandbox: Sandbox, all: Bool = true) async throws -> [(id: Int, order: Int, enabled: Bool)] {
      let output = try await sandbox.run(["list", "--json"] + (all ? ["--all"] : []))
      #expect(output.status == 0, "\(output.stderr)")
      let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      let passes = try #require(document["passes"] as? [[String: Any]])
      return passes.compactMap { pass in
        guard let id = pass["id"] as? Int, let order = pass["order"] as? Int, let enabled = pass["enabled"] as? Bool
        else { return nil }
        return (id, order, enabled)
      }
    }

    @Test func enableDisableAndMovePersistAcrossRuns() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["enable", "tiger", "Chinook Pass"]).status == 0)
      #expect(try await sandbox.run(["disable", "1"]).status == 0)
      #expect(try await sandbox.run(["move", "stevens", "--to", "1"]).status == 0)
      let passes = try await listed(sandbox)
      #expect(passes.first?.id == 10)
      #expect(passes.map(\.order) == Array(1...passes.count))
      let enabled = Set(passes.filter(\.enabled).map(\.id))
      #expect(enabled == [3, 8, 10, 11, 12, 13, 17])
      let visible = try await listed(sandbox, all: false)
      #expect(visible.map(\.id) == [10, 3, 13, 8, 11, 17, 12])
    }

    @Test func corruptArchiveIsLeftUntouchedWithAWayOut() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      _ = try await sandbox.run(["status", "--refresh"])
      // A change to the list keeps a backup (a refresh keeps none), holding the fetched conditions.
      #expect(try await sandbox.run(["enable", "tiger"]).status == 0)
      let garbage = Data("{\"schemaVersion\": 2, \"passes\": [{\"pass\": ".utf8)
      try garbage.write(to: sandbox.archive)
      for command in [["status"], ["status", "--refresh"], ["enable", "tiger"], ["refresh"]] {
        let output = try await sandbox.run(command)
        #expect(output.status == 2, "\(command)")
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(output.stderr.contains("archive \(sandbox.archive.path) is unreadable"))
        #expect(output.stderr.contains("passengr restore") && output.stderr.contains("passengr reset"))
        #expect(try Data(contentsOf: sandbox.archive) == garbage)
      }
      let restored = try await sandbox.run(["restore"])
      #expect(restored.status == 0, "\(restored.stderr)")
      #expect(try await sandbox.run(["status", "--offline"]).status == 0)
    }

    @Test func resetMovesTheBadFileAsideAndStartsOver() async throws {
      let sandbox = try Sandbox()
      try Data("garbage".utf8).write(to: sandbox.archive)
      let output = try await sandbox.run(["reset"])
      #expect(output.status == 0, "\(output.stderr)")
      let aside = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory.path).filter {
        $0.hasPrefix("passengr.json.reset-")
      }
      #expect(aside.count == 1)
      #expect(try Data(contentsOf: sandbox.dataDirectory.appendingPathComponent(aside[0])) == Data("garbage".utf8))
      #expect(try await listed(sandbox, all: false).map(\.id) == [1, 13, 8, 11, 10, 12])
    }

    @Test func archiveFromANewerPassengrIsRefused() async throws {
      let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>schemaVersion</key><integer>99</integer><key>passes</key><array/></dict></plist>
        """
      let json = #"{"passes": [], "schemaVersion": 99, "somethingNew": true}"#
      // In this version's file, or in the one earlier versions wrote (as a newer one of those would).
      for (text, isLegacy) in [(json, false), (plist, true)] {
        let sandbox = try Sandbox()
        let file = isLegacy ? sandbox.legacyArchive : sandbox.archive
        try FileManager.default.createDirectory(at: sandbox.dataDirectory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        let output = try await sandbox.run(["status"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("archive \(file.path)"), "\(output.stderr)")
        #expect(output.stderr.contains("schema version 99, newer than this version of Passengr understands"))
        #expect(try Data(contentsOf: file) == Data(text.utf8))
      }
    }

    @Test func twentyConcurrentRefreshesLeaveAValidArchive() async throws {
      let sandbox = try Sandbox()
      let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
        for _ in 0..<20 { group.addTask { try await sandbox.run(["refresh"]).status } }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(statuses == Array(repeating: 0, count: 20))
      let status = try await sandbox.run(["status", "--offline", "--json"])
      #expect(status.status == 0, "\(status.stderr)")
      #expect(status.stdout.contains("\"traction_advised\""))
    }

    @Test func concurrentEditsAreNeverLost() async throws {
      let sandbox = try Sandbox()
      let ids = [2, 3, 5, 6, 7, 9, 14, 15, 16, 17]
      try await withThrowingTaskGroup(of: Void.self) { group in
        for id in ids { group.addTask { _ = try await sandbox.run(["enable", String(id)]) } }
        for _ in 0..<4 { group.addTask { _ = try await sandbox.run(["refresh"]) } }
        try await group.waitForAll()
      }
      #expect(try await listed(sandbox).filter { ids.contains($0.id) }.allSatisfy(\.enabled))
    }

    @Test func customPassesCanBeAddedAndRemovedButWSDOTPassesCannot() async throws {
      let sandbox = try Sandbox()
      let url = sandbox.server.url("/traffic/passes/snoqualmie/").absoluteString
      let added = try await sandbox.run([
        "add", "Old Snoqualmie", "--url", url, "--eastbound", "//span[@id='PassInfoRestrictionsOne']",
        "--westbound", "//span[@id='PassInfoRestrictionsTwo']", "--temperature", "//span[@id='PassInfoTemperature']",
      ])
      #expect(added.status == 0, "\(added.stderr)")
      let status = try await sandbox.run(["status", "old", "--json"])
      #expect(status.status == 0, "\(status.stderr)")
      #expect(status.stdout.contains("\"chains_required\""))
      #expect(status.stdout.contains("\"id\":1000"))
      #expect(try await sandbox.run(["remove", "old"]).status == 0)
      let refused = try await sandbox.run(["remove", "snoqualmie"])
      #expect(refused.status == 64)
      #expect(refused.stderr.contains("use 'passengr disable'"))
      let badXPath = try await sandbox.run(["add", "X", "--url", url, "--eastbound", "//span["])
      #expect(badXPath.status == 64)
    }

    @Test func doctorReportsVersionsArchiveAndSources() async throws {
      let sandbox = try Sandbox()
      _ = try await sandbox.run([])
      let output = try await sandbox.run(["doctor"])
      #expect(output.status == 0, "\(output.stderr)")
      let text = Self.columns(output.stdout)
      #expect(text.contains("libxml2 | 2."))
      // 122 agency entries, four of them partners of a pass on a state line: 118 passes.
      #expect(text.contains("archive | ok: 118 passes, 6 enabled"))
      #expect(!text.contains("source caltrans"), "no Caltrans pass is enabled: \(text)")
      #expect(text.contains("source wsdot | 127.0.0.1: reachable"))
      // Only the sources a refresh of the enabled passes uses: no other WSDOT source, no Oregon.
      #expect(!text.contains("source wsdot-page") && !text.contains("source odot"), "\(text)")
      #expect(text.contains("key wsdot | access code not set (needed only by the source wsdot-api)"))
      // Oregon's key is needed by its only source, but no Oregon pass is enabled: not trouble yet.
      #expect(
        text.contains("key odot | subscription key not set (needed by every odot source; no odot pass is enabled)"),
        "\(text)")
      #expect(try await sandbox.run(["enable", "cabbage"]).status == 0)
      let keyless = try await sandbox.run(["doctor"])
      #expect(
        keyless.status != 0
          && Self.columns(keyless.stdout).contains(
            "key odot | subscription key not set (needed by every odot source); ")
      )
    }

    /// Each doctor line as "label | detail", split where the padding is: a line whose columns ran
    /// together ("source wsdot-pagewsdot.com") has no such gap and fails every expectation above.
    static func columns(_ stdout: String) -> String {
      stdout.split(separator: "\n").map { line -> String in
        guard let gap = line.range(of: "  ") else { return String(line) }
        return line[..<gap.lowerBound] + " | " + line[gap.upperBound...].drop { $0 == " " }
      }.joined(separator: "\n")
    }

    /// 0 when all is well, 1 when something wants attention, 2 when no source can be reached.
    @Test func doctorExitCodesSayHowBadItIs() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run([]).status == 0)
      #expect(try await sandbox.run(["doctor"]).status == 0)
      sandbox.server.setHandler { _ in .init(status: 500, text: "down") }
      _ = try await sandbox.run(["refresh", "--timeout", "2s"])
      let warned = try await sandbox.run(["doctor"])
      #expect(warned.status == 1, "\(warned.stdout)")
      #expect(Self.columns(warned.stdout).contains("source health | wsdot via"), "\(warned.stdout)")
      let nowhere = try await sandbox.run(["doctor"], baseURL: "http://no-such-host.invalid")
      #expect(nowhere.status == 2, "\(nowhere.stdout)")
      #expect(
        nowhere.stdout.split(separator: "\n").allSatisfy { $0.contains("  ") }, "every line has its two columns apart")
    }

    /// Each change to the list keeps a backup, refreshes keep none; `restore --list` and `doctor`
    /// list them newest first, `restore N` takes one, and a corrupt one is named, not offered again.
    @Test func restoreListsAndTakesTheBackupOfAnyOfTheLastEdits() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run([]).status == 0)
      #expect(try await sandbox.run(["enable", "tiger"]).status == 0)
      #expect(try await sandbox.run(["enable", "chinook"]).status == 0)
      for _ in 0..<3 { _ = try await sandbox.run(["refresh"]) }
      let list = try await sandbox.run(["restore", "--list"])
      #expect(list.status == 0, "\(list.stderr)")
      let lines = list.stdout.split(separator: "\n")
      #expect(lines.count == 2, "refreshes kept no backup: \(list.stdout)")
      #expect(
        lines.first?.hasPrefix("1  ") == true && lines.allSatisfy { $0.contains(" passes  passengr.json.bak-") },
        "\(list.stdout)")
      let doctor = try await sandbox.run(["doctor"])
      #expect(Self.columns(doctor.stdout).components(separatedBy: "backup | ").count == 3, "\(doctor.stdout)")
      // The oldest: before Tiger Mountain was enabled.
      let restored = try await sandbox.run(["restore", "2"])
      #expect(restored.status == 0, "\(restored.stderr)")
      #expect(try await listed(sandbox, all: false).map(\.id).contains(17) == false)
      #expect(try await sandbox.run(["restore", "9"]).status == 64)
      #expect(try await sandbox.run(["restore", "0"]).status == 64)
      // A corrupt backup: named, with the way out, and the archive left as it was.
      let newest = try #require(
        try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory.path)
          .filter { $0.hasPrefix("passengr.json.bak-") }.sorted().last)
      try Data("garbage".utf8).write(to: sandbox.dataDirectory.appendingPathComponent(newest))
      let before = try Data(contentsOf: sandbox.archive)
      let failed = try await sandbox.run(["restore"])
      #expect(failed.status == 2, "\(failed.stderr)")
      #expect(failed.stderr.contains(newest) && failed.stderr.contains("passengr reset"), "\(failed.stderr)")
      #expect(!failed.stderr.contains("go back to the backup"), "\(failed.stderr)")
      #expect(try Data(contentsOf: sandbox.archive) == before)
    }
  }
}

extension EndToEnd.ArchiveCommandTests {
  /// Implausible values are never shown, stored or printed, and doctor counts them.
  @Test func implausibleFeedValuesAreDroppedAndCountedByDoctor() async throws {
    let sandbox = try Sandbox()
    sandbox.serveFeed("cases/wsdot-feed/implausible.json")
    let output = try await sandbox.run(["status", "--json", "snoqualmie", "stevens"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(!output.stdout.contains("99999") && !output.stdout.contains("-1000") && !output.stdout.contains("10000-"))
    let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let passes = try #require(document["passes"] as? [[String: Any]])
    #expect(passes.count == 2)
    for pass in passes {
      #expect(pass["temperatureF"] is NSNull, "\(pass)")
      #expect(pass["updatedAt"] is NSNull, "\(pass)")
      // The rest of the pass is kept; without a believable update time it proves nothing short of a closure.
      #expect(pass["oldReason"] as? String == "noUpdateTime", "\(pass)")
      #expect(!(pass["restrictions"] is NSNull) && pass["restrictions"] != nil, "\(pass)")
    }
    // The archive stays readable by any JSON reader.
    let archive = try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.archive))
    #expect(archive is [String: Any])
    let doctor = try await sandbox.run(["doctor"])
    #expect(
      Self.columns(doctor.stdout).contains("dropped values | 5 implausible, dropped in the last refresh"),
      "\(doctor.stdout)")
  }

  /// A run killed between writing and renaming leaves `.passengr.json.PID.N.tmp`: doctor says so,
  /// and the next write removes ours whose process is gone, and nothing else.
  @Test func staleTemporaryFilesFromKilledRunsAreRemovedUnderTheLock() async throws {
    let sandbox = try Sandbox()
    #expect(try await sandbox.run([]).status == 0)
    let gone = Process()
    gone.executableURL = URL(fileURLWithPath: "/bin/true")
    try gone.run()
    gone.waitUntilExit()
    let stale = sandbox.dataDirectory.appendingPathComponent(".passengr.json.\(gone.processIdentifier).12345.tmp")
    let alive = sandbox.dataDirectory.appendingPathComponent(".passengr.json.1.777.tmp")
    let foreign = sandbox.dataDirectory.appendingPathComponent(".notes.tmp")
    for file in [stale, alive, foreign] { try Data("x".utf8).write(to: file) }
    let doctor = try await sandbox.run(["doctor"])
    #expect(
      Self.columns(doctor.stdout).contains(
        "leftover files | 1 temporary file from killed runs (\(stale.lastPathComponent))"), "\(doctor.stdout)")
    #expect(try await sandbox.run(["refresh"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: alive.path), "a live process's file is never touched")
    #expect(FileManager.default.fileExists(atPath: foreign.path), "a file of another shape is never touched")
  }
}

extension EndToEnd.ArchiveCommandTests {
  /// `list` shows the enabled passes with the positions `move --to` uses, and says so.
  @Test func listSaysWhatItsPositionsCountAndDisableSaysWhenNothingChanged() async throws {
    let sandbox = try Sandbox()
    let list = try await sandbox.run(["list"])
    #expect(list.stdout.contains("'move PASS --to N' uses it"), "\(list.stdout)")
    #expect(!(try await sandbox.run(["list", "--all"])).stdout.contains("'move PASS --to N'"))
    let again = try await sandbox.run(["disable", "tiger"])
    #expect(again.status == 0)
    #expect(again.stderr.contains("Tiger Mountain was already disabled"), "\(again.stderr)")
  }
}

extension EndToEnd.ArchiveCommandTests {
  /// The README's promise: nothing is written on a wrong command line. A name or number that is
  /// not there is found before the lock is taken, so not even the data directory appears.
  @Test(arguments: [
    ["enable", "nosuch"], ["enable", ""], ["disable", "nosuch"], ["move", "nosuch", "--to", "1"], ["remove", "nosuch"],
    ["trip", "add", "a", "nosuch"], ["trip", "add", "snoqualmie", "white"], ["trip", "remove", "nosuch"],
    ["restore", "3"],
  ])
  func aWrongNameOrNumberCreatesNothing(arguments: [String]) async throws {
    let sandbox = try Sandbox()
    let data = sandbox.dataDirectory.appendingPathComponent("data")
    let output = try await CommandRunner.run(
      arguments + ["--data-dir", data.path, "--base-url", sandbox.server.baseURL.absoluteString])
    #expect(
      output.status == 64 || (arguments.first == "restore" && output.status == 2), "\(arguments): \(output.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: data.path),
      "\(arguments): \((try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? [])")
  }
}
