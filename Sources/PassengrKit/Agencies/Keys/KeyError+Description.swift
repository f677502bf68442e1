import FoundationEssentials

extension KeyError: PassengrFailure, LocalizedError {
  /// A one-line message a user can act on. Messages quote what sources sent (names, libxml2's
  /// reasons), so they are cleaned like any text from the network.
  public var description: String { TextSanitizer.clean(message) }

  private var message: String {
    switch self {
    case .keyRejected(let agency, let name, let url):
      // The front end says how to set another (the CLI: `key set`); the phrase is what saved
      // errors are recognised by, in archives old and new (see `keyRejectedPhrase`).
      return "\(Self.keyRejectedPhrase(agency: agency, name: name)) by \(url): check it"
    case .missingKey(let agency, let name, let variable, let file):
      // The front end adds its own way to keep one, if it has one.
      return "the \(agency) source needs its \(name): set \(variable), or keep it in \(file)"
    case .invalidKey(let reason):
      return "not a key: \(reason)"
    case .noKeyNeeded(let agency, let keyed):
      let others =
        keyed.isEmpty
        ? "no agency takes one" : "agencies that take one: \(keyed.map(\.rawValue).joined(separator: ", "))"
      return "\(agency) needs no key; \(others)"
    }
  }

  public var errorDescription: String? { description }

  /// "the wsdot access code was rejected": how a refused key starts its message, which the doctor
  /// and the agency health find again in a pass's saved error.
  static func keyRejectedPhrase(agency: AgencyID, name: String) -> String { "the \(agency) \(name) was rejected" }

  /// Whether the user named something wrongly; the CLI reports these as usage errors, exit 64.
  public var isUsageError: Bool {
    switch self {
    case .invalidKey, .noKeyNeeded: return true
    default: return false
    }
  }
}
