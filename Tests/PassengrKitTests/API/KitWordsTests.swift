import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The kit's words name no front end's command or flag: its doc comments describe the kit's own
/// concepts (the base location, a named watch), its messages leave "how" to the front end.
@Suite struct KitWordsTests {
  /// What a line of the kit says about a command line: a flag (`--base-url`) or a quoted command
  /// (`'passengr key set'`, `` `passengr parse` ``). The HTML report's style sheet is no command
  /// line: its custom properties (`--bg:`, `var(--bg)`) are taken out first.
  static func commandLineWords(in line: String, isStyleSheet: Bool) -> [String] {
    var text = line
    if isStyleSheet {
      text = text.replacing(#/var\(--[a-z-]+\)/#, with: "").replacing(#/--[a-z-]+:/#, with: "")
    }
    let flags = text.matches(of: #/--[a-z][a-z-]*/#).map { String($0.output) }
    let commands = text.matches(of: #/['`]passengr [a-z-]+/#).map { String($0.output) }
    return flags + commands
  }

  @Test func noKitFileNamesACommandLineFlagOrCommand() throws {
    let root = Fixtures.packageRoot
    let kit = root.appendingPathComponent("Sources/PassengrKit")
    let files =
      FileManager.default.enumerator(at: kit, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    var found: [String] = []
    var scanned = 0
    for file in files where file.pathExtension == "swift" {
      let relative = String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      scanned += 1
      let text = try String(contentsOf: file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let words = Self.commandLineWords(in: String(line), isStyleSheet: file.lastPathComponent == "HTMLReport.swift")
        if !words.isEmpty { found.append("\(relative):\(number + 1): \(words.joined(separator: ", "))") }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    #expect(scanned > 100)
  }

  /// The scan sees what it must and lets the style sheet be.
  @Test func theScanFindsFlagsAndQuotedCommandsButNotStyleSheetProperties() {
    #expect(Self.commandLineWords(in: "/// Reads `--base-url` first.", isStyleSheet: false) == ["--base-url"])
    #expect(
      Self.commandLineWords(in: "\"set one with 'passengr key set \\(agency)'\"", isStyleSheet: false)
        == ["'passengr key"])
    #expect(Self.commandLineWords(in: "/// As `passengr parse` shows it.", isStyleSheet: false) == ["`passengr parse"])
    #expect(Self.commandLineWords(in: ":root{--bg:#fff}body{color:var(--fg)}", isStyleSheet: true).isEmpty)
    #expect(Self.commandLineWords(in: "/// See --offline.", isStyleSheet: true) == ["--offline"])
  }

  /// A missing key is said with the means every front end shares (the variable, the file); how a
  /// particular front end keeps one is its own to add.
  @Test func aMissingKeyIsSaidWithoutACommand() {
    let missing = KeyError.missingKey(
      agency: .odot, name: "subscription key", variable: "ODOT_TRIPCHECK_KEY",
      file: "/home/me/.config/passengr/keys/odot")
    #expect(
      missing.description
        == "the odot source needs its subscription key: set ODOT_TRIPCHECK_KEY, or keep it in /home/me/.config/passengr/keys/odot"
    )
    let newer = ArchiveError.unsupportedVersion(path: "/data/passengr.json", version: 99)
    #expect(!newer.description.contains("this passengr"), "\(newer.description)")
  }
}
