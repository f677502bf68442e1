import Foundation

/// A source that fetches one agency's passes.
protocol AgencySource: PassSource {
  /// Its name in health counts and messages: "wsdot", "caltrans".
  var name: String { get }
  /// An address whose host must be reachable for a refresh to have a chance.
  var probeURL: URL { get }
  /// Whether one answer carries every pass of the agency, so all of them can be saved.
  var answersWholeCatalogue: Bool { get }
  /// The addresses fetched for `pass` (before any base-URL redirection): their hosts are the ones
  /// a refresh of it needs, and a deadline names them.
  func requestURLs(for pass: Pass) -> [URL]
  /// The health names of second sources it consults for its passes ("caltrans-roadinfo").
  var consultedNames: [String] { get }
}

extension AgencySource {
  var consultedNames: [String] { [] }
}
