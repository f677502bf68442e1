import FoundationEssentials

/// The saved trips: add, list, find and delete them, each edit one transaction on the archive.
struct TripService: ReadsArchive {
  let store: ArchiveStore
  let origin: String?
  /// The agencies whose aliases and highway states name passes.
  let agencies: Agencies

  /// Saves a trip: `specs` are `PASS[:DIRECTION]` in driving order (`stevens:east`, `blewett:s`,
  /// `snoqualmie`); without a direction both count. An existing name needs `replace`.
  func addTrip(_ name: String, _ specs: [String], replace: Bool = false) async throws -> Trip {
    // A wrong name or pass writes nothing, not even the data directory or the lock: checked
    // before the lock against the archive as it is, and again under it.
    let saved = try dataSource()
    try Self.checkTripName(name, in: saved, agencies: agencies)
    _ = try Self.legs(specs, in: saved, agencies: agencies)
    return try await store.transaction { passes -> Trip in
      try Self.checkTripName(name, in: passes, agencies: agencies)
      let trip = Trip(name: name, legs: try Self.legs(specs, in: passes, agencies: agencies))
      if let index = passes.archive.trips.firstIndex(where: { $0.isNamed(name) }) {
        guard replace else { throw TripError.duplicateTrip(passes.archive.trips[index].name) }
        passes.archive.trips[index] = trip
      } else {
        passes.archive.trips.append(trip)
      }
      return trip
    }
  }

  /// The saved trips, in the order they were added.
  func trips() throws -> [Trip] {
    try dataSource().archive.trips
  }

  /// The trip called `name` (case-insensitively).
  func trip(named name: String) throws -> Trip {
    try trip(named: name, in: try dataSource())
  }

  /// The trip called `name` among `saved`'s trips.
  func trip(named name: String, in saved: PassDataSource) throws -> Trip {
    let trips = saved.archive.trips
    guard let trip = trips.first(where: { $0.isNamed(name) }) else {
      throw TripError.unknownTrip(name, suggestion: name.lowercased().nearest(in: trips.map(\.name)))
    }
    return trip
  }

  /// Deletes the trip called `name`; returns it.
  func removeTrip(_ name: String) async throws -> Trip {
    _ = try Self.tripIndex(name, in: try dataSource())  // a wrong name writes nothing (see `addTrip`)
    return try await store.transaction { passes -> Trip in
      passes.archive.trips.remove(at: try Self.tripIndex(name, in: passes))
    }
  }

  /// Where the trip `name` names is among the saved ones; `unknownTrip` when it is not.
  private static func tripIndex(_ name: String, in passes: PassDataSource) throws -> Int {
    guard let index = passes.archive.trips.firstIndex(where: { $0.isNamed(name) }) else {
      throw TripError.unknownTrip(name, suggestion: name.lowercased().nearest(in: passes.archive.trips.map(\.name)))
    }
    return index
  }

  /// A trip's name must not be taken for something else: not empty, no `:` (it would read as a
  /// pass and a direction), no control characters, and no pass's id, name or prefix (the trip
  /// would shadow the pass wherever a trip or a pass may be named).
  static func checkTripName(_ name: String, in passes: PassDataSource, agencies: Agencies) throws {
    if name.trimmingSpaces().isEmpty {
      throw TripError.invalidTripName(name, reason: "it is empty")
    }
    if name.contains(":") {
      throw TripError.invalidTripName(name, reason: "a ':' would read as a pass and a direction")
    }
    if name != TextSanitizer.clean(name) {
      throw TripError.invalidTripName(name, reason: "it holds control or invisible characters, or extra spaces")
    }
    do {
      let pass = try passes.names(declaredBy: agencies).select(name)
      throw TripError.invalidTripName(name, reason: "it names the pass \(pass.name), which the trip would hide")
    } catch SelectionError.ambiguousPass(_, let candidates) {
      throw TripError.invalidTripName(name, reason: "it names the passes \(candidates.joined(separator: ", "))")
    } catch SelectionError.unknownPass {
      return
    }
  }

  /// `PASS[:DIRECTION]` read against the saved passes: a usage error for an unknown pass, a word
  /// that is no direction, or a direction the pass does not have.
  static func legs(_ specs: [String], in passes: PassDataSource, agencies: Agencies) throws -> [Trip.Leg] {
    let names = passes.names(declaredBy: agencies)
    return try specs.map { spec in
      var name = spec
      var direction: TravelDirection?
      if let colon = spec.lastIndex(of: ":") {
        name = String(spec[..<colon])
        let word = String(spec[spec.index(after: colon)...])
        guard let parsed = TravelDirection(text: word) else { throw SelectionError.unknownDirection(word) }
        direction = parsed == .both ? nil : parsed
      }
      let pass = try names.select(name)
      // Only a direction the pass's sources report on can be driven and judged.
      if let direction, !pass.reportedDirections.contains(direction) {
        throw SelectionError.directionNotOfPass(
          direction: direction.rawValue, pass: pass.name, directions: pass.reportedDirections.map(\.rawValue))
      }
      return Trip.Leg(passID: pass.id, direction: direction)
    }
  }
}
