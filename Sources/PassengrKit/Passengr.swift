/// Facts about this build of Passengr.
enum Passengr {
  /// The version printed by `passengr --version` and sent in the User-Agent.
  static let version = "0.1.0"
}
