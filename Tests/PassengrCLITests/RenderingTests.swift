import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// What the binary prints fits the terminal whatever the text: wide and full-width characters and
  /// emoji are counted by the columns they take, long names are wrapped and never cut, and each
  /// time is printed once, as every other command prints it.
  @Suite(.hangGuard) struct RenderingTests {
    /// Stevens Pass's restrictions in Japanese, full-width Latin and emoji (a ZWJ family, a flag); White
    /// Pass's westbound one with a vertical tab between two words.
    static let wideEast = "Chains required 雪が降っています 雪が降っています 雪が降っています 🚗👨‍👩‍👧 🇨🇦 ok"
    static let wideWest = "Chains required " + String(repeating: "ｗｉｄｅ", count: 30)

    /// A sandbox whose feed carries the texts above.
    static func sandbox() throws -> Sandbox {
      let sandbox = try Sandbox()
      let fixtures = Sandbox.fixtures(feed: nil)
      sandbox.server.setHandler { request in
        var response = fixtures(request)
        guard request.path == "/mobile/MountainPassConditions.json",
          var text = String(data: response.body, encoding: .utf8)
        else { return response }
        text = text.replacingOccurrences(of: "Chains required on all vehicles except all wheel drive", with: wideEast)
          .replacingOccurrences(of: "Chains Required All Vehicles/ Except All-Wheel Drive", with: wideWest)
          .replacingOccurrences(
            of: "Traffic Delayed for Avalanche Control", with: "Traffic Delayed\\u000bfor Avalanche Control")
        response.body = Data(text.utf8)
        return response
      }
      return sandbox
    }

    /// Columns on a terminal, measured on its own: every character of these texts from U+1100 up is
    /// two columns wide, joiners none, anything else one.
    static func columns(_ line: Substring) -> Int {
      line.reduce(0) { total, character in
        let value = character.unicodeScalars.first?.value ?? 0
        return total + (value == 0x200D ? 0 : value >= 0x1100 ? 2 : 1)
      }
    }

    static func unspaced(_ text: String) -> String { String(text.filter { $0 != " " && $0 != "\n" }) }

    /// `status` and `check` with wide text at 40, 80 and 133 columns: no line wider than COLUMNS in
    /// columns, every text whole; a vertical tab reads as the space it stands for.
    @Test(arguments: [40, 80, 133])
    func wideTextFitsTheTerminal(columns: Int) async throws {
      let sandbox = try Self.sandbox()
      let environment = ["COLUMNS": "\(columns)"]
      let status = try await sandbox.run(["status", "stevens", "white", "--cards"], environment: environment)
      let check = try await sandbox.run(
        ["check", "stevens:east", "stevens:west", "white:west"], environment: environment)
      for output in [status, check] {
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let wide = lines.filter { Self.columns($0) > columns }
        #expect(
          !lines.isEmpty && wide.isEmpty,
          "wider than \(columns) columns: \(wide.map { "\(Self.columns($0)): \($0)" })\n\(output.stderr)")
        let shown = Self.unspaced(output.stdout)
        #expect(
          shown.contains(Self.unspaced(Self.wideEast)) && shown.contains(Self.unspaced(Self.wideWest)),
          "\(output.stdout)")
      }
      let folded = status.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
      #expect(folded.contains("Traffic Delayed for Avalanche Control"), "\(status.stdout)")
    }

    /// `list --all` wraps a name longer than its column, never cuts it, and stays within the width.
    @Test(arguments: [60, 100])
    func listWrapsLongNames(columns: Int) async throws {
      let sandbox = try Sandbox()
      let list = try await sandbox.run(["list", "--all"], environment: ["COLUMNS": "\(columns)"])
      #expect(list.status == 0, "\(list.stderr)")
      let lines = list.stdout.split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= columns }, "\(lines.filter { $0.count > columns })")
      let json = try await sandbox.run(["list", "--all", "--json"])
      let passes =
        try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])["passes"]
        as? [[String: Any]]
      let names = try #require(passes).compactMap { $0["name"] as? String }
      #expect(names.contains("Sylvan Pass (Yellowstone East)"))
      // The NAME column, read back: from its header to HIGHWAY's, and the lines under a row that
      // carry on its name.
      let header = try #require(lines.first)
      let start = try #require(header.range(of: "NAME")).lowerBound
      let end = try #require(header.range(of: "HIGHWAY")).lowerBound
      let (from, to) = (
        header.distance(from: header.startIndex, to: start), header.distance(from: header.startIndex, to: end)
      )
      var shown: [String] = []
      for line in lines.dropFirst() {
        let characters = Array(line)
        let piece = String(characters[min(from, characters.count)..<min(to, characters.count)]).trimmingCharacters(
          in: .whitespaces)
        if line.hasPrefix(String(repeating: " ", count: from)), let last = shown.popLast() {
          shown.append(last + " " + String(characters[from...]))
        } else {
          shown.append(piece)
        }
      }
      #expect(shown == names, "\(list.stdout)")
    }

    /// Narrower than the columns need, `list` puts each name and highway under its pass's line.
    @Test func aNarrowListStacksNames() async throws {
      let sandbox = try Sandbox()
      let list = try await sandbox.run(["list", "--all"], environment: ["COLUMNS": "34"])
      #expect(list.status == 0, "\(list.stderr)")
      let lines = list.stdout.split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= 34 }, "\(lines.filter { $0.count > 34 })")
      let folded = list.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
      // Caltrans' Siskiyou Summit is ODOT's, one pass: Sylvan Pass is 30th.
      #expect(folded.contains("30 [ ] 4004 wydot WY Sylvan Pass (Yellowstone East) US 14/16/20 31"), "\(list.stdout)")
    }

    /// `trip list` fits the width: a long trip name is wrapped in its column, the passes beside it.
    @Test func tripListFitsTheWidth() async throws {
      let sandbox = try Sandbox()
      let long = (1...40).map { "leg\($0)" }.joined(separator: " ")
      #expect(try await sandbox.run(["trip", "add", long, "stevens:east", "blewett:south", "white:west"]).status == 0)
      #expect(try await sandbox.run(["trip", "add", "ski", "snoqualmie:east"]).status == 0)
      let list = try await sandbox.run(["trip", "list"], environment: ["COLUMNS": "80"])
      #expect(list.status == 0, "\(list.stderr)")
      let lines = list.stdout.split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
      // The two columns, read back: the name left of where the passes start, the passes right of it.
      let first = try #require(lines.first)
      let split = first.distance(from: first.startIndex, to: try #require(first.range(of: "Stevens")).lowerBound)
      let rows = lines.dropLast().map { Array($0) }
      let names = rows.map { String($0[..<min(split, $0.count)]).trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      }
      let legs = rows.map { $0.count > split ? String($0[split...]) : "" }.filter { !$0.isEmpty }
      #expect(names.joined(separator: " ") == long, "\(list.stdout)")
      #expect(
        legs.joined(separator: " ") == "Stevens Pass eastbound → Blewett Pass southbound → White Pass westbound",
        "\(list.stdout)")
      #expect(lines.contains { $0.hasPrefix("ski ") && $0.hasSuffix("Snoqualmie Pass eastbound") }, "\(list.stdout)")
    }

    /// `restore --list` and `doctor` print a backup's time once, as `status` prints "Updated": in
    /// Pacific time with its zone ("Mon Nov 23, 1:31 AM PST"), never "…Z UTC".
    @Test func backupTimesReadAsTheRestOfTheCommands() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run([]).status == 0)
      #expect(try await sandbox.run(["enable", "tiger"]).status == 0)
      let list = try await sandbox.run(["restore", "--list"])
      let doctor = try await sandbox.run(["doctor"])
      let pattern = /(Sun|Mon|Tue|Wed|Thu|Fri|Sat) [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM) P[SD]T/
      let listed = try #require(list.stdout.split(separator: "\n").first)
      #expect(listed.contains(pattern) && !listed.contains("UTC"), "\(list.stdout)")
      let backup = try #require(doctor.stdout.split(separator: "\n").first { $0.hasPrefix("backup") })
      #expect(backup.contains(pattern) && !backup.contains("UTC"), "\(doctor.stdout)")
      let json = try await sandbox.run(["doctor", "--json"])
      #expect(json.stdout.contains(/"generatedAt" ?: ?"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z"/), "\(json.stdout)")
    }
  }
}
