extension CDOT {
  /// Colorado's laws, one per level its reader sets (`CDOTWords`): Code 15, the Traction Law, and
  /// Code 16, the Passenger Vehicle Chain Law; Codes 17 and 18 bind commercial vehicles only.
  var advice: AgencyAdvice {
    AgencyAdvice([
      .trafficDelays: "expect delays",
      .tractionAdvised: "traction tires advised",
      .tractionRequired:
        "Colorado Traction Law (Code 15): snow tires, tires with the mountain-snowflake or M+S mark, or four- or "
        + "all-wheel drive, all with at least 1/8 inch of tread; otherwise chains or an alternative traction device (AutoSock)",
      .chainsRequired: "Colorado chain law: chains or an alternative traction device (AutoSock) required",
      .chainsAll:
        "Colorado Passenger Vehicle Chain Law (Code 16): chains or an alternative traction device (AutoSock) on every "
        + "vehicle, four- and all-wheel drive included; the last step before the road closes",
    ])
  }

  /// CDOT's words with its law codes, seasonal closures and condition phrases (`CDOTWords`).
  func read(_ text: String) -> RoadWords {
    CDOTWords.read(text)
  }
}
