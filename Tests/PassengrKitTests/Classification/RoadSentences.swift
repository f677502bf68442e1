import TestSupport

@testable import PassengrKit

/// Generated sentences that close or restrict a road, or say something harmless about it, for the
/// tests that insert them into every text field an agency publishes: subjects × states ×
/// abbreviations × directions × positions × negations, drawn with a seeded generator so a failing
/// case replays exactly.
struct RoadSentences {
  /// One generated sentence and what it must do.
  struct Sentence: CustomStringConvertible {
    /// The words.
    var text: String
    /// The least level a direction it covers may read (`closed` for a closure); nil for words that
    /// must not close (a negation) or change a level (benign words).
    var requires: RestrictionLevel?
    /// The one direction it names; nil for both.
    var direction: TravelDirection?

    var description: String { text }
  }

  /// Where a sentence goes in a field.
  enum Position: CaseIterable {
    case prefix, suffix, replace, ownSentence
  }

  static let subjects = [
    "The road", "The highway", "The pass", "Road", "Hwy", "The roadway", "All lanes", "This route", "The summit",
  ]
  static let states = [
    "is closed", "closed", "CLOSED", "Closed", "has been closed", "is now closed", "remains closed",
    "is closed to all traffic",
    "is blocked", "is impassable", "is shut", "closed indefinitely", "is closed until further notice",
    "is completely blocked",
  ]
  static let abbreviated = ["CLSD", "Clsd", "clsd", "CLOSD", "Rd clsd", "Hwy CLSD"]
  static let leads = ["Closure in effect", "Road closure", "Full closure", "CLOSURE", "Road Closed", "ROAD CLOSED"]
  static let reasons = [
    "", " due to spinouts", " due to a collision", " because of avalanche danger", " for avalanche control",
    " due to whiteout conditions", " until further notice",
  ]
  static let directions: [(words: [String], direction: TravelDirection?)] = [
    ([""], nil), (["in both directions", "both directions", "(both directions)", "BOTH DIRECTIONS"], nil),
    (["eastbound", "EB", "Eastbound", "east bound", "to eastbound traffic", "EASTBOUND"], .eastbound),
    (["westbound", "WB", "Westbound", "west bound", "to westbound traffic", "WESTBOUND"], .westbound),
  ]
  static let chains: [(text: String, level: RestrictionLevel)] = [
    ("Chains required", .chainsRequired), ("Chains are required", .chainsRequired),
    ("CHAINS REQUIRED", .chainsRequired),
    ("Chains required on all vehicles", .chainsRequired), ("Chains mandatory", .chainsRequired),
    ("Chains required on all vehicles except all wheel drive", .chainsRequired),
    ("Traction tires required", .tractionRequired),
    ("Traction Tires Required", .tractionRequired), ("Chains or traction tires required", .tractionRequired),
    ("Snow tires or chains required", .tractionRequired), ("Chain controls in effect", .tractionRequired),
    ("Carry chains", .tractionAdvised),
  ]
  static let negations = [
    "No closures reported", "The road is not closed", "Not closed", "No road closures at this time",
    "The closure has been lifted", "No chain restrictions", "Chains not required", "The pass has reopened",
  ]
  static let benign = [
    "Bare and dry", "Bare and wet", "Wet spots", "Wet in places", "Compact snow and ice", "Compact snow in places",
    "Use caution", "Use caution, watch for equipment", "Watch for equipment on the roadway", "Icy in places",
    "Icy spots",
    "Fog", "Patchy fog", "Dense fog, reduced visibility", "Slush on shoulders", "Plows working", "Sanding in progress",
    "Watch for falling rock", "Light snow falling", "Scattered showers", "Snow on shoulders", "Frost in shaded areas",
    "Drive with care", "Winter driving conditions", "Snowing heavily", "Rain", "Cloudy", "Use extreme caution",
  ]

  var generator: SeededGenerator

  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &generator)] }

  private mutating func styled(_ text: String) -> String {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: return text.uppercased()
    case 1: return text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    default: return text
    }
  }

  /// A closure: a subject, a state (or an abbreviation, or a leading noun), maybe a direction and a reason.
  mutating func closure() -> Sentence {
    let (forms, direction) = pick(Self.directions)
    let scope = pick(forms)
    let spaced = scope.isEmpty ? "" : " \(scope)"
    let text: String
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: text = "\(pick(Self.subjects)) \(pick(Self.states))\(spaced)\(pick(Self.reasons))"
    case 1: text = "\(pick(Self.abbreviated))\(spaced)\(pick(Self.reasons))"
    case 2: text = "\(pick(Self.leads))\(spaced) at milepost \(Int.random(in: 1...200, using: &generator))"
    case 3 where direction != nil:
      text =
        "\(scope.prefix(1).uppercased() + scope.dropFirst()) \(pick(Self.subjects).lowercased()) \(pick(Self.states))\(pick(Self.reasons))"
    default:
      text =
        "\(pick(Self.subjects)) \(pick(Self.states))\(spaced) at milepost \(Int.random(in: 1...200, using: &generator))"
    }
    return Sentence(
      text: styled(text) + (Bool.random(using: &generator) ? "." : ""), requires: .closed, direction: direction)
  }

  /// A chain or traction requirement, maybe for one direction.
  mutating func chain() -> Sentence {
    let (forms, direction) = pick(Self.directions)
    let scope = pick(forms)
    let (phrase, level) = pick(Self.chains)
    let text = scope.isEmpty ? phrase : Bool.random(using: &generator) ? "\(phrase) \(scope)" : "\(scope): \(phrase)"
    return Sentence(
      text: styled(text) + (Bool.random(using: &generator) ? "." : ""), requires: level, direction: direction)
  }

  /// A closure or a chain requirement.
  mutating func restricting() -> Sentence {
    Int.random(in: 0..<3, using: &generator) == 0 ? chain() : closure()
  }

  /// A negation that must not close the road.
  mutating func negation() -> Sentence {
    Sentence(text: styled(pick(Self.negations)) + ".", requires: nil, direction: nil)
  }

  /// Harmless road and weather wording.
  mutating func harmless() -> Sentence {
    Sentence(text: styled(pick(Self.benign)) + ".", requires: nil, direction: nil)
  }

  /// `original` with `sentence` placed at `position`.
  mutating func place(_ sentence: Sentence, in original: String, at position: Position) -> String {
    guard !original.isEmpty, position != .replace else { return sentence.text }
    switch position {
    case .prefix: return sentence.text + pick([" - ", ". ", "; ", " "]) + original
    case .suffix: return original + pick([" - ", "; ", ", ", " "]) + sentence.text
    case .replace: return sentence.text
    case .ownSentence: return original + (original.hasSuffix(".") ? " " : ". ") + sentence.text
    }
  }

  /// A position, drawn.
  mutating func position() -> Position { pick(Position.allCases) }
}

extension RestrictionLevel {
  /// Whether a direction that must read at least `required` reads something that honours it: that
  /// level or worse, or `unknown` (which never counts as open). A known lesser level is the failure.
  func honours(_ required: RestrictionLevel) -> Bool {
    self == .unknown || rank >= required.rank
  }
}
