import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// British Columbia end to end, through the built binary and DriveBC's recording (judged at its
  /// own time, no key): a drive across the border, BC's highway names, and no US forecast for a
  /// BC pass.
  @Suite(.hangGuard) struct DriveBCCommandTests {
    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aDriveFromSeattleToKelownaStopsAtTheCoquihallasNorthboundClosure() async throws {
      let sandbox = try Sandbox()
      let saved = try await sandbox.run(["trip", "add", "seattle-kelowna", "snoqualmie:east", "coquihalla:north"])
      #expect(saved.status == 0, "\(saved.stderr)")
      #expect(saved.stderr.contains("Snoqualmie Pass eastbound → Coquihalla Summit northbound"), "\(saved.stderr)")
      let check = try await sandbox.run(["check", "seattle-kelowna"], baseURL: Fixtures.directory.path)
      #expect(check.status == 3, "\(check.stdout) \(check.stderr)")
      let text = check.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(text.contains("Coquihalla Summit BC-5 northbound CLOSED"), "\(check.stdout)")
      #expect(text.contains("no go: Coquihalla Summit northbound is closed"), "\(check.stdout)")
      let north = try await sandbox.run(["check", "coquihalla:north"], baseURL: Fixtures.directory.path)
      #expect(north.status == 3 && north.stdout.contains("no go"), "\(north.stdout)")
      let south = try await sandbox.run(["check", "coquihalla:south"], baseURL: Fixtures.directory.path)
      #expect(south.status == 0, "\(south.stdout) \(south.stderr)")
      #expect(south.stdout.contains("DriveBC: no event on this stretch"), "\(south.stdout)")
    }

    @Test(arguments: ["Hwy 5", "Highway 5", "BC-5"])
    func aCanadianHighwayNameFindsTheCoquihalla(name: String) async throws {
      let sandbox = try Sandbox()
      let list = try await sandbox.run(["list", "--all", "--highway", name])
      #expect(list.status == 0, "\(list.stderr)")
      #expect(list.stdout.contains("Coquihalla Summit"), "\(list.stdout)")
    }

    @Test func everyBCPassIsReadFromTheRecordingWithNoUSForecast() async throws {
      let sandbox = try Sandbox()
      let status = try await sandbox.run(
        [
          "status", "--json", "drivebc/12001", "12002", "12003", "12004", "12005", "12006", "12007", "12008", "12009",
          "12010", "12011",
        ], baseURL: Fixtures.directory.path)
      let document = try json(status.stdout)
      let passes = try #require(document["passes"] as? [[String: Any]])
      #expect(passes.count == 11, "\(status.stderr)")
      var levels: [String: String] = [:]
      for pass in passes {
        levels[pass["name"] as? String ?? ""] = pass["level"] as? String
        #expect(pass["agency"] as? String == "drivebc")
        let weather = pass["nws"] as? [String: Any]
        #expect(weather?["forecast"] == nil || weather?["forecast"] is NSNull, "\(pass["name"] ?? "")")
      }
      #expect(levels["Rogers Pass"] == "closed" && levels["Kootenay Pass"] == "open", "\(levels)")
      #expect(levels["Allison Pass"] == "traffic_delays" && levels["Pine Pass"] == "travel_advisory", "\(levels)")
      #expect(!status.stdout.contains("api.weather.gov/"), "no NWS address is named for a BC pass")
      #expect(status.stdout.components(separatedBy: "\"outside_coverage\"").count == 12, "every pass says why")
      let table = try await sandbox.run(["status", "rogers pass bc"], baseURL: Fixtures.directory.path)
      #expect(table.stdout.contains("no forecast source"), "\(table.stdout)")
    }

    @Test(arguments: ["missing-page", "malformed", "error-answer", "html-outage"])
    func aBadAnswerLeavesEveryBCPassUnknownSayingWhy(name: String) async throws {
      let sandbox = try Sandbox()
      let base = Fixtures.directory.appendingPathComponent("cases/drivebc/\(name)").path
      let status = try await sandbox.run(["status", "--json", "12001", "12003", "12004", "12006"], baseURL: base)
      #expect(status.status == 2, "\(status.stderr)")
      #expect(status.stderr.contains("drivebc"), "\(status.stderr)")
      let passes = try #require(try json(status.stdout)["passes"] as? [[String: Any]])
      #expect(passes.count == 4)
      for pass in passes {
        #expect(pass["level"] as? String == "unknown", "\(pass["name"] ?? "")")
        #expect((pass["error"] as? String)?.contains("api.open511.gov.bc.ca") == true, "\(pass["error"] ?? "")")
      }
    }
  }
}
