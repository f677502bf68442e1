/// Wyoming's passes and the route-page segments each spans (docs/wydot-data.md). Ids 4001 and up.
enum WYDOTCatalog {
  /// One reported segment of a route: the route's page (`WY22`, as `SelectedRoute` takes it) and
  /// the segment cell's text exactly as the page writes it.
  struct Segment: Equatable, Sendable {
    /// "WY22", "I80", "US14A".
    var route: String
    /// "Between Wilson and the Idaho State Line".
    var text: String
  }

  /// The segments of each pass, by pass id: a pass is as bad as its worst segment.
  static let segments: [Int: [Segment]] = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0.segments) })

  /// The built-in passes, all disabled until enabled.
  static let passes: [Pass] = entries.map { entry in
    Pass(
      id: entry.id, agency: .wydot, name: entry.name, highway: entry.highway, elevationFeet: entry.elevation,
      directions: entry.directions, summit: summits[entry.id])
  }

  /// Where each summit is, by id.
  static let summits: [Int: Coordinate] = [
    4001: Coordinate(43.4975, -110.9554), 4002: Coordinate(41.3583, -106.2603), 4003: Coordinate(44.9696, -109.4700),
    4004: Coordinate(44.4688, -110.1544), 4005: Coordinate(44.6237, -107.5031), 4006: Coordinate(44.8143, -107.8927),
    4007: Coordinate(41.2444, -105.4317), 4008: Coordinate(41.7047, -106.4461), 4009: Coordinate(41.1563, -107.0238),
    4010: Coordinate(42.3575, -108.9197),
  ]

  /// The routes whose pages `pass` needs, each once, in order.
  static func routes(of pass: Pass) -> [String] {
    (segments[pass.id] ?? []).map(\.route).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
  }

  /// One row of the table below.
  private struct Entry {
    var id: Int
    var name: String
    var highway: String
    var elevation: Int
    var directions: DirectionPair
    var segments: [Segment]
  }

  /// `texts` as segments of `route`.
  private static func on(_ route: String, _ texts: String...) -> [Segment] {
    texts.map { Segment(route: route, text: $0) }
  }

  /// The passes, in the order they are listed.
  private static let entries: [Entry] = [
    Entry(
      id: 4001, name: "Teton Pass", highway: "WY 22", elevation: 8431, directions: .eastWest,
      segments: on("WY22", "Between Wilson and the Idaho State Line")),
    Entry(
      id: 4002, name: "Snowy Range Pass", highway: "WY 130", elevation: 10847, directions: .eastWest,
      segments: on(
        "WY130", "Between Mile Marker 48, Eastbound Closure Gate and Mirror Lake", "Between Mirror Lake and Green Rock")
    ),
    Entry(
      id: 4003, name: "Beartooth Pass", highway: "US 212", elevation: 10947, directions: .eastWest,
      segments: on(
        "US212", "Between the Montana State Line and Mile Marker 4.5, Westbound Closure Gate",
        "Between WY 296 and Beartooth Pass")),
    Entry(
      id: 4004, name: "Sylvan Pass (Yellowstone East)", highway: "US 14/16/20", elevation: 8530, directions: .eastWest,
      segments: on("US14", "Between the E Gate of Yellowstone Nat'l Park and Pahaska")),
    Entry(
      id: 4005, name: "Granite Pass", highway: "US 14", elevation: 9033, directions: .eastWest,
      segments: on("US14", "Between Shell and Antelope Butte Mountain Recreation Area")),
    Entry(
      id: 4006, name: "Medicine Wheel Passage", highway: "US 14A", elevation: 9430, directions: .eastWest,
      segments: on(
        "US14A", "Between 22 miles east of Lovell and the Sheridan/Big Horn County Line",
        "Between the Sheridan/Big Horn County Line and Bear Lodge")),
    Entry(
      id: 4007, name: "Sherman Summit", highway: "I-80", elevation: 8640, directions: .eastWest,
      segments: on(
        "I80", "Between Laramie and Exit 323, Happy Jack Rd", "Between Exit 323, Happy Jack Rd and Exit 335, Buford")),
    Entry(
      id: 4008, name: "Elk Mountain", highway: "I-80", elevation: 7200, directions: .eastWest,
      segments: on("I80", "Between Exit 235, Walcott Jct and Exit 255, WY 72")),
    Entry(
      id: 4009, name: "Battle Pass", highway: "WY 70", elevation: 9955, directions: .eastWest,
      segments: on(
        "WY70", "Between Mile Marker 27, Eastbound Closure Gate and Haskins Creek",
        "Between Haskins Creek and Mile Marker 50, Westbound Closure Gate")),
    Entry(
      id: 4010, name: "South Pass", highway: "WY 28", elevation: 7412, directions: .eastWest,
      segments: on("WY28", "Between the Fremont/Sublette Cty Line and Mile Marker 47")),
  ]
}
