import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import PassengrCLI

/// The command lines read by hand (`PlainLine`) come out as the full parse makes them, or are left
/// to it; and a run is the same either way.
@Suite(.hangGuard) struct PlainLineTests {
  typealias Generator = SeededGenerator

  /// Words of a command line: flags, options with good and bad values (both spellings), operands,
  /// and words the hand reader must leave to the full parse.
  static func words(
    flags: [String], options: [String: [String]], operands: [String], using generator: inout Generator
  ) -> [[String]] {
    var pieces = flags.map { [$0] } + operands.map { [$0] }
    for (option, values) in options.sorted(by: { $0.key < $1.key }) {
      for value in values { pieces += [[option, value], ["\(option)=\(value)"]] }
      pieces.append([option])
    }
    pieces += [["--"], ["-h"], ["--help"], ["--version"], ["--offline=yes"], ["--source", "wsdot"], ["-x"]]
    return (0..<1000).map { _ in
      (0..<Int.random(in: 0...5, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator) ?? [] }
    }
  }

  static let statusOptions: [String: [String]] = [
    "--data-dir": ["/tmp/d", "", " ", "-x", "a=b"], "--base-url": ["Fixtures", "http://127.0.0.1:9/", ""],
    "--agency": ["wsdot", "WA", "idaho", "nosuch"], "--highway": ["I-90", "US 2"], "--trip": ["home", ""],
    "--max-age": ["5m", "0", "10x", "-1m", "1h30m"], "--max-stale": ["1d", "bogus"],
    "--timeout": ["15s", "0s", "2m", "11m"], "--fail-on": ["closed", "chains_required", "unknown", "bogus"],
  ]
  static let statusFlags = [
    "--offline", "--refresh", "--json", "--pretty", "--no-color", "--hourly", "--cameras", "--cards", "--long",
    "--no-weather",
  ]

  /// Checks one line: the hand reader's command is the full parse's, or it declines.
  static func check(_ line: [String]) -> Bool {
    guard let plain = PlainLine.command(line)?.command else { return false }
    let full = try? PassengrCommand.parseAsRoot(PassengrCommand.withDefaultCommand(line))
    #expect(full != nil, "the hand reader took a line the full parse refuses: \(line)")
    if let full {
      #expect(String(describing: plain) == String(describing: full), "\(line)")
      #expect(type(of: plain) == type(of: full), "\(line)")
    }
    return true
  }

  @Test func statusLinesReadByHandAreTheFullParse() {
    var generator = Generator(state: 50)
    let lines = Self.words(
      flags: Self.statusFlags, options: Self.statusOptions, operands: ["snoq", "stevens", "status", "parse", "-"],
      using: &generator)
    let taken = lines.filter { Self.check(["status"] + $0) }.count
    // Most generated lines are plain enough to be read by hand.
    #expect(taken > lines.count / 10, "\(taken) of \(lines.count)")
    // Without the command's name, a line that starts with an option is status's.
    let unnamed = lines.filter { $0.first?.hasPrefix("-") == true }
    let takenUnnamed = unnamed.filter { Self.check($0) }.count
    #expect(takenUnnamed > unnamed.count / 10, "\(takenUnnamed) of \(unnamed.count)")
    #expect(Self.check([]))
  }

  @Test func theCommandNamesAreTheTreesOwn() {
    #expect(PassengrCommand.commandNames == PassengrCommand.configuration.subcommands.map { $0.typedName })
  }

  @Test func parseLinesReadByHandAreTheFullParse() {
    var generator = Generator(state: 51)
    let lines = Self.words(
      flags: ["--json", "--pretty", "--no-color"], options: ["--format": ["auto", "wsdot-page", "AUTO", "bogus"]],
      operands: [], using: &generator)
    let files = ["page.html", "-", "a b", "x=y"]
    let taken = lines.filter { words in
      let file = files.randomElement(using: &generator) ?? "-"
      return Self.check(["parse"] + words.prefix(2) + [file] + words.dropFirst(2))
    }.count
    #expect(taken > lines.count / 10, "\(taken) of \(lines.count)")
  }

  @Test(arguments: [
    ["status", "--offline", "--data-dir", "/tmp/d", "--base-url", "Fixtures"],
    ["status", "snoq", "--json", "--pretty", "--data-dir=/tmp/d"],
    ["status", "--max-age", "10m", "--fail-on", "closed", "--agency", "wa", "--cards", "--no-weather"],
    ["parse", "page.html", "--json"], ["parse", "-", "--format", "auto", "--no-color"],
  ])
  func theCommonLinesAreReadByHand(line: [String]) throws {
    #expect(Self.check(line), "\(line)")
    // The comparison sees every value: a command describes its options' values, not their names.
    let described = String(describing: try #require(PlainLine.command(line)?.command))
    for word in ["/tmp/d", "Fixtures", "snoq", "page.html", "closed"] where line.contains(where: { $0.hasSuffix(word) })
    {
      #expect(described.contains(word), "\(described)")
    }
    #expect(!described.contains("definition"), "\(described)")
  }

  @Test(arguments: [
    ["status", "--help"], ["status", "--offline", "--offline"], ["status", "--data-dir"], ["status", "--nosuch"],
    ["status", "--offline", "--refresh"], ["status", "--fail-on", "unknown"], ["status", "--cards", "--long"],
    ["status", "--data-dir", "-x"], ["status", "--", "snoq"], ["status", "--source", "wsdot"],
    ["parse"], ["parse", "a", "b"], ["parse", "a", "--format", "bogus"], ["parse", "a", "-h"],
    ["status", "--generate-completion-script", "bash"], ["list", "--all"], ["snoq", "--offline"], ["--help"],
    ["--version"], ["--generate-completion-script", "bash"], ["-h"], ["--experimental-dump-help"],
  ])
  func unsureLinesAreLeftToTheFullParse(line: [String]) {
    #expect(PlainLine.command(line) == nil, "\(line)")
  }

  @Test func blankIsWhatFoundationTrims() {
    var generator = Generator(state: 52)
    let scalars = (0...0x3100).compactMap(Unicode.Scalar.init)
    var texts = scalars.map { String($0) } + ["", "  ", " x ", "\t\u{3000}", " \u{301}"]
    for _ in 0..<2000 {
      texts.append(
        String(String.UnicodeScalarView((0..<3).compactMap { _ in scalars.randomElement(using: &generator) })))
    }
    for text in texts {
      #expect(
        GlobalOptions.isBlank(text) == text.trimmingCharacters(in: .whitespaces).isEmpty,
        "\(text.unicodeScalars.map(\.value))")
    }
  }

  /// The binary answers a line read by hand as it answers the same line read by ArgumentParser (a
  /// trailing `--`, which the hand reader leaves to it and which adds nothing). The status lines
  /// read the shipped recording, whose ages are fixed; `parse`'s times of reading are masked.
  @Test func aRunIsTheSameEitherWay() async throws {
    let sandbox = try Sandbox()
    let data = ["--data-dir", sandbox.dataDirectory.path, "--base-url", Fixtures.directory.path]
    #expect(try await CommandRunner.run(["refresh"] + data).status == 0)
    let page = Fixtures.directory.appendingPathComponent("travel/real-time/mountainpasses/snoqualmie").path
    let lines: [[String]] = [
      ["status", "--offline"] + data, ["status", "--offline", "--json"] + data,
      ["status", "snoq", "--offline", "--cards"] + data,
      ["status", "--offline", "--fail-on", "chains_required"] + data,
      ["status", "--offline", "--json", "--hourly", "--pretty"] + data, ["status", "nosuch", "--offline"] + data,
      ["status", "--offline", "--data-dir", " "], ["status", "--offline", "--max-age", "10x"] + data,
      ["parse", page, "--json"], ["parse", page], ["parse", "/nonexistent", "--json"],
    ]
    for line in lines {
      let plain = try await CommandRunner.run(line)
      let full = try await CommandRunner.run(line + ["--"])
      #expect(plain.status == full.status, "\(line)")
      #expect(Self.masked(plain.stdout) == Self.masked(full.stdout), "\(line)")
      #expect(plain.stderr == full.stderr, "\(line)")
    }
  }

  /// `text` with every time to the second (`2026-11-29T12:27:59Z`) as `T`.
  static func masked(_ text: String) -> String {
    text.replacingOccurrences(of: #"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"#, with: "T", options: .regularExpression)
  }
}
