/// Which agency publishes a pass: `wsdot`, `caltrans`, `custom`. Each agency's folder declares its
/// own id, so adding an agency touches no list of cases.
public struct AgencyID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
  /// "wsdot", "caltrans", "custom".
  public let rawValue: String

  /// Creates an id.
  public init(rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  /// Passes the user added, each read by the XPaths they gave.
  static let custom = AgencyID(rawValue: "custom")
}
