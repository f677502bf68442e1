extension ODOT {
  /// ODOT's restriction codes as TripCheck's code list words them, one per level its reader sets
  /// (`ODOTReading.level(ofCode:)`): A and B (B1) traction, C chains with traction tires allowed in
  /// their place for light vehicles, D chains on all vehicles.
  var advice: AgencyAdvice {
    AgencyAdvice([
      .trafficDelays: "expect delays",
      .tractionRequired:
        "ODOT code A/B: carry chains or traction tires (chains on trucks and vehicles towing under code B)",
      .chainsRequired:
        "ODOT code C: chains required; traction tires allowed in place of chains for vehicles under 10,000 GVW not towing",
      .chainsAll: "ODOT code D: chains required on all vehicles; traction tires alone are not sufficient",
    ])
  }

  /// ODOT's words with its codes' texts and crews' boilerplate (`ODOTTerms`).
  var terms: RoadTerms { ODOTTerms.terms }
  func read(_ text: String) -> RoadWords {
    RoadWords.read(text, terms: ODOTTerms.terms)
  }
}
