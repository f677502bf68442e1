/// Which field of a pass a change is about: one direction's restriction, the road conditions, the
/// weather or the temperature. Its raw value is what `history.jsonl`, the hook's records and
/// the history's JSON carry ("restrictions.eastbound", "conditions", "weather", "temperatureF");
/// a field this version does not know (one a newer Passengr wrote) is kept as it was read.
public struct ChangeField: RawRepresentable, Codable, Hashable, Sendable {
  /// "restrictions.eastbound".
  public let rawValue: String

  /// A field by its raw value.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The restriction published for `direction`.
  public static func restriction(_ direction: TravelDirection) -> ChangeField {
    ChangeField(rawValue: restrictionPrefix + direction.rawValue)
  }

  /// The road conditions.
  public static let conditions = ChangeField(rawValue: "conditions")
  /// The weather.
  public static let weather = ChangeField(rawValue: "weather")
  /// The temperature in °F.
  public static let temperature = ChangeField(rawValue: "temperatureF")
  /// NWS's alerts for the pass: one change per alert that appears or ends.
  public static let alerts = ChangeField(rawValue: "alerts")

  /// The direction of a restriction field; nil for every other field.
  public var direction: TravelDirection? {
    guard rawValue.hasPrefix(Self.restrictionPrefix) else { return nil }
    return TravelDirection(rawValue: String(rawValue.dropFirst(Self.restrictionPrefix.count)))
  }

  /// "eastbound" for a restriction, else the raw value: how a change line names the field.
  public var label: String {
    rawValue.hasPrefix(Self.restrictionPrefix) ? String(rawValue.dropFirst(Self.restrictionPrefix.count)) : rawValue
  }

  /// What every restriction field starts with.
  private static let restrictionPrefix = "restrictions."
}
