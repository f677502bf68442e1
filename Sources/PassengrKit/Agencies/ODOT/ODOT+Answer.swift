extension ODOT {
  /// ODOT's restriction codes as TripCheck's code list words them, one per level its reader sets
  /// (`ODOTReading.level(ofCode:)`): A and B (B1) a car carries chains or traction tires, C chains
  /// with traction tires allowed in their place for light vehicles (a car's traction requirement),
  /// D chains on all vehicles.
  var advice: AgencyAdvice {
    AgencyAdvice([
      .trafficDelays: "expect delays",
      .tractionAdvised:
        "ODOT code A/B: carry chains or traction tires (chains on trucks and vehicles towing under code B)",
      .tractionRequired:
        "ODOT code C: chains required; traction tires allowed in place of chains for vehicles under 10,000 GVW not towing",
      // Chains told with no code: which code is posted decides whether traction tires will do.
      .chainsRequired:
        "ODOT: chains required (under code C traction tires are allowed in place of chains for vehicles under 10,000 GVW not towing; under code D they are not)",
      .chainsAll: "ODOT code D: chains required on all vehicles; traction tires alone are not sufficient",
    ])
  }

  /// ODOT's words with its codes' texts and crews' boilerplate (`ODOTTerms`).
  var terms: RoadTerms { ODOTTerms.terms }
  func read(_ text: String) -> RoadWords {
    RoadWords.read(text, terms: ODOTTerms.terms)
  }
}
