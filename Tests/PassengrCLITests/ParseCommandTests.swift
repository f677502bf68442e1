import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  @Suite(.hangGuard) struct ParseCommandTests {
    @Test func parsesTheShippedFeedAsATable() async throws {
      let output = try await CommandRunner.run(["parse", Fixtures.url("mobile/MountainPassConditions.json").path])
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stdout.contains("Snoqualmie Pass  I-90  3022 ft"))
      #expect(
        output.stdout.contains("Eastbound   Traction Tires Advised, Oversize Vehicles Prohibited. [traction advised]"))
      #expect(output.stdout.contains("White Pass  US 12"))
      #expect(!output.stdout.contains("\u{1B}["), "no colour when stdout is a pipe")
      #expect(output.stderr.isEmpty)
    }

    @Test func jsonOutputFollowsTheSchema() async throws {
      let output = try await CommandRunner.run([
        "parse", "--json", Fixtures.url("travel/real-time/mountainpasses/stevens").path,
      ])
      #expect(output.status == 0, "\(output.stderr)")
      let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
      #expect(document["schema"] as? String == "passengr.parse/3")
      #expect(document["format"] as? String == "wsdot-page")
      let pass = try #require((document["passes"] as? [[String: Any]])?.first)
      #expect(pass["id"] as? Int == 10)
      #expect(pass["level"] as? String == "chains_required")
      let eastbound = try #require((pass["restrictions"] as? [String: Any])?["eastbound"] as? [String: Any])
      #expect(eastbound["text"] as? String == "Chains required on all vehicles except all wheel drive")
      #expect(eastbound["level"] as? String == "chains_required")
      #expect(pass["temperatureF"] as? Int == 24)
      #expect(pass["updatedAt"] as? String == "2025-01-11T04:40:00Z")
      #expect(pass.keys.contains("error") && pass["error"] is NSNull)
    }

    @Test func readsStandardInputWithAnExplicitFormat() async throws {
      let data = try Fixtures.data("cases/wsdot-api/conditions.xml")
      let output = try await CommandRunner.run(["parse", "-", "--format", "wsdot-api", "--json"], stdin: data)
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stdout.contains("\"chains_required\""))
    }

    @Test func malformedFeedIsOneLineOnStderrWithExitTwo() async throws {
      let path = Fixtures.url("cases/wsdot-feed/truncated.json").path
      let output = try await CommandRunner.run(["parse", path])
      #expect(output.status == 2)
      #expect(output.stdout.isEmpty)
      #expect(output.stderr.hasPrefix("passengr: malformed wsdot-feed data in \(path) at line "))
      // The file is named once, not "FILE: … in FILE".
      #expect(output.stderr.components(separatedBy: path).count == 2, "\(output.stderr)")
      #expect(output.stderr.split(separator: "\n").count == 1)
    }

    @Test func missingFileIsExitTwo() async throws {
      let output = try await CommandRunner.run(["parse", "/no/such/file.json"])
      #expect(output.status == 2)
      #expect(output.stderr.hasPrefix("passengr: cannot read /no/such/file.json"))
    }

    @Test func escapeSequencesNeverReachTheTerminal() async throws {
      let output = try await CommandRunner.run(["parse", Fixtures.url("cases/wsdot-feed/escape-sequences.json").path])
      #expect(output.status == 0)
      #expect(!output.stdout.contains("\u{1B}"))
      #expect(!output.stdout.contains("\u{07}"))
      #expect(output.stdout.contains("Bare and dry."))
    }

    @Test func classifyPrintsOneLevelPerText() async throws {
      let output = try await CommandRunner.run([
        "classify", "Chains Required All Vehicles/ Except All-Wheel Drive", "CLOSED FOR THE SEASON", "gibberish",
      ])
      #expect(output.status == 0)
      #expect(output.stdout == "chains_required\nclosed_for_season\nunknown\n")
    }

    @Test func classifyShowsEachClauseAsRead() async throws {
      let output = try await CommandRunner.run([
        "classify", "--clauses",
        "The Snoqualmie Summit rest area is closed and I-90 is closed in both directions. Xyzzy frobnicated.",
      ])
      #expect(output.status == 0)
      #expect(
        output.stdout
          == "closed\n  information\tboth\tthe snoqualmie summit rest area is closed\n"
          + "  closed\tboth\ti 90 is closed in both directions\n  not_understood\tboth\txyzzy frobnicated\n",
        "\(output.stdout)")
    }

    @Test func unknownFormatIsAUsageError() async throws {
      let output = try await CommandRunner.run(["parse", "x", "--format", "pdf"])
      #expect(output.status == 64)
    }
  }
}

extension EndToEndSecondLane.ParseCommandTests {
  /// Input bytes that end up quoted in an error (NUL, ESC, C1 codes, libxml2's two-line encoding
  /// message) must leave as one clean line, like the same errors through `refresh`.
  @Test(arguments: [
    (
      "wsdot-api",
      Data(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ArrayOfPassCondition>\u{1B}[31m<Pass\u{1B}></ArrayOfPassCondition>"
          .utf8)
    ),
    (
      "wsdot-api",
      Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ArrayOfPassCondition><A>".utf8)
        + Data([0xFF, 0xFE, 0x9B, 0x85]) + Data("</A>".utf8)
    ),
    ("wsdot-feed", Data("{\"GetMountainPassConditionsResult\": {\"PassCondition\": [\u{1B}]2;x\u{07}\u{85}".utf8)),
  ])
  func parseErrorsAreOneCleanLine(format: String, input: Data) async throws {
    let output = try await CommandRunner.run(["parse", "-", "--format", format], stdin: input)
    #expect(output.status == 2, "\(output.stderr)")
    #expect(output.stderr.hasPrefix("passengr: "))
    #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
    let controls = output.stderr.dropLast().unicodeScalars.filter {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
    }
    #expect(controls.isEmpty, "\(output.stderr.debugDescription)")
  }
}
