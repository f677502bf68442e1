/// Which chain-control checkpoints belong to a Caltrans pass: those on its route, in its counties,
/// as published in its districts' feeds.
struct ChainControlCorridor: Codable, Equatable, Sendable {
  /// The route as the feed spells it: "I-80", "US-50", "SR-88".
  public var route: String
  /// The counties of the corridor: "Placer", "Nevada".
  public var counties: [String]
  /// The Caltrans districts whose feeds carry it.
  public var districts: [Int]

  /// Creates a corridor.
  public init(route: String, counties: [String], districts: [Int]) {
    self.route = route
    self.counties = counties
    self.districts = districts
  }
}
