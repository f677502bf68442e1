/// Oregon's passes and the TripCheck station segments that report them (docs/odot-data.md). Ids
/// 3001 and up; every pass starts disabled.
enum ODOTCatalogue {
  /// One row: id, name, highway, elevation in feet (nil where no reliable figure is known),
  /// directions, and its stations (one for both directions, or one per direction).
  private typealias Row = (
    id: Int, name: String, highway: String, feet: Int?, directions: DirectionPair, stations: [ODOTStation]
  )

  private static let rows: [Row] = [
    (3001, "Santiam Pass", "US 20", 4817, .eastWest, [ODOTStation(140, "Santiam Pass Smt", "US20", 71.59, 88)]),
    (3002, "Tombstone Pass", "US 20", 4236, .eastWest, [ODOTStation(150, "Tombstone", "US20", 52.5, 71.59)]),
    (3003, "Willamette Pass", "OR 58", 5128, .eastWest, [ODOTStation(460, "Willamette Pass", "OR58", 48.7, 69.52)]),
    (
      3004, "Government Camp (Mt Hood)", "US 26", 3980, .eastWest,
      [ODOTStation(200, "Government Camp", "US26", 42.5, 60)]
    ),
    (3005, "Blue Box Pass", "US 26", 4024, .eastWest, [ODOTStation(240, "Blue Box Pass", "US26", 59.57, 67)]),
    (3006, "Sunset Summit", "US 26", 1649, .eastWest, [ODOTStation(190, "Sunset Summit", "US26", 37.73, 45.43)]),
    (
      3007, "Bennett Pass", "OR 35", 4674, .northSouth,
      [ODOTStation(430, "Bennett Pass/Mt Hood Meadows", "OR35", 62, 68)]
    ),
    (
      3008, "Siskiyou Summit", "I-5", 4310, .northSouth,
      [
        ODOTStation(71, "Siskiyou Summit NB", "I5", 1, 11), ODOTStation(70, "Siskiyou Summit SB", "I5", 11, 1),
      ]
    ),
    (
      3009, "Sexton Pass", "I-5", 1956, .northSouth,
      [
        ODOTStation(60, "Sexton Pass to Stage Pass NB", "I5", 66, 81),
        ODOTStation(61, "Sexton Pass to Stage Pass SB", "I5", 81, 66),
      ]
    ),
    (3010, "Canyon Creek Pass", "I-5", 2020, .northSouth, [ODOTStation(45, "Canyon Creek Pass", "I5", 87.4, 99.1)]),
    (
      3011, "Cabbage Hill (Deadman Pass)", "I-84", 3615, .eastWest,
      [
        ODOTStation(103, "Cabbage Hill EB", "I84", 216, 226), ODOTStation(102, "Cabbage Hill WB", "I84", 226, 216),
      ]
    ),
    (
      3012, "Meacham", "I-84", 4193, .eastWest,
      [
        ODOTStation(101, "Meacham EB", "I84", 226, 250), ODOTStation(100, "Meacham WB", "I84", 250, 226),
      ]
    ),
    (
      3013, "Ladd Canyon", "I-84", nil, .eastWest,
      [
        ODOTStation(111, "Ladd Canyon EB", "I84", 266, 280), ODOTStation(110, "Ladd Canyon WB", "I84", 280, 266),
      ]
    ),
    (
      3014, "Diamond Lake Summit", "OR 138", nil, .eastWest,
      [ODOTStation(520, "E Diamond Lake Smt", "OR138", 83, 100.82)]
    ),
    (3015, "Green Springs Summit", "OR 66", 4551, .eastWest, [ODOTStation(500, "Green Springs Smt", "OR66", 9, 41)]),
    (
      3016, "Tollgate", "OR 204", nil, .eastWest,
      [
        ODOTStation(540, "Tollgate EB", "OR204", 10.59, 39.45), ODOTStation(539, "Tollgate WB", "OR204", 39.45, 10.59),
      ]
    ),
    (
      3017, "Battle Mountain Summit", "US 395", 4270, .northSouth,
      [ODOTStation(350, "Battle Mt Summit", "US395", 33.6, 42.5)]
    ),
    (3018, "Ochoco Summit", "US 26", 4720, .eastWest, [ODOTStation(250, "Ochoco Summit", "US26", 57.3, 50)]),
  ]

  /// The passes, disabled, in this order.
  static let passes: [Pass] = rows.map { row in
    Pass(
      id: row.id, agency: .odot, name: row.name, highway: row.highway, elevationFeet: row.feet,
      directions: row.directions, summit: summits[row.id])
  }

  /// Where each summit is, by id.
  static let summits: [Int: Coordinate] = [
    3001: Coordinate(44.4168, -121.8565), 3002: Coordinate(44.3957, -122.1397), 3003: Coordinate(43.5963, -122.0362),
    3004: Coordinate(45.3021, -121.7538), 3005: Coordinate(45.2187, -121.6497), 3006: Coordinate(45.7548, -123.3090),
    3007: Coordinate(45.3135, -121.6420), 3008: Coordinate(42.0760, -122.6009), 3009: Coordinate(42.6115, -123.3679),
    3010: Coordinate(42.8260, -123.3040), 3011: Coordinate(45.6730, -118.6130), 3012: Coordinate(45.5090, -118.4300),
    3013: Coordinate(45.2480, -117.9760), 3014: Coordinate(43.1833, -122.1327), 3015: Coordinate(42.1303, -122.4806),
    3016: Coordinate(45.7822, -118.0880), 3017: Coordinate(45.2440, -119.0150), 3018: Coordinate(44.4997, -120.4050),
  ]

  /// The stations of each pass, by pass id.
  static let stations: [Int: ODOTPassStations] = Dictionary(
    uniqueKeysWithValues: rows.map { row in
      let binding =
        row.stations.count == 2
        ? ODOTPassStations(row.id, row.directions, row.stations[0], row.stations[1])
        : ODOTPassStations(row.id, row.directions, both: row.stations[0])
      return (row.id, binding)
    })

  /// The catalogue pass a station reports, if any.
  static func pass(reportedBy stationID: String) -> Pass? {
    passes.first { pass in stations[pass.id]?.stations.contains { $0.id == stationID } == true }
  }
}
