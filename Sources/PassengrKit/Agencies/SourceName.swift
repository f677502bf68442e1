/// The name of one of an agency's sources, as a source choice takes it and health counts show it:
/// "wsdot", "wsdot-api", "caltrans". Each agency declares its own.
public struct SourceName: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
  /// "wsdot-api".
  public let rawValue: String

  /// Creates a name.
  public init(rawValue: String) { self.rawValue = rawValue }

  public var description: String { rawValue }

  /// Every source of the built-in agencies, each agency's default first.
  public static var all: [SourceName] { Agencies.all.list.flatMap(\.sourceNames) }

  /// The default sources of the built-in agencies, joined for help texts.
  public static var helpText: String {
    Agencies.all.list.map { agency in
      "\(agency.id): "
        + agency.sourceNames.map { $0 == agency.defaultSourceName ? "\($0) (default)" : $0.rawValue }.joined(
          separator: ", ")
    }.joined(separator: "; ")
  }
}
