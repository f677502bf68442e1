import FoundationEssentials

/// What a driver must do at each level on BC's highways, in BC's own terms, and BC's winter-tire
/// rule: on designated routes (every mountain pass Passengr lists) passenger vehicles need winter
/// tires (three-peak mountain and snowflake, or mud and snow, at least 3.5 mm of tread) from
/// October 1 to April 30, and commercial vehicles must carry chains. The rule is advice said beside
/// the answer, never a restriction of its own: DriveBC's events say when conditions ask more.
enum DriveBCAdvice {
  /// The advice for each level.
  static let advice = AgencyAdvice([
    .trafficDelays: "expect delays (single-lane alternating traffic, or lanes closed)",
    .tractionAdvised: "winter tires advised",
    .tractionRequired: "winter tires (mountain/snowflake or M+S) or chains required",
    .chainsRequired: "chains required; check DriveBC's notice for which vehicles",
    .chainsAll: "chains on every vehicle",
  ])

  /// The winter-tire rule in BC's words when `now` is inside its season (October 1 to April 30,
  /// local dates in `zone`); nil outside it.
  static func winterTireRule(at now: Date, zone: USZone) -> String? {
    guard let wall = zone.wallTime(of: now), wall.month >= 10 || wall.month <= 4 else { return nil }
    return "BC's winter-tire rule: passenger vehicles on this designated route need winter tires "
      + "(mountain/snowflake or M+S, 3.5 mm tread) October 1 to April 30; commercial vehicles must carry chains"
  }
}
