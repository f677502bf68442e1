import FoundationEssentials

/// What `key list` shows about one agency's key: where it is kept and whether it is set, never
/// the key itself.
public struct KeyStatus: Equatable, Sendable {
  /// The agency.
  public internal(set) var agency: AgencyID
  /// What the agency calls its key: "access code".
  public internal(set) var name: String
  /// The environment variable that holds it.
  public internal(set) var variable: String
  /// The file `key set` writes.
  public internal(set) var file: String
  /// Where the key in force was found (a variable name or a file path); nil when none is set.
  public internal(set) var foundIn: String?
  /// The sources that need it (empty when every one does).
  public internal(set) var neededBy: [SourceName]
  /// Whether the source in use needs it.
  var isNeeded: Bool
}
