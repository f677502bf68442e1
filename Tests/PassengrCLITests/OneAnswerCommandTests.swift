import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// One answer per direction, run end to end: the built `passengr` and `passengr-bar` over the shipped
  /// fixtures as they are (January 2025, so old), and a watch whose feed turns unreadable.
  @Suite(.hangGuard) struct OneAnswerCommandTests {
    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A sandbox serving the fixtures with their own times: every WSDOT pass is old.
    func oldSandbox() throws -> Sandbox {
      let sandbox = try Sandbox()
      sandbox.server.setHandler(TestHTTPServer.fileHandler(Fixtures.directory))
      return sandbox
    }

    @Test func noDirectionOfAnOldPassReadsOpenInTheTableHTMLJSONOrBar() async throws {
      let sandbox = try oldSandbox()
      let table = try await sandbox.run(["status", "--refresh"])
      #expect(table.status == 0, "\(table.stderr)")
      // The list of passes: every direction unknown, marked old; never "open".
      #expect(!table.stdout.contains(" open"), "\(table.stdout)")
      #expect(table.stdout.contains("unknown (old)"), "\(table.stdout)")
      let cards = try await sandbox.run(["status", "--cards", "--offline", "--max-stale", "5200w"])
      #expect(!cards.stdout.contains("[open]"), "\(cards.stdout)")
      #expect(cards.stdout.contains("No restrictions [unknown; said open]"), "\(cards.stdout)")

      let html = try await sandbox.run(["report", "--html", "-", "--offline", "--max-stale", "5200w"])
      #expect(html.status == 0, "\(html.stderr)")
      #expect(!html.stdout.contains("data-level=\"open\""), "no direction of an old pass is green")
      #expect(
        html.stdout.contains("Eastbound: <span class=\"level unknown\" data-level=\"unknown\">unknown (reported "),
        "\(html.stdout)")

      let status = try json(try await sandbox.run(["status", "--json", "--offline", "--max-stale", "5200w"]).stdout)
      #expect(status["schema"] as? String == "passengr.status/3")
      for pass in try #require(status["passes"] as? [[String: Any]]) {
        for (direction, answer) in try #require(pass["restrictions"] as? [String: [String: Any]]) {
          #expect(answer["level"] as? String != "open", "\(pass["name"] ?? "") \(direction)")
          #expect(answer["currency"] as? String == "old", "\(pass["name"] ?? "") \(direction)")
        }
      }

      let bar = try await CommandRunner.run(
        ["--offline", "--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString],
        executable: EndToEnd.BarFrontEndTests.bar, timeLimit: .seconds(60))
      #expect(!bar.stdout.contains("✓"), "\(bar.stdout)")
      #expect(bar.stdout.contains("White ✕ closed (reported "), "\(bar.stdout)")
    }

    @Test func theVerdictAndTheThresholdSayTheTrueReason() async throws {
      let sandbox = try oldSandbox()
      _ = try await sandbox.run(["status", "--refresh"])
      // An old closure stops the drive with its age in the line hooks and HTML titles carry.
      let closed = try json(
        try await sandbox.run(["check", "white:east", "--offline", "--max-stale", "5200w", "--json"]).stdout)
      let summary = try #require(closed["summary"] as? String)
      #expect(summary.hasPrefix("no go: White Pass eastbound is closed (reported "), "\(summary)")
      #expect(closed["schema"] as? String == "passengr.check/3")
      // Old data that is no closure cannot be cleared because it is old, not because it is unreadable.
      let blewett = try await sandbox.run([
        "status", "blewett", "--fail-on", "closed", "--offline", "--max-stale", "5200w",
      ])
      #expect(blewett.status == 3, "\(blewett.stderr)")
      #expect(blewett.stderr.contains("Blewett Pass is unknown (reported "), "\(blewett.stderr)")
      #expect(blewett.stderr.contains("older than WSDOT's 2d limit"), "\(blewett.stderr)")
      #expect(!blewett.stderr.contains("could not be read"), "\(blewett.stderr)")
    }

    @Test func openToUnreadableIsAnEscalationAndFiresTheHook() async throws {
      let sandbox = try Sandbox()
      let fired = sandbox.dataDirectory.appendingPathComponent("fired")
      let watch = try await CommandRunner.start([
        "watch", "--no-weather", "--exec-on", "escalations", "--exec", "cat > '\(fired.path)'",
        "--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString,
      ])
      try await sandbox.server.waitForRequests(1)
      // Snoqualmie westbound goes from "No restrictions" to words Passengr does not understand.
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-unreadable.json")
      watch.signal(SIGUSR1)
      let deadline = ContinuousClock.now + .seconds(60)
      while !FileManager.default.fileExists(atPath: fired.path) || ((try? Data(contentsOf: fired))?.isEmpty ?? true),
        ContinuousClock.now < deadline
      {
        try await Task.sleep(for: .milliseconds(50))
      }
      watch.signal()
      let output = try await watch.output.value
      #expect(output.status == 0, "\(output.stderr)")
      let told = try String(contentsOf: fired, encoding: .utf8)
      #expect(told.contains("\"field\":\"restrictions.westbound\"") && told.contains("\"escalation\":true"), "\(told)")
      #expect(
        output.stdout.contains(
          "No restrictions → Westbound restriction status to be posted by crews at the summit (escalation)"),
        "\(output.stdout)")
    }

    @Test(arguments: [
      (
        "odot", "Chains required", "chains_required",
        "ODOT: chains required (under code C traction tires are allowed in place of chains for vehicles under 10,000 GVW"
      ),
      (
        "odot", "CHAINS REQ'D, TRACTION TIRES OK UNDER 10K GVW NOT TOWING", "traction_required",
        "ODOT code C: chains required; traction tires allowed in place of chains for vehicles under 10,000 GVW not towing"
      ),
      ("caltrans", "Chains required", "chains_required", "Caltrans R-2"),
      ("wydot", "No Unnecessary Travel", "travel_advisory", "\"No Unnecessary Travel\""),
      ("wsdot", "Chains required", "chains_required", "all-wheel drive with approved traction tires exempt"),
      (
        "nws", "Blizzard Warning issued February 2 at 9:55PM MST by NWS Cheyenne WY", "travel_advisory",
        "Blizzard Warning"
      ),
    ])
    func classifyTakesAnAgencyAndExplainsInItsTerms(agency: String, text: String, level: String, advice: String)
      async throws
    {
      let output = try await CommandRunner.run(["classify", "--agency", agency, "--explain", text])
      #expect(output.status == 0, "\(output.stderr)")
      let fields = output.stdout.trimmingCharacters(in: .newlines).components(separatedBy: "\t")
      #expect(fields.first == level, "\(output.stdout)")
      #expect(fields.last?.contains(advice) == true, "\(output.stdout)")
    }
  }
}
