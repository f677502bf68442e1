import FoundationEssentials

extension PassengrError: PassengrFailure, LocalizedError {
  /// The domain error's one-line message.
  public var description: String { failure.description }

  public var errorDescription: String? { description }

  /// Whether the domain error is a usage error.
  public var isUsageError: Bool { failure.isUsageError }
}
