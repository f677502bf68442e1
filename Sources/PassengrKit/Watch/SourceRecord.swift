import Foundation

/// A source starting or stopping to fail, as `watch --exec-on failures` hands it to the command
/// (`passengr.source/1`).
struct SourceRecord: Codable, Equatable, Sendable {
  /// Always "passengr.source/1".
  var schema = "passengr.source/1"
  /// When the refresh that saw it started.
  var at: Date
  /// "wsdot", "caltrans", "custom example.org".
  var source: String
  /// "failing" or "recovered".
  var state: String
  /// Why it fails; nil on recovery.
  var reason: String?
}
