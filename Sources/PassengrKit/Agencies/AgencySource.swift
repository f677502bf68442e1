import FoundationEssentials

/// A source that fetches one agency's passes.
protocol AgencySource: PassSource {
  /// Its name in health counts and messages: "wsdot", "caltrans".
  var name: String { get }
  /// Whether one answer carries every pass of the agency, so all of them can be saved.
  var answersWholeCatalogue: Bool { get }
  /// The addresses fetched for `pass` (before any base-URL redirection): their hosts are the ones
  /// a refresh of it needs, and a deadline names them.
  func requestURLs(for pass: Pass) -> [URL]
  /// The health names of second sources it consults for its passes ("caltrans-roadinfo").
  var consultedNames: [String] { get }
  /// Every address a refresh of `pass` contacts (before any base-URL redirection), each with the
  /// health name of the source it belongs to: what `requestURLs` fetches, and the pages of the
  /// second sources it consults. `doctor` checks the hosts of exactly these.
  func contactedURLs(for pass: Pass) -> [(source: String, url: URL)]
}

extension AgencySource {
  var consultedNames: [String] { [] }

  func contactedURLs(for pass: Pass) -> [(source: String, url: URL)] {
    requestURLs(for: pass).map { (name, $0) }
  }
}
