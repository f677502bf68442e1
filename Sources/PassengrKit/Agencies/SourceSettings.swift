import Foundation

/// What sources are built from: where to load, what time it is, and the WSDOT options.
struct SourceSettings: Sendable {
  /// Loads every URL (following `--base-url` for built-in ones).
  var loader: ResourceLoader
  /// "Now", for fetch times and staleness.
  var clock: @Sendable () -> Date
  /// Which of WSDOT's sources to use.
  var wsdotSource: SourceKind
  /// The WSDOT access code, for `wsdot-api`.
  var accessCode: String?

  /// Creates settings.
  init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date = Date.init, wsdotSource: SourceKind = .wsdot, accessCode: String? = nil) {
    self.loader = loader
    self.clock = clock
    self.wsdotSource = wsdotSource
    self.accessCode = accessCode
  }
}
