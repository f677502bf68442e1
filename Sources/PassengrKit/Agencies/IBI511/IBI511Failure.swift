/// What only a 511 deployment can get wrong, in words a driver can act on.
enum IBI511Failure: AgencyFailure {
  /// The answer of `resource` at `url` is not the platform's list of records: `reason` says what it is.
  case unreadable(url: String, resource: String, reason: String)
  /// A saved answer was read alone: the other resources a reading needs (`missing`) are not in it.
  case notSaved(missing: String)

  var description: String {
    switch self {
    case .unreadable(let url, let resource, let reason):
      return "the \(resource) answer at \(url) cannot be read as the 511 platform's list of records: \(reason)"
    case .notSaved(let missing):
      return "a saved 511 answer carries no \(missing)"
    }
  }
}
