extension PassDataSource {
  /// `trip`'s passes in driving order with the directions driven over each: the one way a trip
  /// becomes passes. A trip without passes, or naming a pass that is gone, is an error: it is never
  /// "every pass open", nor "every enabled pass".
  func drive(_ trip: Trip) throws -> [DrivenLeg] {
    guard !trip.legs.isEmpty else {
      throw trip.name.isEmpty ? SelectionError.nothingToCheck : TripError.emptyTrip(trip.name)
    }
    return try trip.legs.map { leg in
      guard let pass = entry(leg.passID)?.pass else {
        throw TripError.tripPassMissing(trip: trip.name, id: leg.passID)
      }
      return DrivenLeg(pass: pass, direction: leg.direction)
    }
  }
}
