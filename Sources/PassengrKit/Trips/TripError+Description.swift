import FoundationEssentials

extension TripError: PassengrFailure, LocalizedError {
  /// A one-line message a user can act on. Messages quote what sources sent (names, libxml2's
  /// reasons), so they are cleaned like any text from the network.
  public var description: String { TextSanitizer.clean(message) }

  private var message: String {
    switch self {
    case .unknownTrip(let name, let suggestion):
      return "no trip named '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .duplicateTrip(let name):
      return "a trip named '\(name)' exists already"
    case .passInTrips(let pass, let trips):
      return "\(pass) is part of the trip\(trips.count == 1 ? "" : "s") \(trips.joined(separator: ", "))"
    case .invalidTripName(let name, let reason):
      return "a trip cannot be called '\(TextSanitizer.clean(name))': \(reason); give it another name"
    case .emptyTrip(let name):
      return
        "the trip '\(name)' has no passes left, so it can be neither checked nor shown; save it again with passes, or remove it"
    case .tripPassMissing(let trip, let id):
      return "the trip '\(trip)' uses pass \(id), which no longer exists; save the trip again"
    }
  }

  public var errorDescription: String? { description }

  /// Whether the user named something wrongly; the CLI reports these as usage errors, exit 64.
  public var isUsageError: Bool {
    switch self {
    case .unknownTrip, .duplicateTrip, .passInTrips, .invalidTripName: return true
    default: return false
    }
  }
}
