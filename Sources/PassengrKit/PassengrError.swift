/// An error kept as a value (a pass's failed refresh, a doctor's finding, a watch's warning): one
/// of the domain errors, in an enum so the values holding it stay `Equatable`. Thrown errors are
/// the domain errors themselves.
public enum PassengrError: Error, Equatable, Sendable {
  /// The archive and the files beside it.
  case archive(ArchiveError)
  /// What a user named or gave.
  case selection(SelectionError)
  /// Saved trips.
  case trip(TripError)
  /// Agencies' keys.
  case key(KeyError)
  /// Fetching and reading agencies' data.
  case source(SourceError)
  /// Files and pages a user names.
  case document(DocumentError)
}

extension PassengrError {
  /// `error` as a Passengr error: the domain error it is, else `SourceError.sourceFailed` with its
  /// description, so no other module's error type reaches a front end.
  init(wrapping error: any Error) {
    switch error {
    case let error as PassengrError: self = error
    case let error as ArchiveError: self = .archive(error)
    case let error as SelectionError: self = .selection(error)
    case let error as TripError: self = .trip(error)
    case let error as KeyError: self = .key(error)
    case let error as SourceError: self = .source(error)
    case let error as DocumentError: self = .document(error)
    default: self = .source(.sourceFailed(reason: TextSanitizer.clean(String(describing: error))))
    }
  }

  /// The domain error.
  public var failure: any PassengrFailure {
    switch self {
    case .archive(let error): error
    case .selection(let error): error
    case .trip(let error): error
    case .key(let error): error
    case .source(let error): error
    case .document(let error): error
    }
  }
}
