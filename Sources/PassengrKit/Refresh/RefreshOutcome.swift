import Foundation
import Networking

/// What a refresh did.
public struct RefreshOutcome: Sendable {
  /// The passes and their conditions after the refresh was archived.
  public var dataSource: PassDataSource
  /// What changed since the previous archive.
  public var changes: [ConditionChange]
  /// Passes whose refresh failed, with the reason; their last known conditions were kept.
  public var failures: [(pass: Pass, reason: String)]
  /// Set when the source host could not be reached, so nothing was fetched.
  public var offline: ReachabilityFailure?
  /// Whether any pass was fetched successfully.
  public var fetchedAny: Bool
}
