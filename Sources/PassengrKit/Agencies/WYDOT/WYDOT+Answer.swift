extension WYDOT {
  /// WYDOT's chain law, one per level its reader sets (`WYDOTWords`): level 1 limits every vehicle
  /// to chains, adequate snow tires or all-wheel drive; level 2 to chains, or all-wheel drive on
  /// adequate snow tires.
  var advice: AgencyAdvice {
    AgencyAdvice([
      .trafficDelays: "expect delays",
      .tractionAdvised: "traction tires advised",
      .tractionRequired:
        "WYDOT Chain Law Level 1: chains, adequate snow tires, or four- or all-wheel drive on every vehicle",
      .chainsRequired:
        "WYDOT Chain Law Level 2: chains on every vehicle, or four- or all-wheel drive with adequate snow tires",
      .chainsAll: "chains required on all vehicles",
    ])
  }

  /// WYDOT's words with its chain-law levels and advisories (`WYDOTWords`).
  var terms: RoadTerms { WYDOTWords.terms }
  func read(_ text: String) -> RoadWords {
    WYDOTWords.read(text)
  }
}
