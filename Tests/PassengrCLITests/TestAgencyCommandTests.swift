import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// Ridgeline, an agency that exists only in the tests, run through the built command tree:
  /// `passengr-ridgeline` is passengr with Ridgeline beside the built-in agencies, so an agency the
  /// CLI's code never names is found by its alias and its highways, read from its keyed source,
  /// checked, reported and written as JSON like a built-in one.
  @Suite(.hangGuard) struct TestAgencyCommandTests {
    /// A key no output and no file but its own may ever contain.
    static let key = "rdg-cli-K3Y-5e2a+b&c=d"

    /// The `passengr-ridgeline` executable beside `passengr`.
    static var ridgeline: URL {
      CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("passengr-ridgeline")
    }

    /// A fresh data directory and a server answering Ridgeline's address, with its recorded answer,
    /// only to a request that carries the key.
    func sandbox() throws -> Sandbox {
      let sandbox = try Sandbox()
      let answer = try Fixtures.data("cases/ridgeline/passes.json")
      sandbox.server.setHandler { request in
        guard request.path == "/api.ridgeline.example/v1/passes", request.query == "region=north" else {
          return .init(status: 404, text: "not Ridgeline's address")
        }
        guard request.headers["x-ridgeline-key"] == Self.key else { return .init(status: 401, text: "bad key") }
        return .init(headers: ["Content-Type": "application/json"], body: answer)
      }
      return sandbox
    }

    /// Runs `arguments` with `executable` (Ridgeline's by default) on `sandbox`, the key in the
    /// environment.
    func run(
      _ arguments: [String], in sandbox: Sandbox, executable: URL = ridgeline,
      environment: [String: String] = ["RIDGELINE_KEY": key], stdin: Data? = nil
    ) async throws -> CommandRunner.Output {
      let output = try await CommandRunner.run(
        arguments + ["--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString],
        environment: environment, stdin: stdin, executable: executable, timeLimit: .seconds(60))
      #expect(!(output.stdout + output.stderr).contains(Self.key), "the key was printed")
      return output
    }

    func json(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func anAliasTheAgencyDeclaresNamesItsPassReadFromItsKeyedSource() async throws {
      let sandbox = try sandbox()
      let table = try await run(["status", "ridge top"], in: sandbox)
      #expect(table.status == 0, "\(table.stderr)")
      #expect(table.stdout.hasPrefix("Test Summit  RT 21  6100 ft"), "\(table.stdout)")
      #expect(table.stdout.contains("Eastbound   Chains required [chains required]"), "\(table.stdout)")
      #expect(table.stdout.contains("Westbound   Closed [closed]"), "\(table.stdout)")
      #expect(table.stderr == "")
      #expect(!sandbox.server.requests.isEmpty)
      #expect(sandbox.server.requests.allSatisfy { $0.headers["x-ridgeline-key"] == Self.key })

      let output = try await run(["status", "ridge top", "--json", "--offline"], in: sandbox)
      #expect(output.status == 0, "\(output.stderr)")
      let document = try json(output.stdout)
      let passes = try #require(document["passes"] as? [[String: Any]])
      #expect(passes.map { $0["id"] as? Int } == [9001])
      let pass = try #require(passes.first)
      #expect(pass["name"] as? String == "Test Summit" && pass["agency"] as? String == "ridgeline")
      #expect(pass["level"] as? String == "closed")
      #expect((pass["attribution"] as? String)?.hasPrefix("Ridgeline Department of Transportation") == true)
      let restrictions = try #require(pass["restrictions"] as? [String: [String: Any]])
      #expect(restrictions["eastbound"]?["level"] as? String == "chains_required")
      #expect(restrictions["westbound"]?["level"] as? String == "closed")
      let agencies = try #require(document["agencies"] as? [[String: Any]])
      let agency = try #require(agencies.first { $0["id"] as? String == "ridgeline" })
      #expect(agency["name"] as? String == "Ridgeline DOT" && agency["key"] as? String == "present")

      let files = FileManager.default.enumerator(atPath: sandbox.dataDirectory.path)?.compactMap { $0 as? String } ?? []
      for file in files {
        let data = (try? Data(contentsOf: sandbox.dataDirectory.appendingPathComponent(file))) ?? Data()
        #expect(!String(decoding: data, as: UTF8.self).contains(Self.key), "\(file) holds the key")
      }
    }

    @Test func aHighwayOfTheAgencysStateSelectsItsPasses() async throws {
      let sandbox = try sandbox()
      // Quiet Gap, on `RT 9` of the road system Ridgeline declares, is the only pass on it;
      // disabled, it is shown when its highway names it.
      let output = try await run(["status", "--highway", "rt-9"], in: sandbox)
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stdout.hasPrefix("Quiet Gap  RT 9  4200 ft"), "\(output.stdout)")
      #expect(output.stdout.contains("Northbound  No restrictions [open]"), "\(output.stdout)")

      // Its RT 21 is its own: Idaho's SH 21 (Banner Summit, ITD) is another road.
      let own = try await run(["status", "--highway", "RT 21", "--json", "--offline"], in: sandbox)
      let ids = try #require(try json(own.stdout)["passes"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
      #expect(ids == [9001], "\(own.stderr)")
      let idaho = try await run(["status", "--highway", "SH 21", "--json", "--offline"], in: sandbox)
      let theirs = try #require(try json(idaho.stdout)["passes"] as? [[String: Any]]).compactMap { $0["id"] as? Int }
      #expect(theirs == [5006], "\(idaho.stderr)")
      let elsewhere = try await run(["status", "--highway", "wa-21", "--offline"], in: sandbox)
      #expect(elsewhere.status == 64)
      #expect(elsewhere.stderr.hasPrefix("passengr: no pass is on the highway 'wa-21'"), "\(elsewhere.stderr)")
    }

    @Test func keySetAndAgencyTakeTheAgencysId() async throws {
      let sandbox = try sandbox()
      let config = ["XDG_CONFIG_HOME": sandbox.dataDirectory.appendingPathComponent("config").path]
      let saved = try await run(
        ["key", "set", "ridgeline"], in: sandbox, environment: config, stdin: Data("\(Self.key)\n".utf8))
      #expect(saved.status == 0, "\(saved.stderr)")
      let file = sandbox.dataDirectory.appendingPathComponent("config/passengr/keys/ridgeline")
      #expect(saved.stderr.contains("saved the ridgeline key to \(file.path)"), "\(saved.stderr)")
      let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
      #expect(mode == 0o600)
      // The saved key is the one sent; only the agency's own passes are shown.
      let output = try await run(["status", "--agency", "ridgeline", "--json"], in: sandbox, environment: config)
      #expect(output.status == 0, "\(output.stderr)")
      let passes = try #require(try json(output.stdout)["passes"] as? [[String: Any]])
      #expect(passes.map { $0["id"] as? Int } == [9001], "Quiet Gap is disabled")
      #expect(sandbox.server.requests.map { $0.headers["x-ridgeline-key"] } == [Self.key])
    }

    @Test func checkJudgesADirectionOfTheAgencysPass() async throws {
      let sandbox = try sandbox()
      let closed = try await run(["check", "test summit:west"], in: sandbox)
      #expect(closed.status == 3, "\(closed.stderr)")
      #expect(closed.stdout.contains("drive: no go: Test Summit westbound is closed"), "\(closed.stdout)")

      let chains = try await run(["check", "ridge top:east", "--json", "--offline"], in: sandbox)
      #expect(chains.status == 0, "\(chains.stderr)")
      let document = try json(chains.stdout)
      #expect(document["verdict"] as? String == "restrictions" && document["worst"] as? String == "chains_required")
      let leg = try #require((document["passes"] as? [[String: Any]])?.first)
      #expect(leg["agency"] as? String == "ridgeline" && leg["direction"] as? String == "eastbound")
      #expect(leg["id"] as? Int == 9001 && leg["text"] as? String == "Chains required")
    }

    @Test func theReportNamesThePassAndCreditsTheAgency() async throws {
      let sandbox = try sandbox()
      let page = sandbox.dataDirectory.appendingPathComponent("report.html")
      let output = try await run(["report", "--html", page.path, "test summit"], in: sandbox)
      #expect(output.status == 0, "\(output.stderr)")
      let html = String(decoding: try Data(contentsOf: page), as: UTF8.self)
      #expect(html.contains("Test Summit"))
      #expect(html.contains("Data: Ridgeline Department of Transportation, courtesy of its open data terms"))
      #expect(!html.contains(Self.key))
    }

    /// The seam is the test program's alone: the shipped `passengr` knows no Ridgeline and asks
    /// its address nothing.
    @Test func theShippedPassengrKnowsNothingOfTheTestAgency() async throws {
      let sandbox = try sandbox()
      let alias = try await run(["status", "ridge top"], in: sandbox, executable: CommandRunner.executable)
      #expect(alias.status == 64)
      #expect(alias.stderr.hasPrefix("passengr: no pass called 'ridge top'"), "\(alias.stderr)")
      let highway = try await run(["status", "--highway", "rt-9"], in: sandbox, executable: CommandRunner.executable)
      #expect(highway.status == 64)
      #expect(highway.stderr.hasPrefix("passengr: no pass is on the highway 'rt-9'"), "\(highway.stderr)")
      #expect(sandbox.server.requests.isEmpty)
    }
  }
}
