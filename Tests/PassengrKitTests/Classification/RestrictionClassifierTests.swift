import Testing

@testable import PassengrKit

@Suite struct RestrictionClassifierTests {
  static let phrasings: [(String, RestrictionLevel)] = [
    // Real WSDOT texts (docs/wsdot-data.md, "Restriction wording").
    ("No restrictions", .open),
    ("No Restrictions", .open),
    ("NO RESTRICTIONS", .open),
    ("Pass Closed", .closed),
    ("Closed for the season", .closedForSeason),
    ("CLOSED FOR THE SEASON", .closedForSeason),
    ("Temporarily Closed", .closed),
    ("Traction Tires Advised, Oversize Vehicles Prohibited.", .tractionAdvised),
    (
      "Traction Tires Required, Chains required on Vehicles over 10,000 gross vehicle weight.  Oversize Vehicles Prohibited.",
      .tractionRequired
    ),
    ("Chains required on all vehicles except all wheel drive", .chainsRequired),
    ("Chains Required All Vehicles/ Except All-Wheel Drive", .chainsRequired),
    ("Chains Required All Vehicles Including All Wheel Drive", .chainsAll),
    // A notice for oversize vehicles restricts nothing for a car, and alone says nothing of the road.
    // A rule for oversize vehicles alone says nothing restricts a car (WSDOT's own phrase beside
    // traction tires is read in its folder).
    ("Oversize Vehicles Prohibited", .open),
    ("Traffic Delayed for Avalanche Control", .trafficDelays),
    // Stopped with no word of how long: closed while it lasts.
    ("Traffic stopped for avalanche control", .closed),
    ("No current information available", .unknown),
    // Spacing, case and punctuation variants.
    ("  no   restrictions  ", .open),
    ("pass\nclosed", .closed),
    ("Traction tires advised.", .tractionAdvised),
    ("Traction Tires Required", .tractionRequired),
    ("traction tires are required", .tractionRequired),
    ("Chains required on vehicles over 10000 GVW", .open),
    ("Chains required on vehicles towing trailers", .open),
    ("Chains required", .chainsRequired),
    ("Chains are required on all vehicles except 4WD", .chainsRequired),
    ("Chains required on all vehicles except AWD/4WD.", .chainsRequired),
    ("Chains required on all vehicles", .chainsAll),
    ("Closed for Season", .closedForSeason),
    ("Seasonal closure", .closedForSeason),
    ("Closed for the winter", .closedForSeason),
    ("Closed due to a collision", .closed),
    ("Closed for avalanche control", .closed),
    ("Pass closed. Expected to reopen at 3 PM.", .closed),
    ("Closed - expect to reopen around 5 PM", .closed),
    ("One lane closed near milepost 60", .trafficDelays),
    ("Alternating traffic with flaggers", .trafficDelays),
    ("Expect delays", .trafficDelays),
    // Negations must not fool it.
    ("Chains not required", .open),
    ("Chains are no longer required", .open),
    ("Traction tires no longer required", .open),
    ("Reopened", .open),
    ("Pass reopened", .open),
    ("Pass reopened, chains required on all vehicles except all wheel drive", .chainsRequired),
    ("Restrictions lifted", .open),
    ("No restrictions. Chains not required.", .open),
    // The worst clause wins.
    ("Traction tires advised. Pass closed westbound at milepost 58.", .closed),
    ("Oversize vehicles prohibited; chains required", .chainsRequired),
    // Text that matches nothing is unknown, never open.
    ("", .unknown),
    ("See website", .unknown),
    ("Información no disponible", .unknown),
    ("\u{1B}[31m\u{1B}[0m", .unknown),
    ("No information", .unknown),
  ]

  @Test(arguments: phrasings)
  func classifiesRealPhrasings(text: String, expected: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == expected, "\(text)")
  }

  /// Other agencies' standard sentences and noun forms a driver meets for the same restriction.
  static let otherWordings: [(String, RestrictionLevel)] = [
    // Caltrans chain-control levels, in Caltrans' own definitions (docs/caltrans-data.md).
    ("No chain controls are in effect at this time.", .open),
    (
      "Chains or traction devices are required on all vehicles except passenger vehicles and light-weight trucks under 6,000 pounds gross weight and equipped with snow-tread tires on at least two drive wheels.",
      .tractionRequired
    ),
    (
      "Chains or traction devices are required on all vehicles except four-wheel/all-wheel drive vehicles with snow-tread tires on all four wheels.",
      .chainsRequired
    ),
    ("Chains or traction devices are required on all vehicles without exception.", .chainsAll),
    ("Chain controls in effect", .chainsRequired),
    // Oregon TripCheck's restriction lines.
    ("Carry chains or traction tires", .tractionAdvised),
    ("Chains or traction tires required", .tractionRequired),
    ("Chains required on vehicles towing or single drive axle vehicles over 10,000 GVW", .open),
    // Noun forms and other common phrasings.
    ("Traction tire advisory", .tractionAdvised),
    ("Chain advisory in effect", .tractionAdvised),
    ("Chains advised", .tractionAdvised),
    ("Chain requirement in effect", .chainsRequired),
    ("Snow tires or chains required", .tractionRequired),
    ("Chains or traction devices required", .chainsRequired),
    // What it cannot read stays unknown: never a guess of "open".
    ("Conditions vary", .unknown),
    ("See website", .unknown),
  ]

  @Test(arguments: otherWordings)
  func classifiesOtherAgenciesWording(text: String, expected: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == expected, "\(text)")
  }

  /// Case, spacing and line breaks never change a level.
  @Test(arguments: phrasings + otherWordings)
  func levelIgnoresCaseAndSpacing(text: String, expected: RestrictionLevel) {
    let shouted = text.uppercased()
    let spread = text.split(separator: " ").joined(separator: "  \n ")
    #expect(RestrictionClassifier.classify(shouted) == RestrictionClassifier.classify(text), "\(shouted)")
    #expect(RestrictionClassifier.classify(spread) == RestrictionClassifier.classify(text), "\(spread)")
  }

  @Test func worstLevelNeverLetsUnknownLookOpen() {
    #expect(RestrictionLevel.worst(of: [.open, .unknown]) == .unknown)
    // Unknown outranks every lesser restriction; a known closure outranks unknown.
    #expect(RestrictionLevel.worst(of: [.chainsRequired, .unknown]) == .unknown)
    #expect(RestrictionLevel.worst(of: [.chainsAll, .unknown]) == .unknown)
    #expect(RestrictionLevel.worst(of: [.closed, .unknown]) == .closed)
    #expect(RestrictionLevel.worst(of: [.unknown, .closedForSeason]) == .closedForSeason)
    #expect(RestrictionLevel.worst(of: [.open, .tractionAdvised]) == .tractionAdvised)
    #expect(RestrictionLevel.worst(of: [.closed, .closedForSeason]) == .closedForSeason)
    #expect(RestrictionLevel.worst(of: []) == .unknown)
  }

  @Test func thresholdsFollowTheEscalationOrder() {
    #expect(RestrictionLevel.chainsAll.isAtLeast(.chainsRequired))
    #expect(!RestrictionLevel.tractionRequired.isAtLeast(.chainsRequired))
    #expect(RestrictionLevel.closedForSeason.isAtLeast(.closed))
    #expect(!RestrictionLevel.unknown.isAtLeast(.open))
    let ordered: [RestrictionLevel] = [
      .open, .trafficDelays, .tractionAdvised, .tractionRequired, .chainsRequired, .chainsAll, .travelAdvisory, .closed,
    ]
    #expect(ordered.compactMap(\.severity) == Array(0...7))
    // The judgement's order: a stated travel advisory below unknown, a known closure above it.
    #expect(
      (ordered + [.unknown]).sorted { $0.rank < $1.rank } == [
        .open, .trafficDelays, .tractionAdvised, .tractionRequired, .chainsRequired, .chainsAll,
        .travelAdvisory, .unknown, .closed,
      ])
  }

  @Test(arguments: [
    ("chains_required", RestrictionLevel.chainsRequired), ("chains-required", .chainsRequired),
    ("chainsRequired", .chainsRequired), ("CLOSED", .closed), ("closed_for_season", .closedForSeason),
  ])
  func levelNamesParseInEverySpelling(name: String, expected: RestrictionLevel) {
    #expect(RestrictionLevel(name: name) == expected)
  }

  /// A traction advisory or requirement named as a noun, without the word "tires".
  @Test(arguments: [
    ("Traction Advisory", RestrictionLevel.tractionAdvised),
    ("Traction advisory in effect", .tractionAdvised),
    ("TRACTION ADVISORY IN EFFECT FOR ALL VEHICLES", .tractionAdvised),
    ("Traction advised", .tractionAdvised),
    ("Traction devices advised, oversize vehicles prohibited", .tractionAdvised),
    ("Traction advisories are in effect", .tractionAdvised),
    ("Traction requirement in effect", .tractionRequired),
    ("Traction Required", .tractionRequired),
    ("Traction advisory no longer in effect", .open),
    ("Traction control", .unknown),
  ])
  func tractionAsANounIsRead(text: String, expected: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == expected, "\(text)")
  }

  /// A seasonal closure whose season is separated from "closed" by a place, or in a clause of its own.
  @Test(arguments: [
    ("Closed at milepost 134 for the season", RestrictionLevel.closedForSeason),
    ("SR 20 closed at milepost 171.5 for the winter", .closedForSeason),
    ("Closed from Newhalem to Mazama for the winter season", .closedForSeason),
    ("Road closed between Diablo and Rainy Pass for the season.", .closedForSeason),
    ("Closed at milepost 134. For the season.", .closedForSeason),
    ("Closed at the gate until spring", .closedForSeason),
    ("CLOSED AT MP 157 FOR SEASON", .closedForSeason),
    ("Closure at milepost 134 is seasonal", .closedForSeason),
    ("Closed at milepost 134 due to a collision", .closed),
    ("Reopened at milepost 134 for the season", .open),
    ("One lane closed at milepost 60 for the season", .trafficDelays),
  ])
  func aSeasonalClosureWithAPlaceBetweenIsSeasonal(text: String, expected: RestrictionLevel) {
    #expect(RestrictionClassifier.classify(text) == expected, "\(text)")
  }
}
