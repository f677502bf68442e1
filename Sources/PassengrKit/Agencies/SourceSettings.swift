import Foundation

/// What an agency's sources are built from: the loader for its requests and what time it is.
struct SourceSettings: Sendable {
  /// Loads every URL (following `--base-url` for built-in ones), carrying the agency's key and pace.
  var loader: ResourceLoader
  /// "Now", for fetch times and staleness.
  var clock: @Sendable () -> Date

  /// Creates settings.
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date = Date.init) {
    self.loader = loader
    self.clock = clock
  }
}
