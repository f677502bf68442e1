import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The boilerplate rules, run by Swift's `Regex` with ICU's meanings, take out exactly what
/// `NSRegularExpression` took out, on generated texts shaped like agencies' and on real wording.
@Suite struct BoilerplateRegexTests {
  /// The rules as `NSRegularExpression` ran them.
  static let foundationRules: [(Boilerplate.Rule, NSRegularExpression?)] = Boilerplate.rules.map { rule in
    var options: NSRegularExpression.Options = []
    if rule.options.contains(.caseInsensitive) { options.insert(.caseInsensitive) }
    if rule.options.contains(.dotMatchesLineSeparators) { options.insert(.dotMatchesLineSeparators) }
    return (rule, try? NSRegularExpression(pattern: rule.pattern, options: options))
  }

  /// `text` stripped as Foundation stripped it: each rule that applies, by ICU.
  static func foundationStripped(_ text: String) -> String {
    var text = text
    for (rule, expression) in foundationRules where rule.applies(text) {
      guard let expression else { continue }
      text = expression.stringByReplacingMatches(
        in: text, range: NSRange(text.startIndex..<text.endIndex, in: text), withTemplate: rule.replacement)
    }
    return text
  }

  /// Pieces of agencies' texts that the rules are about, and words around them.
  static let pieces = [
    "Last updated Thu Nov 28 at 3:05 PM PST", "Next update time Fri, Nov. 29 10:00 a.m.",
    "Updated on Mon Dec 1 at 9:07AM",
    "Last updated 1:12 PM", "Last updated: 11/28/2026 6:42 AM", "Next update 6:00 PM", "updated 28 Nov 11:15 pm MST.",
    "(DBC-47147)", "(DBCRW-12)", "(ID# 133627)", "(ID#-5)", "Sep 16 2025  9:07AM [1]", "[Truncated]", "[TRUNCATED]",
    "[jl3][fo2]", "[pt30o0]", "[cf255,255,0]", "[closed]", "[nl]", "[np2]", "[Shared]", "[FSP]", "[CHP]", "[]",
    "Contact: 250-555-1212", "MoTI Contact (250) 555-1212", "contact the office at 250.555.1212", "<br>", "<BR />",
    "<p class=x>", "</span>", "<script>", "This product will be updated by 4:00 AM MST.", "* WHAT...", "* IMPACTS ...",
    "[4] 1039 CALTRANS FOR DEBRIS", "Update 6:15 p.m.:", "**Road Closed**",
    "[IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA]",
    "IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA:", "IN THE NORTHERN AREAS:", "http://drivebc.ca/x?y=1",
    "link to media release https://example.org/a", "www.drivebc.ca", "1182-Trfc Collision-No Inj", "Unkn Inj",
    "minor injuries",
    "40Mile", "5Kingvale", "Full schedule below: Mon 8 AM", "Comment: crews on scene", "Comment :",
    "Dense Fog Advisory issued November 22 at 4:10AM PST until November 22 at 11:00AM PST by NWS Reno NV",
    "Winter Storm Warning issued Jan. 3 at 9:00 PM MST by NWS Salt Lake City UT", "1098 ALL LNS OPEN", "1097-ON SCENE",
    "CT ADVISED CHAIN CONTROLS LIFTED", "Road closed", "chains required", "both directions", "Hwy 1", "at Mile 42",
    "expect delays", "No restrictions", "I-80 EB", "Kelvin", "skies", "Last", "update", "inj", "ury", "Contact",
    "NWS", "AREA", "IN THE", "Updated", "at", "PM", "AM", "Nov", "28", "3:05", "(", ")", "[", "]", "<", ">", ":", ".",
    "*",
  ]

  /// Between pieces: spaces, punctuation, and scalars where ICU and Swift once differed (marks,
  /// joiners, the Kelvin sign and the long s, ligatures, other digits, a no-break space).
  static let joins = [
    " ", " ", " ", "", ". ", ": ", "; ", ", ", " - ", "\u{A0}", "\u{2003}", "\u{301}", "\u{200D}", "\u{200C}",
    "\u{212A}", "\u{17F}", "\u{FB06}", "\u{FB05}", "\u{FB01}", "\u{661}", "é", "İ", "ı", "_", "\u{203F}", "K", "s",
    "\u{1F600}", "\u{0915}\u{094D}", "ß",
  ]

  static func texts(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    let real = RealWordingTests.wording.map(\.0)
    return (0..<count).map { _ in
      var text = ""
      for _ in 0..<Int.random(in: 1...7, using: &generator) {
        var piece =
          Int.random(in: 0..<5, using: &generator) == 0
          ? real.randomElement(using: &generator) ?? "" : pieces.randomElement(using: &generator) ?? ""
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: piece = piece.uppercased()
        case 1: piece = piece.lowercased()
        case 2:
          // A scalar from the joins inside the piece.
          var scalars = Array(piece.unicodeScalars)
          let join = joins.randomElement(using: &generator) ?? ""
          let at = Int.random(in: 0...scalars.count, using: &generator)
          scalars.insert(contentsOf: join.unicodeScalars, at: at)
          piece = String(String.UnicodeScalarView(scalars))
        default: break
        }
        text += piece + (joins.randomElement(using: &generator) ?? " ")
      }
      return TextSanitizer.clean(text)
    }
  }

  @Test func strippingIsFoundationsOnGeneratedTexts() {
    var differences = 0
    for text in Self.texts(count: 10_000, seed: 17) {
      let ours = Boilerplate.stripped(text)
      let foundations = Self.foundationStripped(text)
      if ours != foundations {
        differences += 1
        if differences <= 20 {
          Issue.record(
            "\(text.unicodeScalars.map { $0.isASCII ? String($0) : "<\(String($0.value, radix: 16))>" }.joined())\n ours: \(ours)\n ICU:  \(foundations)"
          )
        }
      }
    }
    #expect(differences == 0)
  }

  @Test func strippingIsFoundationsOnRealWording() {
    for (text, _) in RealWordingTests.wording {
      let cleaned = TextSanitizer.clean(text)
      #expect(Boilerplate.stripped(cleaned) == Self.foundationStripped(cleaned), "\(text)")
    }
  }

  /// Every rule alone, on texts that are mostly the rule's own matter, so each pattern meets the
  /// scalars around its edges.
  @Test func everyRuleMatchesAsICUDoes() throws {
    var generator = SeededGenerator(seed: 23)
    for (index, (rule, expression)) in Self.foundationRules.enumerated() {
      let expression = try #require(expression, "rule \(index)")
      let ours = try ICUPattern(
        rule.pattern, ignoresCase: rule.options.contains(.caseInsensitive),
        dotMatchesLineSeparators: rule.options.contains(.dotMatchesLineSeparators))
      for _ in 0..<300 {
        var text = ""
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          text +=
            (Self.pieces.randomElement(using: &generator) ?? "") + (Self.joins.randomElement(using: &generator) ?? "")
        }
        let foundations = expression.stringByReplacingMatches(
          in: text, range: NSRange(text.startIndex..<text.endIndex, in: text), withTemplate: rule.replacement)
        #expect(
          ours.replacingMatches(in: text, with: rule.replacement) == foundations,
          "rule \(index) on \(text.unicodeScalars.map(\.value))")
      }
    }
  }

  /// Swift's `Regex` is no slower than ICU was on the texts that reach a rule.
  @Test func strippingIsNotSlowerThanICU() {
    let texts = Self.texts(count: 3_000, seed: 29)
    _ = texts.map(Boilerplate.stripped)
    _ = texts.map(Self.foundationStripped)
    let start = ContinuousClock.now
    for text in texts { _ = Boilerplate.stripped(text) }
    let ours = ContinuousClock.now - start
    let middle = ContinuousClock.now
    for text in texts { _ = Self.foundationStripped(text) }
    let icu = ContinuousClock.now - middle
    print("boilerplate: Regex \(ours), ICU \(icu) for \(texts.count) texts")
    #expect(ours < icu * 3)
  }
}
