import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The history log: its automatic cap, reading the last refresh from the end, and the hand reader
/// of its lines against `JSONDecoder`.
@Suite(.hangGuard) struct HistoryLogTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")

  func record(_ index: Int, refresh: Int?, text: String = "Traction Tires Advised, Oversize Vehicles Prohibited.")
    -> HistoryRecord
  {
    HistoryRecord(
      schema: HistoryRecord.schemaName, at: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60),
      passID: 1 + index % 7,
      name: "Pass \(index % 7)", field: .restriction(.eastbound), old: .init(text: "No restrictions", level: .open),
      new: .init(text: text, level: .tractionAdvised), escalation: index % 2 == 0, refresh: refresh)
  }

  func line(_ record: HistoryRecord) throws -> String { try JSONOutput.encode(record, pretty: false) + "\n" }

  func inode(_ url: URL) throws -> UInt64 {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
  }

  @Test func theCapSettlesWellBelowItsTriggerSoLaterAppendsOnlyAppend() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let log = HistoryLog(directory: directory)
    var text = ""
    var index = 0
    while text.utf8.count <= HistoryLog.automaticCapBytes {
      text += try line(record(index, refresh: index / 10))
      index += 1
    }
    try log.appendRaw(Data(text.utf8))
    let newest = record(index, refresh: index / 10)
    try log.append([newest])
    let size = try #require(FileManager.default.attributesOfItem(atPath: log.url.path)[.size] as? Int)
    #expect(size <= HistoryLog.automaticKeepBytes)
    let kept = try log.read()
    #expect(kept.warnings.isEmpty)
    #expect(kept.records.last == newest)
    #expect(kept.records.count <= HistoryLog.automaticCap)
    // The lines kept are the newest ones, whole and in order.
    #expect(kept.records.map(\.at) == kept.records.map(\.at).sorted())
    // What went is in the prune mark, as for any prune, so a watch behind it hears of the gap.
    let mark = try #require(log.pruneMark())
    let firstKept = try #require(kept.records.first)
    #expect(mark.through <= (firstKept.refresh ?? 0) && mark.through >= (firstKept.refresh ?? 0) - 1)
    #expect(mark.before < firstKept.at)
    let before = try inode(log.url)
    try log.append([record(index + 1, refresh: index / 10 + 1)])
    #expect(try inode(log.url) == before, "a log below its trigger was rewritten instead of appended to")
  }

  @Test func theCapKeepsAtMostItsRecordCount() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let log = HistoryLog(directory: directory)
    try log.appendRaw(Data(try (0..<50).map { try line(record($0, refresh: 1)) }.joined().utf8))
    #expect(try log.cut(keepingBytes: 1 << 20, lines: 20) == 30)
    #expect(try log.read().records == (30..<50).map { record($0, refresh: 1) })
  }

  @Test func theLastRefreshIsReadFromTheEndAcrossChunks() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let log = HistoryLog(directory: directory)
    // Refresh 3's records span several chunks of the backwards read; refresh 2 sits before them.
    var records = (0..<300).map { record($0, refresh: $0 < 200 ? 1 : 2) }
    records += (300..<1_300).map { record($0, refresh: 3) }
    try log.append(records)
    #expect(try log.readLastRefresh(3).records == Array(records[300...]))
    #expect(try log.readLastRefresh(3).warnings.isEmpty)
    // Not the last refresh: nothing, as the run at the end belongs to another one.
    #expect(try log.readLastRefresh(2).records.isEmpty)
    #expect(try HistoryLog(directory: directory.appendingPathComponent("none")).readLastRefresh(1).records.isEmpty)
  }

  @Test func aTornLineAtTheEndIsSkippedWithAWarningByTheTailRead() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let log = HistoryLog(directory: directory)
    try log.append([record(0, refresh: 1), record(1, refresh: 2), record(2, refresh: 2)])
    try log.appendRaw(Data("{\"schema\":\"passengr.change/1\",\"at\":\"2025-".utf8))
    let tail = try log.readLastRefresh(2)
    #expect(tail.records == [record(1, refresh: 2), record(2, refresh: 2)])
    #expect(tail.warnings.count == 1)
    #expect(tail.warnings.first?.contains("skipped unreadable line 1 from the end") == true)
  }

  /// Texts that stress the hand reader: escapes, quotes, slashes, non-ASCII, control characters.
  static let texts = [
    "No restrictions", "Chains \"required\"", "East/West", "back\\slash", "café — 3°F", "tab\there", "line\nbreak", "",
    "emoji 🚗", "\u{1}", "a: b, c} {d",
  ]

  @Test(arguments: texts) func theHandReaderAgreesWithJSONDecoder(text: String) throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    var variants = [record(1, refresh: 4, text: text), record(2, refresh: nil, text: text)]
    var empty = record(3, refresh: 0, text: text)
    empty.old = nil
    empty.new = .init(text: nil, level: nil)
    empty.name = text
    variants.append(empty)
    for record in variants {
      let data = Data(try JSONOutput.encode(record, pretty: false).utf8)
      let read = data.withUnsafeBytes { HistoryRecord.read(line: $0, decoder: decoder) }
      #expect(read == (try decoder.decode(HistoryRecord.self, from: data)))
      #expect(read == record)
    }
  }

  @Test(arguments: [
    #"{"schema":"passengr.change/1","at":"2025-02-30T10:00:00Z","passId":1,"name":"A","field":"weather","old":null,"new":null,"escalation":false}"#,
    #"{"schema":"passengr.change/1","at":"2025-01-10T10:00:00Z","passId":1.5,"name":"A","field":"weather","old":null,"new":null,"escalation":false}"#,
    #"{"schema":"passengr.change/1","at":"2025-01-10T10:00:00Z","passId":1,"name":"A","field":"weather","old":{"level":"sunny"},"new":null,"escalation":false}"#,
    #"{"schema":"passengr.change/1","at":"2025-01-10T10:00:00Z","passId":1,"name":"A","field":"weather","escalation":"no"}"#,
    #"{"schema":"passengr.change/1","at":"2025-01-10T10:00:00Z","passId":1,"name":"A","escalation":false}"#,
    #"{"schema":"passengr.change/1","at":"2025-01-10T10:00:00Z","passId":1,"name":"A","field":"x","escalation":false} trailing"#,
    #"{"schema":"passengr.change/1","at":"2025-01-10T10:00:00Z","passId":01,"name":"A","field":"x","escalation":false}"#,
    #"{"schema":"passengr.change/1","at":"2025-01-10T10:00:00.250Z","passId":1,"name":"A","field":"x","escalation":false,"extra":[1,2]}"#,
    #"{"schema":"passengr.change/1","at":"2025-01-10T10:00:00Z","passId":1,"name":"A","name":"B","field":"x","escalation":false}"#,
    #"{"schema":"passengr.change/1","at":"2025-01-10T10:00:00Z","passId":-3,"name":"A","field":"x","escalation":true,"refresh":null}"#,
    "{\"schema\":\"passengr.change/1\",\"at\":\"2025-01-10T10:00:00Z\",\"passId\":1,\"name\":\"\u{FF}\",\"field\":\"x\",\"escalation\":true}",
    "", "{", "null", "[]", "{}",
  ])
  func oddLinesReadAsJSONDecoderReadsThem(line: String) throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let data = Data(line.utf8)
    let read = data.withUnsafeBytes { HistoryRecord.read(line: $0, decoder: decoder) }
    #expect(read == (try? decoder.decode(HistoryRecord.self, from: data)))
  }

  @Test func handReadTimesAreTheInstantsJSONDecoderReads() throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    for text in [
      "1970-01-01T00:00:00Z", "2000-02-29T23:59:59Z", "2024-12-31T12:00:00Z", "2100-03-01T00:00:01Z",
      "1969-07-20T20:17:40Z",
    ] {
      let expected = try decoder.decode([Date].self, from: Data("[\"\(text)\"]".utf8)).first
      #expect(HistoryLineScanner.date(text) == expected, "\(text)")
    }
    #expect(HistoryLineScanner.date("2023-02-29T00:00:00Z") == nil)
    #expect(HistoryLineScanner.date("2023-01-01T24:00:00Z") == nil)
  }
}

/// Wrapping on scalars gives the lines wrapping by characters gives, whatever the text.
@Suite struct WrapTests {
  /// Characters of one scalar, of several (a combining accent, CRLF, a flag), and a space with a
  /// combining mark, which is no space to break at.
  static let pieces = ["x", "é", "→", "\u{65}\u{301}", "\r\n", "🇨🇦", " \u{301}", "ab"]

  @Test(arguments: [8, 20, 37, 80]) func textIsWrappedAsCharactersAre(width: Int) {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<300 {
      // Half the texts one-scalar characters only (the fast path), half anything.
      let choices = round % 2 == 0 ? ["x", "é", "→", "ab"] : Self.pieces
      let words = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        (0..<Int.random(in: 1...(width * 2), using: &generator)).map { _ in
          choices.randomElement(using: &generator) ?? "x"
        }.joined()
      }
      // Single spaces between words and none around them in half the texts (lines are slices).
      let isSpacedOnce = round % 4 < 2
      let spaces = (0..<words.count).map { _ in
        String(repeating: " ", count: isSpacedOnce ? 1 : Int.random(in: 1...3, using: &generator))
      }
      var text = zip(words, spaces).map { $0 + $1 }.joined()
      if isSpacedOnce { text = String(text.dropLast()) } else if Bool.random(using: &generator) { text = " " + text }
      #expect(TerminalText.lines(text, width: width) == TerminalText.linesOfCharacters(text, width: width), "\(text)")
    }
  }
}
