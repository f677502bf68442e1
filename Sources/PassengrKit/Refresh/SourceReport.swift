/// How one source fared in one refresh: the WSDOT source in use, or the host of a page a user added.
struct SourceReport: Equatable, Sendable {
  /// "wsdot", "wsdot-api", "custom example.org".
  var name: String
  /// The passes read from it in this refresh.
  var passes: [Pass]
  /// Why it failed, when no pass could be read from it; nil when it answered.
  var failure: String?
  /// Consecutive refreshes in which it failed, this one included; 0 when it answered.
  var consecutiveFailures: Int
  /// The passes it could not be read for while it answered for others (one route's page among
  /// working ones), by reason.
  var failedFor: [String: [Pass]] = [:]

  /// Whether it answered in this refresh.
  var isHealthy: Bool { failure == nil }
}
