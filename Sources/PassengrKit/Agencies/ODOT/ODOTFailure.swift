/// What only ODOT's TripCheck service can get wrong, in words a driver can act on.
enum ODOTFailure: AgencyFailure {
  /// The answer at `url` is JSON but not the document asked for (no `key` list in it).
  case notTheAnswer(url: String, missing: String)
  /// The answer at `url` is not a JSON object: malformed JSON (`reason` says where), or another shape.
  case unreadable(url: String, reason: String)
  /// A saved road-report answer was read alone: it carries no incidents, so closures are unknown.
  case incidentsNotSaved
  /// A saved road-report answer has no code list beside it (`Metadata`), so no code can be explained.
  case metadataNotSaved(path: String)
  /// The incident list gives no time it was made that can be read, so it cannot be taken as current.
  case incidentsUndated
  /// The incident list was last updated `age` ago ("3 d ago"), longer than ODOT's limit allows.
  case incidentsOld(age: String)

  var description: String {
    switch self {
    case .notTheAnswer(let url, let missing):
      return "the answer at \(url) is not ODOT's: it has no '\(missing)' list"
    case .unreadable(let url, let reason):
      return "the answer at \(url) cannot be read as TripCheck's JSON: \(reason)"
    case .incidentsNotSaved:
      return "a saved road-report answer carries no incidents"
    case .metadataNotSaved(let path):
      return "no code list is saved beside the answer (\(path))"
    case .incidentsUndated:
      return "ODOT's incident list gives no time it was made, so it cannot be taken as current"
    case .incidentsOld(let age):
      return "ODOT's incident list was last updated \(age), more than a day before now"
    }
  }
}
