import FoundationEssentials

/// What an agency's sources are built from: the loader for its requests and what time it is.
struct SourceSettings: Sendable {
  /// Loads every URL (following the base location for built-in ones), carrying the agency's key and pace.
  var loader: ResourceLoader
  /// "Now", for fetch times and staleness.
  var clock: @Sendable () -> Date
  /// A directory where a source may keep what changes rarely (a code list), under the data
  /// directory; nil keeps nothing.
  var cacheDirectory: URL?

  /// Creates settings.
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date, cacheDirectory: URL? = nil) {
    self.loader = loader
    self.clock = clock
    self.cacheDirectory = cacheDirectory
  }
}
