/// Errors about the keys some agencies need: missing, refused, or not a key.
public enum KeyError: Error, Equatable, Sendable {
  /// The agency refused its key (`name`: "access code"); `url` has the key redacted.
  case keyRejected(agency: AgencyID, name: String, url: String)
  /// The agency's source needs a key and none is set: not in `variable`, not in `file`.
  case missingKey(agency: AgencyID, name: String, variable: String, file: String)
  /// What `key set` read is not a usable key.
  case invalidKey(String)
  /// `key set` named an agency that takes no key; `keyed` are the ones that do.
  case noKeyNeeded(agency: AgencyID, keyed: [AgencyID])
}
