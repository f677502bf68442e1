/// A failure only one agency's data or service can have (a feed no longer regenerated, a pass with
/// no checkpoint). Each agency declares its own type and wording in its folder; it reaches a front
/// end as `SourceError.source(agency:_:)`.
protocol AgencyFailure: Error, Equatable, Sendable, CustomStringConvertible {}

extension AgencyFailure {
  /// Whether `other` is the same failure.
  func isEqual(to other: any AgencyFailure) -> Bool { (other as? Self) == self }
}
