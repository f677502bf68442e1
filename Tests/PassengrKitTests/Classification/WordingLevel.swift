@testable import PassengrKit

/// The level a text reads as, by the shared reader or by an agency's (its id), for the wording
/// suites.
enum WordingLevel {
  static func of(_ text: String, agency: String? = nil) -> RestrictionLevel {
    guard let agency else { return RestrictionClassifier.classify(text) }
    return Agencies.all.list.first { $0.id.rawValue == agency }?.read(text).level ?? .unknown
  }
}
