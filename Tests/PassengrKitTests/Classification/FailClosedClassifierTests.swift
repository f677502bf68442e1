import TestSupport
import Testing

@testable import PassengrKit

/// The classifier fails closed: `open` only from an explicit statement standing as the clause's
/// predicate. Real wording keeps its level; generated variants of every opening (a clause added,
/// negated, put in the future, limited, an invisible character inserted) never read open.
@Suite struct FailClosedClassifierTests {
  /// Openings a driver must never be told are open, and what they do read.
  static let notOpen: [(String, RestrictionLevel)] = [
    ("Pass not open", .closed),
    ("Will open at noon", .closed),
    ("Expected to open at 3 PM", .closed),
    ("Not open to through traffic", .closed),
    ("Open to emergency vehicles only", .closed),
    ("Open for local traffic only", .closed),
    ("Open with chains", .chainsRequired),
    ("Not yet reopened", .closed),
    ("Has not been reopened", .closed),
    ("Reopening pending avalanche control", .closed),
    ("Open to Crane Flat; closed beyond", .closed),
    ("Pass won't open until spring", .closedForSeason),
    ("Open from Skykomish to the summit", .unknown),
    ("Partially open", .unknown),
    ("Chains not required for vehicles with traction tires", .unknown),
    ("Open at noon", .closed),
    // Found by an adversarial read: contractions without their apostrophe, or with another one.
    ("Tioga Road isnt open", .closed), ("Pass wont open", .closed), ("Hasnt reopened", .closed),
    ("Tioga Road isn\u{2018}t open", .closed),
    ("Tioga Road isn\u{02BC}t open", .closed), ("Tioga Road isn`t open", .closed),
    // A joiner or a combining mark inside "not"; a look-alike letter in it.
    ("Tioga Road no\u{200D}t open", .closed), ("Tioga Road n\u{034F}ot open", .closed),
    ("Tioga Road n\u{043E}t open", .unknown),
    // Partial, hedged, past or questioned openings; "None" standing for no data; one direction.
    ("West of Crane Flat open", .unknown), ("As far as White Wolf open", .unknown), ("Lower section open", .unknown),
    ("Almost open", .unknown),
    ("Unknown whether open", .unknown), ("Tioga Road was open", .unknown), ("Is the road open", .unknown),
    ("None", .unknown),
    ("Status: None", .unknown),
    // A reason or advice that restricts is no mere information.
    ("Open. Due to avalanche danger travel past milepost 58 is not possible", .unknown),
    ("Open - Due to snow the gates at Crane Flat remain locked", .unknown),
    ("Open. Use caution as the road is not passable beyond the gate", .closed),
    // Whole closures read as such: all lanes, directional lanes, a closure at a ramp, to cars too.
    ("All lanes closed", .closed), ("Westbound lanes closed at milepost 58", .closed),
    ("Road closed at the North Bend on ramp", .closed),
    ("Closed to passenger vehicles and trucks", .closed),
    ("Pass remains closed and will be closed through the weekend", .closed),
  ]

  @Test(arguments: notOpen)
  func anOpeningThatIsNotPlainIsNeverOpen(text: String, expected: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == expected, "\(text)")
  }

  /// Explicit no-restriction statements, each of which reads open.
  static let openings = [
    "No restrictions", "No Restrictions", "Pass is open", "Snoqualmie Pass is open", "Reopened", "Pass reopened",
    "Chains not required",
    "Chains are no longer required", "No traffic restrictions are reported for this area.",
    "No chain controls are in effect at this time.",
    "Restrictions lifted", "Traction advisory no longer in effect", "Open", "Restrictions: None",
    "I-90 is open in both directions",
    "Reopened at 1512 hrs on 12/13/21", "Closure lifted", "No closures", "Not closed", "No delays",
    "Pass open, no delays",
    "Previously closed, now open",
  ]

  @Test(arguments: openings)
  func anExplicitStatementReadsOpen(text: String) {
    #expect(RestrictionClassifier.classify(text) == .open, "\(text)")
  }

  /// Clauses the classifier knows nothing of, the kind that turn up beside an opening.
  static let strangeClauses = [
    "See website", "Crews on scene", "Road work near milepost 80", "Use Blewett instead", "Snow plows stuck",
    "Check back later",
    "Rockfall reported on the road", "Estado desconocido", "Tunnel maintenance", "xyzzy",
  ]

  @Test func anUnrecognisedClauseBesideAnOpeningMakesItAtLeastUnknown() {
    for opening in Self.openings {
      for strange in Self.strangeClauses {
        for text in [
          "\(opening). \(strange)", "\(strange). \(opening)", "\(opening); \(strange)", "\(opening) - \(strange)",
        ] {
          #expect(RestrictionClassifier.classify(text) != .open, "\(text)")
        }
      }
    }
  }

  @Test func negationFutureAndScopeWordsBeforeAnOpeningNeverReadOpen() {
    let prefixes = [
      "not", "will", "expected to", "will not be", "has not yet", "should", "may", "if", "scheduled to", "hope to",
      "won't",
      "will soon be", "pending",
    ]
    // ("Except for trucks" is no suffix here: a rule left for trucks says nothing of a car; see
    // `StatementTests.aRuleForTrucksSaysNothingOfACar`.)
    let suffixes = [
      "only", "to emergency vehicles only", "with chains", "to local traffic only", "until further notice",
      "beyond Crane Flat",
    ]
    // One-clause openings: a word put before a text of two clauses speaks only of the first.
    for opening in Self.openings where !opening.dropLast().contains(where: { ",;".contains($0) }) {
      for prefix in prefixes {
        let text = "\(prefix) \(opening.lowercased())"
        #expect(RestrictionClassifier.classify(text) != .open, "\(text)")
      }
      for suffix in suffixes where !opening.hasSuffix(".") {
        let text = "\(opening) \(suffix)"
        #expect(RestrictionClassifier.classify(text) != .open, "\(text)")
      }
    }
  }

  /// A closure with punctuation stuck to it, or markup around it, stays a closure beside an opening.
  @Test func punctuationStuckToAClosureNeverHidesIt() {
    let marks = [
      "\u{2026}", "?", "\u{2014}", "\u{00BB}", "=", "\u{2192}", "\u{FF0E}", "}", "*", "~", "#", "+", "^", "_",
      "\u{00B7}", "\u{3002}", ":", ">",
    ]
    for mark in marks {
      for text in [
        "Closed\(mark) open", "{Closed\(mark)} open", "<b>Closed</b>\(mark) open",
        "Eastbound closed\(mark) westbound open",
      ] {
        #expect(RestrictionClassifier.classify(text) == .closed, "\(text)")
      }
    }
  }

  /// Invisible characters, entities of whitespace and case never change a level: text is cleaned
  /// before it is read.
  @Test func anInvisibleCharacterInsideAWordChangesNothing() {
    let invisible = ["\u{00AD}", "\u{200B}", "\u{200E}", "\u{2060}", "\u{FEFF}", "\u{202E}"]
    let texts = Self.openings + RestrictionClassifierTests.phrasings.map(\.0) + Self.notOpen.map(\.0)
    var generator = SeededGenerator(seed: 22)
    for text in texts where text.count > 2 {
      let expected = RestrictionClassifier.classify(text)
      for mark in invisible {
        var characters = Array(text)
        characters.insert(contentsOf: mark, at: Int.random(in: 1..<characters.count, using: &generator))
        let marked = String(characters)
        #expect(
          RestrictionClassifier.classify(marked) == expected,
          "\(text) with U+\(String(mark.unicodeScalars.first?.value ?? 0, radix: 16))")
      }
    }
  }

  /// Random texts built from the classifier's own vocabulary: whatever the mix, a text that holds
  /// any clause other than a plain opening is never open, and a closure is never hidden.
  @Test func generatedMixesAreOpenOnlyWhenEveryClauseIsAnOpening() {
    let restrictions = [
      "Pass closed", "Chains required", "Traction tires advised", "Closed for the season", "Traffic delayed",
      "Road closed at milepost 64",
    ]
    let pool = Self.openings + Self.strangeClauses + restrictions + Self.notOpen.map(\.0)
    var generator = SeededGenerator(seed: 2026)
    for _ in 0..<600 {
      let parts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in pool.randomElement(using: &generator) ?? ""
      }
      let text = parts.joined(separator: [". ", "; ", " - "].randomElement(using: &generator) ?? ". ")
      let level = RestrictionClassifier.classify(text)
      if level == .open {
        #expect(parts.allSatisfy(Self.openings.contains), "\(text) read open")
      }
      if parts.contains(where: { ["Pass closed", "Road closed at milepost 64"].contains($0) }) {
        #expect(level == .closed || level == .closedForSeason, "\(text) hid a closure as \(level)")
      }
    }
  }
}
