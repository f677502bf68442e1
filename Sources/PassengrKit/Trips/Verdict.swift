import FoundationEssentials

/// What `check` answers: can this drive be made?
public enum Verdict: String, Codable, Sendable {
  /// Every direction driven is current and open.
  case go
  /// Something short of the threshold: delays, traction tires, chains.
  case restrictions
  /// A direction driven is at or above the threshold.
  case noGo = "no_go"
  /// A direction driven has no current data (unknown, stale or in error), and nothing reaches the threshold.
  case unknown
}
