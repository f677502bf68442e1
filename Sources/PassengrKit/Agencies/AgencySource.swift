import Foundation

/// A source that fetches one agency's passes.
public protocol AgencySource: PassSource {
  /// Its name in health counts and messages: "wsdot", "caltrans".
  var name: String { get }
  /// An address whose host must be reachable for a refresh to have a chance.
  var probeURL: URL { get }
  /// Whether one answer carries every pass of the agency, so all of them can be saved.
  var answersWholeCatalogue: Bool { get }
}
