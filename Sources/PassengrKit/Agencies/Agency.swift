import Foundation

/// An agency Passengr knows out of the box: its built-in passes and how to fetch them.
///
/// A new agency is a folder under `Agencies/` holding a type that conforms to this protocol, its
/// sources and its catalogue, plus one line in `Agencies.all`.
protocol Agency: Sendable {
  /// The agency's id, as in `--agency` and JSON.
  var id: AgencyID { get }
  /// Its name for people: "WSDOT".
  var name: String { get }
  /// Its built-in passes, each with `agency == id`, ids unique across every agency.
  var catalogue: [Pass] { get }
  /// The source that fetches its passes.
  func source(_ settings: SourceSettings) -> any AgencySource
}
