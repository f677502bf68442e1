import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Text measured in terminal columns: wide and full-width characters and emoji take two, marks
/// and joiners none; `status` and `check` fit every width with any such text, nothing lost.
@Suite struct TerminalTextTests {
  /// Words of every kind a feed's free text may carry: ASCII, CJK, full-width Latin, Hangul,
  /// emoji alone, with a skin tone, joined by ZWJ, as flags, with VS16, keycaps, and letters with
  /// combining marks.
  static let pieces = [
    "Chains", "required", "I-90", "28°F", "雪が降っています", "積雪", "ｗｉｄｅ", "ＡＢＣ１２３", "눈이", "🚗", "👍🏽",
    "👨\u{200D}👩\u{200D}👧", "🏳️\u{200D}🌈", "🇨🇦", "🇯🇵🇺🇸", "❄️", "1️⃣", "e\u{301}te\u{301}", "n\u{303}o", "Ａ\u{301}", "x",
    String(repeating: "長", count: 70), String(repeating: "w", count: 90), "道路" + String(repeating: "🚧", count: 40),
  ]

  static func text(_ generator: inout SeededGenerator, words: ClosedRange<Int>) -> String {
    (0..<Int.random(in: words, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "x" }.joined(
      separator: " ")
  }

  /// Columns on a terminal, measured on their own for the pieces above: a character is two
  /// columns wide when it holds a scalar from U+1100 up (a joiner apart), else one.
  static func columns(_ line: some StringProtocol) -> Int {
    line.reduce(0) { $0 + ($1.unicodeScalars.contains { $0.value >= 0x1100 && $0.value != 0x200D } ? 2 : 1) }
  }

  /// Every line's width in columns.
  static func widths(_ output: String) -> [Int] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map { columns($0) }
  }

  /// `text` without its spaces: what must come out of the renderer in order, however wrapped.
  static func unspaced(_ text: String) -> String {
    String(text.filter { $0 != " " && $0 != "\n" })
  }

  @Test func columnsCountWideCharactersTwiceAndMarksNever() {
    #expect(TerminalText.columns("Snoqualmie") == 10)
    #expect(TerminalText.columns("雪が降っています") == 16)
    #expect(TerminalText.columns("ｗｉｄｅ") == 8)
    #expect(TerminalText.columns("눈") == 2)
    #expect(TerminalText.columns("e\u{301}") == 1)
    #expect(TerminalText.columns("🚗") == 2)
    #expect(TerminalText.columns("👨\u{200D}👩\u{200D}👧") == 2)
    #expect(TerminalText.columns("🇨🇦") == 2)
    #expect(TerminalText.columns("❄") == 1)
    #expect(TerminalText.columns("❄️") == 2)
    #expect(TerminalText.columns("1️⃣") == 2)
    #expect(TerminalText.columns("👍🏽") == 2)
    #expect(TerminalText.columns("a\u{7}b\u{1B}") == 2)
    // A kana voicing mark and an ideographic tone mark stand in the wide ranges, and are marks.
    #expect(TerminalText.columns("か\u{3099}") == 2)
    #expect(TerminalText.columns("\u{302A}") == 0)
    #expect(TerminalText.padded("雪", to: 4) == "雪  ")
  }

  @Test func aWordWiderThanTheWidthIsBrokenByColumnsBetweenCharacters() {
    #expect(TerminalText.lines("ｗｉｄｅｗｉｄｅ", width: 5) == ["ｗｉ", "ｄｅ", "ｗｉ", "ｄｅ"])
    #expect(
      TerminalText.lines("Chains 👨\u{200D}👩\u{200D}👧👨\u{200D}👩\u{200D}👧👨\u{200D}👩\u{200D}👧", width: 6)
        == ["Chains", "👨\u{200D}👩\u{200D}👧👨\u{200D}👩\u{200D}👧👨\u{200D}👩\u{200D}👧"])
    #expect(TerminalText.lines("雪が降っています 雪が降っています", width: 20) == ["雪が降っています", "雪が降っています"])
    #expect(TerminalText.lines("abcdefgh", width: 3) == ["abc", "def", "gh"])
    #expect(
      TerminalText.lines("Chains 👨\u{200D}👩\u{200D}👧👨\u{200D}👩\u{200D}👧👨\u{200D}👩\u{200D}👧", width: 5) == [
        "Chain", "s", "👨\u{200D}👩\u{200D}👧👨\u{200D}👩\u{200D}👧", "👨\u{200D}👩\u{200D}👧",
      ])
  }

  /// Any text at any width: no line wider than the width, no character split between lines, and
  /// the lines re-join to the text.
  @Test func linesFitAndLoseNothing() {
    var generator = SeededGenerator(seed: 7)
    for width in 1...120 {
      for _ in 0..<10 {
        let text = Self.text(&generator, words: 0...12)
        let lines = TerminalText.lines(text, width: width)
        #expect(lines.allSatisfy { Self.columns($0) <= max(width, 2) }, "\(width): \(lines)")
        #expect(Self.unspaced(lines.joined()) == Self.unspaced(text), "\(width): \(text)")
        // A character split between lines would count twice over the lines.
        #expect(lines.map { Self.unspaced($0).count }.reduce(0, +) == Self.unspaced(text).count, "\(width): \(lines)")
      }
    }
  }

  /// `status` at every width from 20 to 220: names, restrictions, conditions and weather of mixed
  /// scripts and emoji fit, and each comes out whole.
  @Test func statusFitsEveryWidthWithWideText() {
    var generator = SeededGenerator(seed: 20)
    let now = Date(timeIntervalSince1970: 1_736_570_700)
    for width in 20...220 {
      let texts = (0..<5).map { _ in Self.text(&generator, words: 1...14) }
      let conditions = PassConditions(
        restrictions: [
          Restriction(direction: .eastbound, text: texts[1]), Restriction(direction: .westbound, text: texts[2]),
        ],
        roadConditions: texts[3], weather: texts[4], temperatureF: 28, updatedAt: now, fetchedAt: now)
      let row = StatusRow(
        id: 1, name: texts[0], highway: "I-90", elevationFeet: 3022, directions: [.eastbound, .westbound],
        conditions: conditions)
      let output = TableRenderer(useColor: false, width: width, now: now).render([row])
      let wide = Self.widths(output).filter { $0 > width }
      #expect(wide.isEmpty, "\(width): lines of \(wide) columns:\n\(output)")
      let shown = Self.unspaced(output)
      for text in texts { #expect(shown.contains(Self.unspaced(text)), "\(width): \(text) is not whole in\n\(output)") }
    }
  }

  /// `check` at every width from 20 to 220: pass names, the text of each pass and the verdict of
  /// mixed scripts and emoji fit, side by side or stacked, and each comes out whole.
  @Test func checkFitsEveryWidthWithWideText() {
    var generator = SeededGenerator(seed: 21)
    let now = Date(timeIntervalSince1970: 1_736_570_700)
    for width in 20...220 {
      let legs = (0..<3).map { index in
        CheckLeg(
          pass: Pass(id: index + 1, name: Self.text(&generator, words: 1...3), highway: "US 2"), direction: .eastbound,
          judgement: PassJudgement(conditions: nil, over: [.eastbound], isCurrent: false),
          text: Self.text(&generator, words: 1...14),
          isStale: index == 1, error: nil, updatedAt: now)
      }
      let result = CheckResult(
        trip: Self.text(&generator, words: 1...2), isReturn: false, threshold: .closed, verdict: .unknown,
        worst: .unknown, legs: legs,
        summary: Self.text(&generator, words: 1...12), problems: [], isNothingRead: false, now: now)
      let output = CheckRenderer(useColor: false, width: width, now: now).render(result)
      let wide = Self.widths(output).filter { $0 > width }
      #expect(wide.isEmpty, "\(width): lines of \(wide) columns:\n\(output)")
      let shown = Self.unspaced(output)
      for text in legs.flatMap({ [$0.pass.name, $0.text] }) + [result.summary] {
        #expect(shown.contains(Self.unspaced(text)), "\(width): \(text) is not whole in\n\(output)")
      }
    }
  }

  /// Side by side, the columns line up on the screen: a wide name is padded by its columns.
  @Test func checkColumnsLineUpWithWideNames() {
    let now = Date(timeIntervalSince1970: 1_736_570_700)
    let legs = ["雪峠", "Snow Pass"].enumerated().map { index, name in
      CheckLeg(
        pass: Pass(id: index + 1, name: name, highway: "US 2"), direction: .eastbound,
        judgement: PassJudgement(conditions: nil, over: [.eastbound], isCurrent: false), text: "no data yet",
        isStale: false, error: nil)
    }
    let result = CheckResult(
      trip: nil, isReturn: false, threshold: .closed, verdict: .unknown, worst: .unknown, legs: legs,
      summary: "unknown", problems: [],
      isNothingRead: true, now: now)
    let lines = CheckRenderer(useColor: false, width: 100, now: now).render(result).split(separator: "\n")
    #expect(lines[0].hasPrefix("雪峠       US 2  eastbound  UNKNOWN"), "\(lines)")
    #expect(lines[1].hasPrefix("Snow Pass  US 2  eastbound  UNKNOWN"), "\(lines)")
  }
}
