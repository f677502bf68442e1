import Foundation
import Testing

@testable import PassengrKit

/// Real wording from the agencies (WSDOT restriction, road and weather texts; ODOT codes and crew
/// comments; WYDOT cells; Caltrans descriptions and highway information) keeps its level in every
/// verb form, punctuation, order and case.
@Suite struct RealWordingTests {
  static let wording: [(String, RestrictionLevel)] = [
    // WSDOT restrictions and conditions.
    ("No restrictions", .open), ("Pass Closed", .closed), ("Temporarily Closed", .closed),
    ("Closed for the season", .closedForSeason),
    ("Traction Tires Advised, Oversize Vehicles Prohibited.", .tractionAdvised),
    (
      "Traction Tires Required, Chains required on Vehicles over 10,000 gross vehicle weight.  Oversize Vehicles Prohibited.",
      .tractionRequired
    ),
    ("Chains required on all vehicles except all wheel drive. Oversize vehicles are prohibited.", .chainsRequired),
    ("Chains required on all vehicles except all wheel drive. Oversize Vehicles Prohibited.", .chainsRequired),
    ("Chains Required All Vehicles/ Except All-Wheel Drive", .chainsRequired),
    ("Chains Required All Vehicles Including All Wheel Drive", .chainsAll),
    ("Traffic Delayed for Avalanche Control", .trafficDelays), ("Traffic stopped for avalanche control", .closed),
    ("No current information available", .unknown),
    ("The highway is closed for the season.", .closedForSeason),
    ("Eastbound closed at milepost 151 for avalanche control. Westbound traffic held for up to 30 minutes.", .closed),
    // Harmless words beside an opening keep it open.
    ("No restrictions. Bare and dry.", .open), ("Bare and wet, areas of standing water. No restrictions", .open),
    ("Compact snow and ice on the road. No restrictions.", .open),
    ("Snow and ice on the roadway above Glacier. No restrictions", .open),
    ("Snow and ice on the roadway. Use extreme caution. No restrictions", .open), ("Fog. No restrictions", .open),
    ("No restrictions - Snowing heavily", .open), ("Cloudy; no restrictions", .open),
    ("Light snow. No restrictions.", .open),
    ("No restrictions. Oversize vehicles are prohibited.", .open),
    ("No restrictions. Oversize Vehicles Prohibited.", .open),
    ("No restrictions. Watch for ice.", .open), ("No restrictions. Winter driving conditions.", .open),
    ("No restrictions. WY 22 from milepost 6.000 to 17.490", .open),
    ("Dry. No restrictions", .open), ("Slick in Spots, Blowing Snow. No restrictions", .open),
    ("Partly Cloudy. No restrictions", .open),
    ("Clear/No Precipitation. No restrictions", .open), ("Snowing Hard & Continuously. No restrictions", .open),
    ("Spots of Ice. No restrictions", .open), ("No Report. No restrictions", .open),
    ("Width restriction: 12 ft. No restrictions", .open),
    // A lifting and a report with no mark between them; points that shorten a word end no sentence.
    ("No restrictions Compact snow and ice.", .open), ("No restrictions Not closed.", .open),
    ("No restrictions closed", .unknown),
    ("No restrictions Chain controls in effect near Manastash Ridge", .chainsRequired),
    ("No closures or chain controls in effect", .open),
    ("No through traffic W/B. No restrictions.", .closed),
    // A place "from A to B" before a reopening is no "to come" (nor a plain name), as "to reopen" is.
    ("Sexton Pass to Stage Pass reopened", .open), ("Set to reopen tomorrow", .closed),
    // A closure in the past says nothing of now; one in the present closes.
    ("A crash had closed the road. No restrictions", .open),
    ("A crash has closed the road. Use an alternate route.", .closed),
    // Words that may be a hazard and are not in the vocabulary stay unknown beside an opening.
    // "None" may stand for no data (an agency's cells declare it with `RoadTerms` where it means nothing to add).
    ("No restrictions. None.", .unknown), ("Severe Weather Alert - High Winds. No restrictions", .unknown),
    ("Standing Water/Flooding. No restrictions", .unknown),
    // ODOT codes and crew comments.
    ("Carry chains or traction tires", .tractionAdvised),
    ("Chains required on vehicles towing or over 10,000 GVW", .open),
    (
      "CHAINS REQUIRED: Traction tires allowed in place of chains on vehicles under 10,000 GVW and not towing.",
      .tractionRequired
    ),
    ("Chains on all vehicles; heavy snow.", .chainsAll),
    ("Plows working. Expect delays near the summit.", .trafficDelays),
    ("Hwy clsd at MP 74 due to crash", .closed), ("Rd closd both directions", .closed), ("No travel", .closed),
    ("Traffic being turned around at Marion Forks", .closed), ("Chians requried", .chainsRequired),
    // WYDOT cells.
    ("Road Closed Due To Seasonal Closure", .closedForSeason), ("CLOSED due to Avalanche Control", .closed),
    ("Chain Law - Level 1", .tractionRequired), ("Chain Law - Level 2", .chainsRequired),
    ("Chain Law Level 2", .chainsRequired),
    ("No Unnecessary Travel", .travelAdvisory), ("Closed to Light, High Profile Vehicles", .travelAdvisory),
    ("Falling Rock, No Trailer Traffic", .travelAdvisory),
    // Caltrans descriptions and highway information.
    ("No chain controls are in effect at this time.", .open),
    (
      "Chains or traction devices are required on all vehicles except four-wheel/all-wheel drive vehicles with snow-tread tires on all four wheels.",
      .chainsRequired
    ),
    ("Chains or traction devices are required on all vehicles without exception.", .chainsAll),
    ("No chain controls are in effect at this time. Traffic is being turned around at Kingvale.", .closed),
    (
      "Is closed from Colfax (Placer Co) to the Nevada State Line - Due to reduced visibility - Motorists are advised to use an alternate route",
      .closed
    ),
    ("No traffic restrictions are reported for this area.", .open),
    (
      "Chains or traction devices are required on all vehicles except passenger vehicles and light-weight trucks under 6,000 pounds gross weight and equipped with snow-tread tires on at least two drive wheels.",
      .tractionRequired
    ),
    ("CHAINS REQUIRED ON ALL VEHICLES OVER YUBA PASS (BOTH DIRECTIONS).", .chainsAll),
    ("Chains required on all vehicles over 10,000 GVW", .open),
    ("Is closed at Kingvale. Due to flooding.", .closed), ("No closures from Castaic to Gorman", .open),
    ("I15 Between Hesperia And Cajon Is Not Closed.", .open), ("All lanes has reopened", .open),
    ("All lanes have reopened.", .open),
    ("The highway near Sexton Pass to Stage Pass SB reopened to all traffic.", .open),
    ("Siskiyou Summit: Previously closed, now open.", .open),
    ("I5 /Grapevine/: Not closed", .open), ("One lane has reopened", .trafficDelays),
    ("The highway near Sexton Pass will not have reopened", .closed),
  ]

  @Test(arguments: wording)
  func realWordingKeepsItsLevel(text: String, level: RestrictionLevel) {
    #expect(RoadWords.read(text).level == level, "\(text)")
    #expect(PassengrSession.classify(text, now: Date()) == level, "\(text)")
  }

  /// Verb forms, punctuation, order and case of the same words read the same level.
  @Test(arguments: wording)
  func variantsOfRealWordingKeepTheLevel(text: String, level: RestrictionLevel) {
    let sentences = text.split(separator: ". ")
    var variants = [
      text.uppercased(), text.lowercased(), text.replacingOccurrences(of: ". ", with: "; "),
      text.split(separator: " ").joined(separator: "  \n "),
    ]
    // Sentences in another order read the same (a comma may join what belongs together).
    if sentences.count > 1 { variants.append(sentences.reversed().joined(separator: ". ")) }
    for variant in variants {
      #expect(RoadWords.read(variant).level == level, "\(variant)")
    }
  }

  /// The points of "U.S." and "Mt." end no clause.
  @Test func initialsAndAbbreviationsEndNoClause() {
    #expect(RoadWords.read("No restrictions. No closures near Mt. Baker Hwy").level == .open)
    #expect(RoadWords.read("U.S. 97 is open").level == .open)
    #expect(RoadWords.read("U.S. 97 is open").statements.count == 1)
  }

  /// Abbreviations and misspellings read as the word they stand for.
  @Test(arguments: [
    ("CLSD", "closed"), ("Clsd", "closed"), ("closd", "closed"), ("cloesd", "closed"), ("colsed", "closed"),
    ("clsoed", "closed"),
    ("Rd", "road"), ("Hwy", "highway"), ("EB", "eastbound"), ("E/B", "eastbound"), ("west bound", "westbound"),
    ("N-bound", "northbound"),
    ("chian", "chain"), ("chians", "chains"), ("requried", "required"), ("Req'd", "required"),
  ])
  func anAbbreviationReadsAsItsWord(written: String, word: String) {
    #expect(RestrictionClassifier.normalize(written) == word)
  }
}
