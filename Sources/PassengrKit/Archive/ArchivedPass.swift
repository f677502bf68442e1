import FoundationEssentials

/// A pass as archived: its place in the list, and the last conditions known for it.
struct ArchivedPass: Codable, Equatable, Sendable {
  /// The pass, with its order and enabled flag.
  var pass: Pass
  /// The last conditions successfully fetched; never blanked by a failed refresh.
  var conditions: PassConditions?
  /// Why the most recent refresh of this pass failed; nil after a success.
  var lastError: String?
  /// When the most recent refresh was attempted.
  var lastAttempt: Date?
  /// The origin the failed refresh read through (nil: the agency's own servers). The error belongs
  /// to that origin: data from another one is never marked stale by it.
  var errorOrigin: String?
  /// What NWS said of the pass at the last refreshes: never part of its road conditions.
  var weather: PassWeather?

  /// Creates an entry.
  init(pass: Pass, conditions: PassConditions? = nil, lastError: String? = nil, lastAttempt: Date? = nil) {
    self.pass = pass
    self.conditions = conditions
    self.lastError = lastError
    self.lastAttempt = lastAttempt
  }
}
