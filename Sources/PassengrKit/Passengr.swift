/// Facts about this build of Passengr.
enum Passengr {
  /// The version front ends show and sent in the User-Agent.
  static let version = "0.9.0"
}
