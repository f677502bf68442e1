import FoundationEssentials

/// A source starting or stopping to fail, as a watch hands it to a command hook that asked for failures
/// (`passengr.source/1`).
struct SourceRecord: Codable, Equatable, Sendable {
  /// Always "passengr.source/1".
  var schema = "passengr.source/1"
  /// When the refresh that saw it started.
  var at: Date
  /// The source's health name: an agency's id or one of its sources, or "custom HOST" for a page
  /// a user added.
  var source: String
  /// Whether it started or stopped failing.
  var state: State
  /// Why it fails; nil on recovery.
  var reason: String?

  /// A source's state as a record gives it; the raw values are what the command reads.
  enum State: String, Codable, Sendable {
    /// It started failing.
    case failing
    /// It answered again after failing.
    case recovered
  }
}
