extension WYDOT {
  /// WYDOT's chain law, one per level its reader sets (`WYDOTWords`): level 1 binds commercial
  /// vehicles, level 2 every vehicle (chains, adequate snow tires, or four- or all-wheel drive).
  var advice: AgencyAdvice {
    AgencyAdvice([
      .trafficDelays: "expect delays",
      .tractionAdvised: "WYDOT Chain Law Level 1: commercial vehicles must chain; good tires advised for cars",
      .tractionRequired:
        "WYDOT Chain Law Level 2: every vehicle needs chains, adequate snow tires, or four- or all-wheel drive",
      .chainsRequired:
        "WYDOT Chain Law Level 2: every vehicle needs chains, adequate snow tires, or four- or all-wheel drive",
      .chainsAll: "chains required on all vehicles",
    ])
  }

  /// WYDOT's words with its chain-law levels and advisories (`WYDOTWords`).
  func read(_ text: String) -> RoadWords {
    WYDOTWords.read(text)
  }
}
