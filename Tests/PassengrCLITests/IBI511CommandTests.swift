import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// Idaho, Utah, Nevada and Arizona end to end, through the built binary and the winter-day
  /// recordings (judged at their own time, no key needed): the drives Boise → Lolo Pass and Salt
  /// Lake City → Parleys Summit with `check`, every state's passes in `status --json`, the report
  /// crediting each agency, and `parse` of a saved answer.
  @Suite(.hangGuard) struct IBI511CommandTests {
    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func checkAnswersTheDriveFromBoiseOverWhiteBirdHillAndLoloPass() async throws {
      let sandbox = try Sandbox()
      let saved = try await sandbox.run(["trip", "add", "boise-missoula", "white bird:north", "lolo:east"])
      #expect(saved.status == 0, "\(saved.stderr)")
      let check = try await sandbox.run(["check", "boise-missoula"], baseURL: Fixtures.directory.path)
      // White Bird Hill reads "No Report": the drive cannot be cleared, said with ITD's words.
      #expect(check.status == 3, "\(check.stderr)")
      let text = check.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(
        text.contains("White Bird Hill US 95 northbound UNKNOWN US-95: White Bird Hill: No Report"), "\(check.stdout)")
      #expect(text.contains("Lolo Pass US 12 eastbound TRACTION ADVISED"), "\(check.stdout)")
      #expect(text.contains("boise-missoula: unknown: a pass of the drive cannot be cleared"), "\(check.stdout)")
      // White Bird Hill and Lolo Pass lie where Idaho keeps Pacific time.
      #expect(text.contains("(recorded Tue Jan 14 2025, 2:30 PM PST"), "\(check.stdout)")
      // Lolo Pass alone: traction tires advised is a restriction, not a stop.
      let lolo = try await sandbox.run(["check", "lolo:east"], baseURL: Fixtures.directory.path)
      #expect(lolo.status == 0, "\(lolo.stderr)")
      #expect(
        lolo.stdout.contains("restrictions: Lolo Pass eastbound traction advised: traction tires advised"),
        "\(lolo.stdout)")
      // Galena Summit is closed by ITD's event and its winter road alike.
      let galena = try await sandbox.run(["check", "galena"], baseURL: Fixtures.directory.path)
      #expect(galena.status == 3 && galena.stdout.contains("no go: Galena Summit is closed"), "\(galena.stdout)")
    }

    @Test func checkAnswersTheDriveFromSaltLakeCityOverParleysSummit() async throws {
      let sandbox = try Sandbox()
      let saved = try await sandbox.run(["trip", "add", "slc-park-city", "parleys:east"])
      #expect(saved.status == 0, "\(saved.stderr)")
      let check = try await sandbox.run(["check", "slc-park-city"], baseURL: Fixtures.directory.path)
      #expect(check.status == 0, "\(check.stderr)")
      let text = check.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(
        text.contains("Parleys Summit I-80 eastbound OPEN I-80 Parleys Summit: RoadCondition: Wet"), "\(check.stdout)")
      #expect(text.contains("go: every pass of the drive is open"), "\(check.stdout)")
      let document = try json(
        try await sandbox.run(["check", "slc-park-city", "--json"], baseURL: Fixtures.directory.path).stdout)
      #expect(document["verdict"] as? String == "go")
      let pass = try #require((document["passes"] as? [[String: Any]])?.first)
      #expect(pass["agency"] as? String == "udot" && pass["level"] as? String == "open" && pass["id"] as? Int == 6001)
    }

    @Test func everyStatesPassesAreDisabledUntilEnabledThenReadFromTheRecordings() async throws {
      let sandbox = try Sandbox()
      let list = try await sandbox.run(["list", "--all"])
      // Lost Trail, Targhee and Monida are Idaho's and Montana's alike: one pass each, Idaho's.
      for (agency, count) in [("itd", 9), ("mdt", 7), ("udot", 8), ("ndot", 6), ("adot", 5)] {
        let rows = list.stdout.split(separator: "\n").filter { $0.contains("  \(agency)  ") }
        #expect(rows.count == count && rows.allSatisfy { $0.contains("[ ]") }, "\(agency): \(rows)")
      }
      for agency in ["itd", "udot", "ndot", "adot"] {
        let enabled = try await sandbox.run(["enable", "--agency", agency])
        #expect(enabled.status == 0, "\(enabled.stderr)")
      }
      var levels: [String: String] = [:]
      for agency in ["itd", "udot", "ndot", "adot"] {
        let status = try await sandbox.run(["status", "--json", "--agency", agency], baseURL: Fixtures.directory.path)
        #expect(status.status == 0, "\(status.stderr)")
        for pass in try #require(try json(status.stdout)["passes"] as? [[String: Any]]) {
          #expect(pass["agency"] as? String == agency)
          levels[pass["name"] as? String ?? ""] = pass["level"] as? String
        }
      }
      #expect(
        levels == [
          "Lookout Pass": "open", "Fourth of July Pass": "open", "Lolo Pass": "traction_advised",
          "White Bird Hill": "unknown",
          "Galena Summit": "closed", "Banner Summit": "chains_required", "Lost Trail Pass": "open",
          "Targhee Pass": "unknown", "Monida Pass": "unknown",
          "Parleys Summit": "open", "Wolf Creek Pass": "closed_for_season", "Daniels Summit": "traction_required",
          "Soldier Summit": "traffic_delays",
          "Indian Canyon Summit": "open", "Logan Summit": "closed", "Sardine Summit": "open",
          "Guardsman Pass": "closed_for_season",
          "Mt. Rose Summit": "traction_required", "Spooner Summit": "open", "Daggett Summit": "closed",
          "Pequop Summit": "open",
          "Emigrant Pass": "open", "Golconda Summit": "unknown",
          "Flagstaff Summit": "closed", "Munds Park": "unknown", "Mogollon Rim": "traction_advised",
          "Oak Creek Canyon": "unknown",
          "Hannagan Meadow": "unknown",
        ])
      // `doctor` checks each state's host (here, its directory) and says no key is needed for it.
      let doctor = try await sandbox.run(["doctor"], baseURL: Fixtures.directory.path)
      let lines = doctor.stdout.split(separator: "\n").map {
        $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      }
      for (agency, host) in [
        ("itd", "511.idaho.gov"), ("udot", "www.udottraffic.utah.gov"), ("ndot", "www.nvroads.com"),
        ("adot", "az511.gov"),
      ] {
        #expect(
          lines.contains { $0.hasPrefix("source \(agency) ") && $0.contains(host) && $0.hasSuffix("present") },
          "\(doctor.stdout)")
        #expect(lines.contains { $0.hasPrefix("key \(agency) ") && $0.contains("not needed") }, "\(doctor.stdout)")
      }
      let credits = [
        "itd": "Idaho Transportation Department (ITD)", "udot": "Utah Department of Transportation (UDOT)",
        "ndot": "Nevada Department of Transportation (NDOT)", "adot": "Arizona Department of Transportation (ADOT)",
      ]
      for (agency, credit) in credits {
        let html = try await sandbox.run(
          ["report", "--html", "-", "--agency", agency, "--offline"], baseURL: Fixtures.directory.path)
        #expect(html.status == 0, "\(html.stderr)")
        #expect(html.stdout.contains(credit), "\(credit)")
      }
    }

    @Test func parseReadsASavedAnswerOfOneResourceWithoutCallingAnythingOpen() async throws {
      let events = Fixtures.url("az511.gov/api/v2/get/event@format=json").path
      let parsed = try await CommandRunner.run(["parse", "--json", events, "--format", "adot-511"])
      #expect(parsed.status == 0, "\(parsed.stderr)")
      let passes = try #require(try json(parsed.stdout)["passes"] as? [[String: Any]])
      #expect(passes.count == 5)
      #expect(!passes.contains { $0["level"] as? String == "open" })
      #expect(passes.first { $0["name"] as? String == "Flagstaff Summit" }?["level"] as? String == "closed")
    }
  }
}
