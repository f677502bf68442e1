import Testing

@testable import PassengrKit

/// Two statements whose stop a feed lost (a line break, or nothing at all) are read as two: the
/// vehicles the second names are never said of the first.
@Suite struct RunTogetherRulesTests {
  static let carRules: [(String, RestrictionLevel)] = [
    ("Chains or snow tires are required from Camino to Meyers (El Dorado Co)", .tractionRequired),
    (
      "Chains are required on all vehicles except 4-wheel-drive vehicles with snow tires on all 4 wheels from Silver Lake to Picketts Jct",
      .chainsRequired
    ),
    ("Traction tires required from Government Camp to Timberline", .tractionRequired),
    ("Chains required on all vehicles from Kyburz to Meyers", .chainsAll),
  ]
  static let truckRules = [
    "Chains are required on single axle drive vehicles towing trailers from Kyburz to Meyers (El Dorado Co)",
    "Chains required on vehicles over 10,000 GVW",
    "Chains are required on commercial vehicles from Applegate to Donner Lake",
  ]

  @Test(arguments: carRules)
  func aRuleForTrucksAfterACarsRuleLeavesTheCarsRule(rule: String, level: RestrictionLevel) {
    for truck in Self.truckRules {
      for separator in ["\n", "\r\n", " ", "\n\n"] {
        for text in [rule + separator + truck, (rule + separator + truck).uppercased()] {
          #expect(RestrictionClassifier.classify(text) == level, "\(text)")
        }
      }
    }
  }

  @Test func aLineBreakEndsACompleteSentenceBeforeACapital() {
    #expect(
      TextSanitizer.clean("Chains are required from Camino to Meyers (El Dorado Co)\nChains are required on trailers")
        == "Chains are required from Camino to Meyers (El Dorado Co). Chains are required on trailers")
    #expect(TextSanitizer.clean("Road closed at Kyburz\r\nExpect delays") == "Road closed at Kyburz. Expect delays")
    #expect(TextSanitizer.clean("Road closed at Kyburz\n\nexpect delays") == "Road closed at Kyburz. expect delays")
  }

  @Test(arguments: [
    // Wrapped inside a sentence: the line ends with a word that needs more.
    "Is closed from 0.6 mi east of Lake Alpine to 7.2 mi west of the\nJct of SR 89",
    "Chains are required on vehicles\nTowing trailers",
    // A stop or a dash is already there.
    "Road closed.\nExpect delays", "Closed -\nDue to snow",
    // The next line starts in lower case, or is all in capitals (a sign's lines).
    "tab here\r\nnew line", "SUNSET POINT\r\nREST AREA CLOSED\r\nSEMI-TRUCKS ONLY",
  ])
  func aLineBreakInsideASentenceIsASpace(text: String) {
    let spaced = text.replacing("\r\n", with: " ").replacing("\n", with: " ")
    #expect(TextSanitizer.clean(text) == TextSanitizer.clean(spaced))
  }

  @Test func writtenOutEntitiesAreTheirCharacters() {
    #expect(
      TextSanitizer.clean("The Chugwater rest area is closed for renovation.&nbsp; ")
        == "The Chugwater rest area is closed for renovation.")
    #expect(TextSanitizer.clean("Plows &amp; sanders working") == "Plows & sanders working")
    #expect(TextSanitizer.clean("&amp;nbsp;") == "&nbsp;")
    #expect(TextSanitizer.clean("AT&T tower & more") == "AT&T tower & more")
    #expect(RestrictionClassifier.classify("The rest area is closed for renovation.&nbsp; ") == .open)
  }

  /// Caltrans' entries in capitals, one a line: each line of six words or more is a sentence.
  @Test func linesInCapitalsOfASentenceEachAreOne() {
    let text = """
      I 80
      IS REOPENED FROM COLFAX (PLACER CO) TO THE NEVADA STATE LINE AT 0615 HRS ON 01/03/23
      CHAINS ARE REQUIRED ON ALL VEHICLES EXCEPT 4-WHEEL-DRIVE VEHICLES WITH SNOW TIRES ON ALL 4 WHEELS FROM DRUM FOREBAY TO 1 MI EAST OF THE DONNER LAKE INTERCHANGE (PLACER, NEVADA CO)
      """
    #expect(
      Agencies.all.agency(AgencyID(rawValue: "caltrans"))?.read(TextSanitizer.clean(text)).level == .chainsRequired)
    #expect(RestrictionClassifier.clauses(of: text).count >= 2)
    #expect(
      TextSanitizer.clean("SUNSET POINT\nREST AREA CLOSED\nSEMI-TRUCKS ONLY")
        == "SUNSET POINT REST AREA CLOSED SEMI-TRUCKS ONLY")
  }
}
