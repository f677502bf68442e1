/// Which station segments report each direction of a pass: one station per direction for a
/// directional pass, the same station for both otherwise.
struct ODOTPassStations: Equatable, Sendable {
  /// The pass's id.
  var passID: Int
  /// The stations of each direction the pass has.
  var byDirection: [TravelDirection: [ODOTStation]]

  /// A pass reported by one station in both `directions`.
  init(_ passID: Int, _ directions: DirectionPair, both station: ODOTStation) {
    self.passID = passID
    byDirection = Dictionary(uniqueKeysWithValues: directions.all.map { ($0, [station]) })
  }

  /// A pass reported by one station per direction, in the order of `directions`.
  init(_ passID: Int, _ directions: DirectionPair, _ first: ODOTStation, _ second: ODOTStation) {
    self.passID = passID
    byDirection = [directions.directions.0: [first], directions.directions.1: [second]]
  }

  /// Every station of the pass, once each.
  var stations: [ODOTStation] {
    var seen: [ODOTStation] = []
    for way in TravelDirection.allCases {
      for station in byDirection[way] ?? [] where !seen.contains(station) { seen.append(station) }
    }
    return seen
  }
}
