/// How one source fared in one refresh: an agency's source in use, or the host of a page a user added.
struct SourceReport: Equatable, Sendable {
  /// Its name: an agency's id or source, or "custom HOST" for a page a user added.
  var name: String
  /// The passes read from it in this refresh.
  var passes: [Pass]
  /// Why it failed, when no pass could be read from it; nil when it answered.
  var failure: PassengrError?
  /// Consecutive refreshes in which it failed, this one included; 0 when it answered.
  var consecutiveFailures: Int
  /// The passes it could not be read for while it answered for others (one route's page among
  /// working ones), by reason.
  var failedFor: [String: [Pass]] = [:]

  /// Whether it answered in this refresh.
  var isHealthy: Bool { failure == nil }
}
