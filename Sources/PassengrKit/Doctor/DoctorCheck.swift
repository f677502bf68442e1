/// One line of `passengr doctor`: what was checked, what was found, and whether it is healthy.
public struct DoctorCheck: Equatable, Sendable {
  /// "data directory", "archive", "source wsdot".
  public var label: String
  /// What was found.
  public var detail: String
  /// False when the user has something to fix.
  public var isHealthy: Bool

  /// Creates a check.
  public init(_ label: String, _ detail: String, isHealthy: Bool = true) {
    self.label = label
    self.detail = detail
    self.isHealthy = isHealthy
  }
}
