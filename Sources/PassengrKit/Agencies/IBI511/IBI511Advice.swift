/// What a driver must do at each level on a 511 state's roads: the states publish no chain-law
/// levels of their own through the platform, only words, so the advice names the agency and
/// points to its wording.
enum IBI511Advice {
  /// The advice of `agency`.
  static func advice(agency: String) -> AgencyAdvice {
    AgencyAdvice([
      .trafficDelays: "expect delays",
      .tractionAdvised: "traction tires advised",
      .tractionRequired: "traction tires or chains required; \(agency)'s notice says which vehicles",
      .chainsRequired: "chains required; check \(agency)'s notice for exemptions",
      .chainsAll: "chains on every vehicle",
    ])
  }
}
