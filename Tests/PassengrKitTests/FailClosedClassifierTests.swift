@testable import PassengrKit
import Testing

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
  ]

  @Test(arguments: notOpen)
  func anOpeningThatIsNotPlainIsNeverOpen(text: String, expected: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == expected, "\(text)")
  }

  /// Explicit no-restriction statements, each of which reads open.
  static let openings = [
    "No restrictions", "No Restrictions", "Pass is open", "Snoqualmie Pass is open", "Reopened", "Pass reopened", "Chains not required",
    "Chains are no longer required", "No traffic restrictions are reported for this area.", "No chain controls are in effect at this time.",
    "Restrictions lifted", "Traction advisory no longer in effect", "Open", "None", "No restrictions westbound", "I-90 is open in both directions",
    "Reopened at 1512 hrs on 12/13/21", "Closure lifted",
  ]

  @Test(arguments: openings)
  func anExplicitStatementReadsOpen(text: String) {
    #expect(RestrictionClassifier.classify(text) == .open, "\(text)")
  }

  /// Clauses the classifier knows nothing of, the kind that turn up beside an opening.
  static let strangeClauses = [
    "See website", "Crews on scene", "Road work near milepost 80", "Use Blewett instead", "Snow plows operating", "Check back later",
    "Rockfall reported", "Estado desconocido", "Tunnel maintenance", "xyzzy",
  ]

  @Test func anUnrecognisedClauseBesideAnOpeningMakesItAtLeastUnknown() {
    for opening in Self.openings {
      for strange in Self.strangeClauses {
        for text in ["\(opening). \(strange)", "\(strange). \(opening)", "\(opening); \(strange)", "\(opening) - \(strange)"] {
          #expect(RestrictionClassifier.classify(text) != .open, "\(text)")
        }
      }
    }
  }

  @Test func negationFutureAndScopeWordsBeforeAnOpeningNeverReadOpen() {
    let prefixes = ["not", "will", "expected to", "will not be", "has not yet", "should", "may", "if", "scheduled to", "hope to", "won't",
                    "will soon be", "pending"]
    let suffixes = ["only", "to emergency vehicles only", "with chains", "to local traffic only", "until further notice", "beyond Crane Flat",
                    "except for trucks"]
    for opening in Self.openings {
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
        #expect(RestrictionClassifier.classify(marked) == expected, "\(text) with U+\(String(mark.unicodeScalars.first?.value ?? 0, radix: 16))")
      }
    }
  }

  /// Random texts built from the classifier's own vocabulary: whatever the mix, a text that holds
  /// any clause other than a plain opening is never open, and a closure is never hidden.
  @Test func generatedMixesAreOpenOnlyWhenEveryClauseIsAnOpening() {
    let restrictions = ["Pass closed", "Chains required", "Traction tires advised", "Closed for the season", "Traffic delayed", "Road closed at milepost 64"]
    let pool = Self.openings + Self.strangeClauses + restrictions + Self.notOpen.map(\.0)
    var generator = SeededGenerator(seed: 2026)
    for _ in 0..<600 {
      let parts = (0..<Int.random(in: 1...4, using: &generator)).map { _ in pool.randomElement(using: &generator) ?? "" }
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
