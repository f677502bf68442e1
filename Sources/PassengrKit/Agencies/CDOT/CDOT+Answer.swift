extension CDOT {
  /// Colorado's laws, one per level its reader sets (`CDOTWords`): Code 15, the Traction Law, and
  /// Code 16, the Passenger Vehicle Chain Law; Codes 17 and 18 bind commercial vehicles only.
  var advice: AgencyAdvice {
    AgencyAdvice([
      .trafficDelays: "expect delays",
      .tractionAdvised: "traction tires advised",
      .tractionRequired:
        "Colorado Traction Law (Code 15): winter tires (mountain-snowflake), M+S or all-weather tires with at least "
        + "3/16 inch of tread (four- and all-wheel drive too, since 2025); otherwise chains or an alternative traction "
        + "device (AutoSock)",
      .chainsRequired: "Colorado chain law: chains or an alternative traction device (AutoSock) required",
      .chainsAll:
        "Colorado Passenger Vehicle Chain Law (Code 16): chains or an alternative traction device (AutoSock) on every "
        + "vehicle, four- and all-wheel drive included; the last step before the road closes",
    ])
  }

  /// CDOT's words with its law codes, seasonal closures and condition phrases (`CDOTWords`).
  var terms: RoadTerms { CDOTWords.terms }
  func read(_ text: String) -> RoadWords {
    CDOTWords.read(text)
  }
}
