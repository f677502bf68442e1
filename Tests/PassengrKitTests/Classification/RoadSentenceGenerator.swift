import TestSupport

@testable import PassengrKit

/// Generates what agencies write about a road, from a seed: closure and chain sentences (subjects ×
/// states × abbreviations and misspellings × directions × case), negations that must not close, and
/// harmless reports, each with the level it requires of the directions it covers.
struct RoadSentenceGenerator {
  /// One generated sentence.
  struct Sentence {
    /// The words.
    var text: String
    /// The least level the covered directions must read (`closed` for every closure).
    var required: RestrictionLevel
    /// The one direction it names, or `.both`.
    var direction: TravelDirection
  }

  var random: SeededGenerator

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  static let subjects = [
    "The road", "The highway", "The pass", "Road", "Hwy 20", "Highway", "I-90", "I 90", "Interstate 84", "I84", "US 2",
    "US-2", "SR 20",
    "Route 20", "WY 22", "I-90 at Snoqualmie Pass", "Snoqualmie Pass", "US 2 over Stevens Pass", "Stevens Pass (US 2)",
    "All lanes",
    "This route", "The roadway", "Rd",
  ]

  static let closedStates = [
    "is closed", "closed", "has been closed", "is now closed", "remains closed", "is CLOSED", "CLOSED", "CLSD", "Clsd",
    "clsd", "closd",
    "cloesd", "colsed", "clsoed", "is shut", "is shut down", "shut down", "is blocked", "blocked", "is impassable",
    "impassable",
    "is not passable", "not passable", "is closed to all traffic", "closed to all vehicles",
    "is closed until further notice",
    "closed indefinitely", "will remain closed overnight", "is completely blocked", "isn't passable",
  ]

  static let reasons = [
    "", "", " due to avalanche control", " due to spinouts", " due to a collision", " due to whiteout conditions",
    " because of avalanche danger",
    " - use an alternate route", "; no estimated time of reopening", " until further notice", " for winter conditions",
    " at milepost 34",
  ]

  static let directionForms: [TravelDirection: [String]] = [
    .eastbound: ["eastbound", "Eastbound", "EB", "E/B", "east bound", "EASTBOUND", "E-bound"],
    .westbound: ["westbound", "Westbound", "WB", "W/B", "west bound", "WESTBOUND", "W-bound"],
    .northbound: ["northbound", "Northbound", "NB", "N/B", "north bound", "NORTHBOUND", "N-bound"],
    .southbound: ["southbound", "Southbound", "SB", "S/B", "south bound", "SOUTHBOUND", "S-bound"],
  ]

  static let bothForms = ["in both directions", "both directions", "both ways", "(both directions)", "BOTH DIRECTIONS"]

  static let chainPhrases: [(String, RestrictionLevel)] = [
    ("Chains required", .chainsRequired), ("Chains are required", .chainsRequired),
    ("CHAINS REQUIRED", .chainsRequired),
    ("Chains Req'd", .chainsRequired), ("Chains reqd", .chainsRequired), ("Chians required", .chainsRequired),
    ("Chains requried", .chainsRequired), ("Chains mandatory", .chainsRequired),
    ("Chains required on all vehicles", .chainsRequired),
    ("Chains required on all vehicles except all wheel drive", .chainsRequired),
    ("Chain law in effect", .tractionRequired),
    ("Chain Law - Level 2", .chainsRequired), ("Level 2 chain law in effect", .chainsRequired),
    ("Chain Law Level 2", .chainsRequired),
    ("Chain Law - Level 1", .tractionRequired), ("Level 1 chain law in effect", .tractionRequired),
    ("Chain controls in effect", .tractionRequired),
    ("Chain controls are in effect: R-2", .tractionRequired), ("R-1 chain controls", .tractionRequired),
    ("R-2", .tractionRequired),
    ("R-3", .chainsAll), ("Chain restrictions in effect", .tractionRequired),
    ("Chain requirement in effect", .tractionRequired),
    ("Carry chains", .tractionAdvised), ("Carry chains or traction tires", .tractionAdvised),
    ("Chains must be carried", .tractionAdvised),
    ("Traction tires required", .tractionRequired), ("Traction Tires Required", .tractionRequired),
    ("Traction devices required", .tractionRequired),
    ("Traction law in effect", .tractionRequired), ("Chains or traction tires required", .tractionRequired),
    ("Snow tires or chains required", .tractionRequired), ("Traction advisory in effect", .tractionAdvised),
    ("Traction Tires Advised", .tractionAdvised),
    (
      "Chains or traction devices are required on all vehicles except four-wheel/all-wheel drive vehicles with snow tires",
      .tractionRequired
    ),
  ]

  /// Negations: none of them may close, or raise a level they stand beside.
  static let negations = [
    "No closures reported", "No closures at the summit", "%@ has reopened", "%@ is not closed",
    "%@ reopened to all traffic",
    "No road closures at this time", "The closure has been lifted", "Not closed", "No chain restrictions",
    "Chains not required",
    "Chain controls lifted", "Chain law no longer in effect", "No closures or chain controls in effect",
    "%@ isn't closed",
    "Chains are no longer required", "No closures between Wilson and the Idaho State Line",
  ]

  /// Harmless reports, as the agencies write them: never a level of their own.
  static let benign = [
    "Bare and dry", "Bare and wet", "Wet spots", "Wet in places", "Compact snow and ice", "Compact snow in places",
    "Use caution",
    "Use caution, watch for equipment", "Watch for equipment on the roadway", "Icy in places", "Icy spots", "Fog",
    "Patchy fog",
    "Dense fog, reduced visibility", "Slush on shoulders", "Plows working", "Sanding in progress",
    "Watch for falling rock",
    "Light snow falling", "Scattered showers", "Snow on shoulders", "Frost in shaded areas", "Drive with care",
    "Winter driving conditions",
    "Wet", "Rain", "Snowing", "Snowing heavily", "Cloudy", "Light snow", "Slush", "Packed snow",
    "Snow and ice on roadway",
    "Snow and ice on the roadway above Glacier", "Compact snow and ice on the road",
    "Bare and wet, areas of standing water",
    "Watch for ice", "Oversize vehicles are prohibited", "Oversize Vehicles Prohibited", "Slick in Spots",
    "Drifted Snow", "Blowing Snow",
    "Reduced Visibility", "Black Ice", "Falling Rock", "Strong Winds", "28°F", "Temperature 31 degrees",
    "Wind west 10 to 20 mph",
    "Snow and ice on the roadway. Use extreme caution", "Partly Cloudy", "Overcast", "Ground Fog", "Snow Flurries",
    "Bare Pavement",
    "Spots of Ice", "Snow Pack (Breaking Up)", "Clear/No Precipitation", "Intermittent Showers", "Freezing rain",
    "Weight restriction: 60000 lbs",
  ]

  /// Places as agencies name them in a label before a colon: routes, passes, summits, landmarks,
  /// exits and stretches.
  static let labelPlaces = [
    "Tejon Pass (Grapevine)", "Siskiyou Summit", "I 5 at Siskiyou Summit", "I5 /Grapevine/",
    "Interstate 5 over Grapevine",
    "Interstate 80 between Exit 323, Happy Jack Rd and Exit 335, Buford", "US 2 over Stevens Pass",
    "SR 120 /Tioga Pass/", "I-90 at milepost 52",
    "Snoqualmie Pass", "WY 22 Teton Pass", "OR 58 near Willamette Pass", "US 20 from Sexton Pass to Stage Pass",
    "Hwy 20 at the summit",
    "I-84 Cabbage Hill", "Route 20 between Newhalem and Mazama", "Mt. Baker Hwy", "Exit 323",
  ]

  /// A location label: "Tejon Pass (Grapevine)", "I 5 at Siskiyou Summit", cased.
  mutating func label() -> String { cased(pick(Self.labelPlaces)) }

  /// Longer subjects of a reopening that name a stretch of road.
  static let stretchSubjects = [
    "The highway near Sexton Pass to Stage Pass", "I 5 from Yreka to the Oregon State Line",
    "I15 between Hesperia and Cajon",
    "US 2 between Skykomish and Stevens Pass", "The road from Exit 323 to Exit 335", "All lanes", "Both lanes",
  ]

  mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &random)]
  }

  mutating func cased(_ text: String) -> String {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return text.uppercased()
    case 1: return text.lowercased()
    case 2: return text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    default: return text
    }
  }

  /// The direction a sentence covers, and its words in front of the state or after it.
  mutating func scope() -> (TravelDirection, after: String, lead: String) {
    let roll = Int.random(in: 0..<3, using: &random)
    if roll == 0 { return (.both, "", "") }
    if roll == 1 { return (.both, " " + pick(Self.bothForms), "") }
    let way = pick([TravelDirection.eastbound, .westbound, .northbound, .southbound])
    let form = pick(Self.directionForms[way] ?? [])
    let after = pick([" \(form)", " to \(form) traffic", " (\(form))", " in the \(form.lowercased()) direction"])
    return (way, after, form)
  }

  /// A closure, in one of its forms.
  mutating func closure() -> Sentence {
    let subject = pick(Self.subjects)
    let (way, after, lead) = scope()
    let reason = pick(Self.reasons)
    let text: String
    switch Int.random(in: 0..<8, using: &random) {
    case 0, 1, 2: text = "\(subject) \(pick(Self.closedStates))\(after)\(reason)"
    case 3:
      text =
        lead.isEmpty
        ? "\(subject) \(pick(Self.closedStates))\(reason)" : "\(lead) \(subject) \(pick(Self.closedStates))\(reason)"
    case 4:
      text =
        "\(pick(["Road closure", "Full closure", "CLOSURE", "Closure in effect", "Highway closure"])) at milepost 34\(after)"
    case 5:
      text =
        pick(["No travel on \(subject)", "No through traffic", "NO TRAVEL", "No thru traffic on \(subject)"]) + after
    case 6:
      text =
        lead.isEmpty
        ? pick([
          "Traffic is being turned around at the summit", "Gates locked at milepost 34",
          "Traffic stopped at the summit",
          "Traffic held indefinitely at the summit", "Closure gates are closed",
        ]) + after
        : "\(lead) traffic is being turned around at the summit"
    default:
      text =
        "\(subject) \(pick(["closed for the season", "is closed for the winter", "CLOSED FOR SEASON", "seasonal closure in effect"]))\(after)"
    }
    return Sentence(text: cased(text), required: .closed, direction: way)
  }

  /// A chain or traction requirement.
  mutating func chains() -> Sentence {
    let (phrase, level) = pick(Self.chainPhrases)
    let (way, after, lead) = scope()
    let text: String
    switch Int.random(in: 0..<3, using: &random) {
    case 0: text = phrase + after
    case 1: text = "\(pick(Self.subjects)): \(phrase)\(after)"
    default: text = lead.isEmpty ? "\(phrase) at the summit" : "\(lead) \(phrase)"
    }
    return Sentence(text: cased(text), required: level, direction: way)
  }

  /// A negation, or a harmless report: neither sets a level beside another.
  mutating func negation() -> String {
    cased(
      pick(Self.negations).replacingOccurrences(
        of: "%@", with: pick(["The road", "I-90", "The pass", "US 2 over Stevens Pass", "Hwy 20"])))
  }

  mutating func benignReport() -> String { cased(pick(Self.benign)) }

  /// `sentence` placed beside `original`: before it, after it, or as a sentence of its own.
  mutating func place(_ sentence: String, beside original: String) -> String {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return sentence + pick([" - ", ". ", "; ", ": "]) + original
    case 1: return original + pick([" - ", "; ", ", ", " / "]) + sentence
    case 2: return original + ". " + sentence + pick([".", "", "!"])
    default: return sentence + ". " + original + "."
    }
  }
}
