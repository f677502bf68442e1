extension WSDOT {
  /// WSDOT's traction and chain rules (RCW 46.37.420 and WSDOT's pass restriction terms): when
  /// chains are required, all-wheel drive with approved traction tires is exempt; "chains required
  /// on all vehicles" has no exemption.
  var advice: AgencyAdvice {
    AgencyAdvice([
      .trafficDelays: "expect delays",
      .tractionAdvised: "traction tires advised",
      .tractionRequired: "approved traction tires required",
      .chainsRequired: "chains required; all-wheel drive with approved traction tires exempt",
      .chainsAll: "chains required on all vehicles, all-wheel drive included",
    ])
  }

  /// WSDOT's words as its feed, API and pages read them (`WSDOTWords`): the one reader with its own
  /// phrasings.
  var terms: RoadTerms { WSDOTWords.terms }
  func read(_ text: String) -> RoadWords {
    WSDOTWords.read(text)
  }
}
