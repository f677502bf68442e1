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
  /// The addresses `doctor` checks, one per source the agency has, by source name.
  var endpoints: [(name: String, url: URL)] { get }
  /// The formats of saved pages and feeds of this agency that `parse` reads.
  var formats: [SourceFormat] { get }
  /// The passes in `data`, read as `format` (one of `formats`); `location` names it in errors.
  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws -> [PassReport]
  /// A credential the agency's sources need (WSDOT's API access code), from the environment or
  /// `file`; nil when there is none. Throws when a file named is unreadable.
  func credential(environment: [String: String], file: URL?) throws -> String?
}

extension Agency {
  func credential(environment: [String: String], file: URL?) throws -> String? { nil }
}
