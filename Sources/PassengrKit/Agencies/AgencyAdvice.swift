/// What a driver must do for each restriction level, in one agency's own terms: its chain-law
/// levels, codes and exemptions. Each agency keeps its table in its own folder; shared code reaches
/// it through the agency (`Agency.advice`), never by naming the agency.
struct AgencyAdvice: Equatable, Sendable {
  /// The advice for each level that asks something of a driver.
  let byLevel: [RestrictionLevel: String]

  /// Advice for the levels in `byLevel`.
  init(_ byLevel: [RestrictionLevel: String]) {
    self.byLevel = byLevel
  }

  /// The advice for `level` with `words` published: a travel advisory is told in the agency's own
  /// words; a closure, `open` and `unknown` ask nothing beyond their level.
  func advice(for level: RestrictionLevel, words: String?) -> String? {
    if level == .travelAdvisory { return words.map { "\"\($0)\"" } ?? byLevel[level] }
    return byLevel[level]
  }

  /// For a pass the user added: what the levels mean anywhere, no agency's exemptions.
  static let general = AgencyAdvice([
    .trafficDelays: "expect delays",
    .tractionAdvised: "traction tires advised",
    .tractionRequired: "traction tires or chains required",
    .chainsRequired: "chains required; check the page for exemptions",
    .chainsAll: "chains on every vehicle",
  ])
}
