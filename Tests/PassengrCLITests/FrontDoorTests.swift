import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// What a newcomer meets first: a README read in minutes whose transcripts are what the commands
  /// print, a list of passes that fits a screen, JSON a script can hold, a page that fits a phone.
  @Suite(.hangGuard) struct FrontDoorTests {
    /// Every pass Passengr knows, by id, read from `list --all --json`.
    func allPassIDs(_ sandbox: Sandbox) async throws -> [String] {
      let list = try await sandbox.run(["list", "--all", "--json"], baseURL: Fixtures.directory.path)
      let document = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
      let passes = try #require(document["passes"] as? [[String: Any]])
      return passes.compactMap { ($0["id"] as? Int).map(String.init) }
    }

    /// Runs `python3 script arguments…` from the package root.
    func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3"] + arguments
      process.currentDirectoryURL = Fixtures.packageRoot
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theReadmeIsAFiveMinuteReadWithBothCommands() throws {
      let readme = try String(
        contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
      let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count <= 400, "README.md has \(lines.count) lines")
      #expect(readme.contains("$ swift run passengr --base-url Fixtures --data-dir .build/demo\n"))
      #expect(readme.contains("$ swift test\n"))
    }

    /// Every ```console block of the README and docs/ is run against the shipped recording
    /// (scripts/transcripts.py) and prints what it shows.
    @Test func everyTranscriptPrintsWhatItShows() throws {
      let run = try python(["scripts/transcripts.py", "--binary", CommandRunner.executable.path])
      #expect(run.status == 0, "\(run.output)")
    }

    @Test func everyPassOfEveryAgencyFitsInHalfAMegabyteOfJSON() async throws {
      let sandbox = try Sandbox()
      let ids = try await allPassIDs(sandbox)
      #expect(ids.count > 100)
      let enabled = try await sandbox.run(["enable"] + ids, baseURL: Fixtures.directory.path)
      #expect(enabled.status == 0, "\(enabled.stderr)")
      let status = try await sandbox.run(["status", "--json"], baseURL: Fixtures.directory.path)
      #expect(status.stdout.utf8.count <= 500_000, "\(status.stdout.utf8.count) bytes")
      #expect(!status.stdout.contains("\n  "), "compact unless --pretty")
      #expect(!status.stdout.contains("\"hourly\":{"), "hourly periods only with --hourly")
      let hourly = try await sandbox.run(
        ["status", "snoqualmie", "--json", "--hourly", "--pretty", "--offline"], baseURL: Fixtures.directory.path)
      #expect(hourly.stdout.contains("\"hourly\" : {"), "\(hourly.stdout.prefix(2000))")
    }

    @Test func twentyPassesFitInThirtyLinesWithoutARepeat() async throws {
      let sandbox = try Sandbox()
      let ids = try await allPassIDs(sandbox)
      // The first twenty of the catalogue, and twenty across every agency.
      for chosen in [
        Array(ids.prefix(20)), stride(from: 0, to: ids.count, by: ids.count / 20).prefix(20).map { ids[$0] },
      ] {
        let fresh = try Sandbox()
        _ = try await fresh.run(["disable"] + ids, baseURL: Fixtures.directory.path)
        _ = try await fresh.run(["enable"] + chosen, baseURL: Fixtures.directory.path)
        let status = try await fresh.run(["status"], baseURL: Fixtures.directory.path)
        #expect(status.status == 0, "\(status.stderr)")
        let lines = status.stdout.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.count <= 30, "\(status.stdout)")
        #expect(Set(lines).count == lines.count, "a line repeats another: \(status.stdout)")
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(status.stdout)")
      }
    }

    @Test func oneNamedPassOrCardsShowsTheCard() async throws {
      let sandbox = try Sandbox()
      let one = try await sandbox.run(["status", "stevens"], baseURL: Fixtures.directory.path)
      #expect(one.stdout.contains("  Conditions  Snow and ice on the roadway."), "\(one.stdout)")
      let cards = try await sandbox.run(["status", "--cards", "--offline"], baseURL: Fixtures.directory.path)
      #expect(cards.stdout.contains("Recorded    Fri Jan 10 2025, 8:45 PM PST"), "\(cards.stdout)")
      #expect(!cards.stdout.contains("NWS, asked"), "a recording's alerts were not asked for now: \(cards.stdout)")
    }

    /// Caltrans' directions take their words from the notice itself: the card says them once.
    @Test func aCardNeverRepeatsADirectionsTextAsANotice() async throws {
      let sandbox = try Sandbox()
      let card = try await sandbox.run(["status", "carson"], baseURL: Fixtures.directory.path)
      let lines = card.stdout.split(separator: "\n")
      let notices = lines.filter { $0.hasPrefix("  Notice") }
      #expect(!notices.contains { $0.contains("Chains are required") }, "\(card.stdout)")
      // ODOT's closure notice repeats the direction's words and adds where: only where is shown.
      _ = try await sandbox.run(["enable", "santiam"], baseURL: Fixtures.directory.path)
      let santiam = try await sandbox.run(["status", "santiam"], baseURL: Fixtures.directory.path)
      #expect(
        santiam.stdout.contains("  Where       US-20, 3 miles West of Santiam Pass [closed]"), "\(santiam.stdout)")
      #expect(
        santiam.stdout.components(separatedBy: "A crash has closed the road.").count == 3, "\(santiam.stdout)")
    }

    @Test func aDriveOverTwoAgenciesShowsEachRecordedTime() async throws {
      let sandbox = try Sandbox()
      let check = try await sandbox.run(["check", "lolo:east", "snoqualmie:east"], baseURL: Fixtures.directory.path)
      #expect(check.stdout.contains("recorded Tue Jan 14 2025, 2:30 PM PST"), "\(check.stdout)")
      #expect(check.stdout.contains("recorded Fri Jan 10 2025, 8:45 PM PST"), "\(check.stdout)")
    }

    @Test func aRecordingsPageSaysSoInItsHeaderSummaryAndAlerts() async throws {
      let sandbox = try Sandbox()
      let page = try await sandbox.run(["report", "--html", "-"], baseURL: Fixtures.directory.path)
      let html = page.stdout
      #expect(html.contains("<p class=\"generated recording\" data-recording=\"true\"><strong>A recording"), "\(html)")
      #expect(!html.contains("Made by Passengr 0.9.0 <time"), "a recording's page is not about when it was made")
      #expect(html.contains("<p class=\"recording\" data-recording=\"true\">Recorded: WSDOT recorded"))
      #expect(html.contains("NWS alerts as recorded Fri Jan 10 2025, 8:45 PM PST"))
      #expect(!html.contains("asked just now"))
    }

    static var hasChromium: Bool {
      ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
      }
    }

    /// The page of every pass lays out within a 390-pixel phone screen (scripts/page-width.sh).
    @Test(.enabled(if: hasChromium)) func thePageFitsAPhone() async throws {
      let sandbox = try Sandbox()
      let ids = try await allPassIDs(sandbox)
      _ = try await sandbox.run(["enable"] + ids, baseURL: Fixtures.directory.path)
      let page = sandbox.dataDirectory.appendingPathComponent("all.html")
      _ = try await sandbox.run(["report", "--html", page.path], baseURL: Fixtures.directory.path)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [Fixtures.packageRoot.appendingPathComponent("scripts/page-width.sh").path, page.path, "390"]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let numbers = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
      try #require(numbers.count == 2, "\(String(decoding: data, as: UTF8.self))")
      #expect(numbers[0] <= numbers[1], "the page is \(numbers[0]) px wide in \(numbers[1]) px")
    }

    /// The man page's JSON section and docs/json.md share one list of fields: every key a pass of
    /// `status --json` prints is named in it.
    @Test func everyFieldOfAPassIsDocumented() async throws {
      let docs = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/json.md"), encoding: .utf8)
      let start = try #require(docs.range(of: "<!-- schemas:"))
      let end = try #require(docs.range(of: "<!-- end of schemas -->"))
      let list = String(docs[start.upperBound..<end.lowerBound])
      let sandbox = try Sandbox()
      let status = try await sandbox.run(
        ["status", "snoqualmie", "--json", "--hourly"], baseURL: Fixtures.directory.path)
      let document = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
      let pass = try #require((document["passes"] as? [[String: Any]])?.first)
      let nws = try #require(pass["nws"] as? [String: Any])
      let restriction = try #require((pass["restrictions"] as? [String: [String: Any]])?.values.first)
      for key in Array(document.keys) + Array(pass.keys) + Array(nws.keys) + Array(restriction.keys) {
        #expect(list.contains(key), "docs/json.md's schema list does not name '\(key)'")
      }
      let keys = try await sandbox.run(["key", "list", "--json"])
      let keysDocument = try #require(
        try JSONSerialization.jsonObject(with: Data(keys.stdout.utf8)) as? [String: Any], "\(keys.stderr)")
      #expect(keysDocument["schema"] as? String == "passengr.keys/1" && list.contains("passengr.keys/1"))
    }

    @Test func anAgencyIsNamedByItsState() async throws {
      let sandbox = try Sandbox()
      let byState = try await sandbox.run(["enable", "--agency", "idaho"])
      #expect(byState.status == 0, "\(byState.stderr)")
      let list = try await sandbox.run(["list", "--agency", "id"])
      #expect(list.stdout.contains("  itd       ID  Lolo Pass"), "\(list.stdout)")
    }

    @Test func theVersionMeansSomething() async throws {
      let version = try await CommandRunner.run(["--version"])
      #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.9.0")
      let changelog = try String(
        contentsOf: Fixtures.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
      #expect(changelog.contains("## 0.9.0"))
    }
  }
}
