import FoundationEssentials

/// What `setKey` did.
public struct KeySaved: Equatable, Sendable {
  /// The file written (0600).
  public internal(set) var file: String
  /// The environment variable that is set and so still wins over the file, if any.
  public internal(set) var shadowedBy: String?
}
