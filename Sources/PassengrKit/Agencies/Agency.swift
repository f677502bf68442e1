import Foundation

/// An agency Passengr knows out of the box: its built-in passes and how to fetch them.
///
/// A new agency is a folder under `Agencies/` holding a type that conforms to this protocol, its
/// sources and its catalogue, plus one line in `Agencies.all`.
public protocol Agency: Sendable {
  /// The agency's id, as in `--agency` and JSON.
  var id: AgencyID { get }
  /// Its name for people: "WSDOT".
  var name: String { get }
  /// Its built-in passes, each with `agency == id`, ids unique across every agency.
  var catalogue: [Pass] { get }
  /// The source that fetches its passes.
  func source(_ settings: SourceSettings) -> any AgencySource
}

/// A source that fetches one agency's passes.
public protocol AgencySource: PassSource {
  /// Its name in health counts and messages: "wsdot", "caltrans".
  var name: String { get }
  /// An address whose host must be reachable for a refresh to have a chance.
  var probeURL: URL { get }
  /// Whether one answer carries every pass of the agency, so all of them can be saved.
  var answersWholeCatalogue: Bool { get }
}

/// What sources are built from: where to load, what time it is, and the WSDOT options.
public struct SourceSettings: Sendable {
  /// Loads every URL (following `--base-url` for built-in ones).
  public var loader: ResourceLoader
  /// "Now", for fetch times and staleness.
  public var clock: @Sendable () -> Date
  /// Which of WSDOT's sources to use.
  public var wsdotSource: SourceKind
  /// The WSDOT access code, for `wsdot-api`.
  public var accessCode: String?

  /// Creates settings.
  public init(loader: ResourceLoader, clock: @escaping @Sendable () -> Date = Date.init, wsdotSource: SourceKind = .wsdot, accessCode: String? = nil) {
    self.loader = loader
    self.clock = clock
    self.wsdotSource = wsdotSource
    self.accessCode = accessCode
  }
}
