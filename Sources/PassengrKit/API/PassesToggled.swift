import FoundationEssentials

/// What `setEnabled` did.
public struct PassesToggled: Sendable {
  /// The passes named, in the order named.
  public internal(set) var passes: [Pass]
  /// Those of them that were already in the state asked for.
  public internal(set) var unchanged: [Pass]
}
