/// Where a pass lies on its agency's road network, as the agency's feeds place their reports: the
/// route as the feeds spell it, its counties, and the districts (or regions) whose feeds carry it.
/// An agency whose feed names passes directly leaves it out.
struct Corridor: Codable, Equatable, Sendable {
  /// The route as the feed spells it: "I-80", "US-50", "SR-88".
  var route: String
  /// The counties it runs through: "Placer", "Nevada".
  var counties: [String]
  /// The districts whose feeds carry it.
  var districts: [Int]
}
