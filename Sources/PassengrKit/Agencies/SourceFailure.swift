/// What went wrong at one agency's source, in that agency's words (`SourceError.source`).
public struct SourceFailure: Equatable, Sendable, CustomStringConvertible {
  /// The agency's own failure.
  let failure: any AgencyFailure

  /// Wraps an agency's failure.
  init(_ failure: any AgencyFailure) {
    self.failure = failure
  }

  /// One line a user can act on.
  public var description: String { failure.description }

  public static func == (lhs: SourceFailure, rhs: SourceFailure) -> Bool { lhs.failure.isEqual(to: rhs.failure) }
}

extension SourceError {
  /// `failure` of `agency`'s source.
  static func source(_ agency: AgencyID, _ failure: any AgencyFailure) -> SourceError {
    .source(agency: agency, SourceFailure(failure))
  }
}
