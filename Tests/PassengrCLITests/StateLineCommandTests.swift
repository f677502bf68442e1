import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// A pass on a state line through the built binary: `enable targhee` enables the one Targhee
  /// Pass, whose card, JSON and HTML name both agencies, and completion offers its plain name.
  @Suite(.hangGuard) struct StateLineCommandTests {
    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func enableTargheeEnablesOnePassThatNamesBothAgencies() async throws {
      let sandbox = try Sandbox()
      let enabled = try await sandbox.run(["enable", "targhee", "siskiyou"])
      #expect(enabled.status == 0, "\(enabled.stderr)")
      #expect(enabled.stderr.contains("enabled Targhee Pass, Siskiyou Summit"), "\(enabled.stderr)")
      let list = try json(try await sandbox.run(["list", "--all", "--json"]).stdout)
      let passes = try #require(list["passes"] as? [[String: Any]])
      let targhee = passes.filter { $0["name"] as? String == "Targhee Pass" }
      #expect(targhee.count == 1)
      #expect(targhee.first?["id"] as? Int == 5008 && targhee.first?["enabled"] as? Bool == true)
      #expect(targhee.first?["agency"] as? String == "itd")
      #expect(targhee.first?["agencies"] as? [String] == ["itd", "mdt"])
      #expect(passes.first { $0["id"] as? Int == 10 }?["agencies"] as? [String] == ["wsdot"])
      let lines = try await sandbox.run(["status", "targhee", "siskiyou"], baseURL: Fixtures.directory.path)
      #expect(lines.stdout.contains("Targhee Pass (ITD, MDT)"), "\(lines.stdout)")
      #expect(lines.stdout.contains("Siskiyou Summit (ODOT, Caltrans)"), "\(lines.stdout)")
      let cards = try await sandbox.run(
        ["status", "targhee", "siskiyou", "--cards"], baseURL: Fixtures.directory.path)
      #expect(cards.stdout.contains("Agencies    ITD, MDT"), "\(cards.stdout)")
      #expect(cards.stdout.contains("Agencies    ODOT, Caltrans"), "\(cards.stdout)")
      #expect(cards.stdout.contains("Northbound  Caltrans: R-1 at HILT"), "\(cards.stdout)")
      let html = try await sandbox.run(
        ["report", "--html", "-", "targhee", "siskiyou", "--offline"], baseURL: Fixtures.directory.path)
      #expect(html.stdout.contains("Reported by ITD and MDT"), "\(html.stderr)")
      #expect(html.stdout.contains("Reported by ODOT and Caltrans"), "\(html.stderr)")
      // A refresh of Siskiyou Summit asks Caltrans too: `doctor` checks its hosts.
      let doctor = try await sandbox.run(["doctor"])
      #expect(doctor.stdout.contains("source caltrans "), "\(doctor.stdout)")
    }

    @Test func completionOffersThePlainNameOfAPassOnAStateLineAndEveryNameResolves() async throws {
      let sandbox = try Sandbox()
      let environment = ["PASSENGR_DATA_DIR": sandbox.dataDirectory.path]
      let offered = try await EndToEnd.CompletionTests.candidates(["enable"], "", environment: environment)
      for name in ["targhee", "monida", "lost", "siskiyou"] { #expect(offered.contains(name), "\(offered)") }
      for name in ["mdt/targhee", "itd/targhee", "mdt/monida", "mdt/lost", "odot/siskiyou", "caltrans/siskiyou"] {
        #expect(!offered.contains(name), "\(offered)")
      }
      #expect(offered.contains("wsdot/sherman") || offered.contains("sherman"), "\(offered)")
      // Each offered name names one pass of its own: enabling them all enables as many passes.
      let enabled = try await sandbox.run(["enable"] + offered)
      #expect(enabled.status == 0, "\(enabled.stderr)")
      let list = try json(try await sandbox.run(["list", "--json"]).stdout)
      #expect((list["passes"] as? [[String: Any]])?.count == offered.count)
    }
    /// Two passes that share a name are told with their agency where the tool names them back.
    @Test func passesThatShareANameAreToldWithTheirAgency() async throws {
      let sandbox = try Sandbox()
      let enabled = try await sandbox.run(["enable", "cdot/wolf", "udot/wolf", "targhee"])
      #expect(enabled.status == 0, "\(enabled.stderr)")
      #expect(
        enabled.stderr.contains("enabled cdot/Wolf Creek Pass, udot/Wolf Creek Pass, Targhee Pass"), "\(enabled.stderr)"
      )
      let again = try await sandbox.run(["enable", "udot/wolf"])
      #expect(again.stderr.contains("udot/Wolf Creek Pass was already enabled"), "\(again.stderr)")
      let both = try await sandbox.run(["status", "cdot/wolf", "udot/wolf"], baseURL: Fixtures.directory.path)
      #expect(
        both.stdout.contains("Wolf Creek Pass (CDOT)") && both.stdout.contains("Wolf Creek Pass (UDOT)"),
        "\(both.stdout)")
      let wolf = try await sandbox.run(["status", "wolf", "--offline"])
      #expect(wolf.status == 64)
      #expect(
        wolf.stderr.contains("cdot/Wolf Creek Pass (10006)") && wolf.stderr.contains("udot/Wolf Creek Pass (6002)"),
        "\(wolf.stderr)")
    }
  }
}
