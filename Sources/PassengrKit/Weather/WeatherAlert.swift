import FoundationEssentials

/// One NWS watch, warning or advisory for a pass's point: "Winter Storm Warning", with when it
/// begins and ends.
public struct WeatherAlert: Codable, Equatable, Sendable {
  /// NWS's identifier (`urn:oid:…`).
  public internal(set) var id: String
  /// The address form of the identifier (`@id`), when given: references may use either.
  var address: String?
  /// "Winter Storm Warning".
  public internal(set) var event: String
  /// Extreme, Severe, Moderate, Minor or Unknown.
  public internal(set) var severity: String
  /// "Winter Storm Warning issued January 10 at 1:34PM PST until January 12 at 4:00AM PST by NWS Seattle WA".
  public internal(set) var headline: String?
  /// When the hazard begins.
  public internal(set) var onset: Date?
  /// When the hazard is expected to end; often not given.
  public internal(set) var ends: Date?
  /// When this message stops being valid.
  public internal(set) var expires: Date?
  /// When the message takes effect.
  public internal(set) var effective: Date?
  /// When it was sent.
  public internal(set) var sent: Date?
  /// Actual, Exercise, System, Test or Draft.
  var status: String
  /// Alert, Update or Cancel.
  var messageType: String
  /// The earlier messages this one updates, replaces or withdraws: identifiers and addresses.
  var references: [String]
  /// "NWS Seattle WA".
  public internal(set) var senderName: String?
  /// What the forecaster says of it.
  public internal(set) var description: String?
  /// What to do.
  public internal(set) var instruction: String?
  /// Where it applies: "Cascades of Snohomish and King Counties".
  public internal(set) var areaDescription: String?
  /// The times NWS gave that could not be read ("ends", "onset"): such a time is unknown, never
  /// taken from another field.
  var unreadableTimes: [String]?

  /// When it ends: `ends`, else (`ends` not given) the message's own `expires`; nil (no end known,
  /// so still in force) when the time that says it cannot be read.
  public var end: Date? {
    let unreadable = unreadableTimes ?? []
    if unreadable.contains("ends") { return nil }
    if let ends { return ends }
    return unreadable.contains("expires") ? nil : expires
  }

  /// When it begins: its onset, else when it took effect, else when it was sent; nil (already in
  /// effect) when the onset NWS gave cannot be read.
  public var start: Date? {
    if unreadableTimes?.contains("onset") == true { return nil }
    return onset ?? effective ?? sent
  }

  /// Whether it is in effect at `time`: begun (onset ≤ time) and not ended (time < end).
  public func isInEffect(at time: Date) -> Bool {
    if let start, time < start { return false }
    if let end, end <= time { return false }
    return true
  }

  /// Whether this message is a real one (`status: Actual`), not a test, exercise or draft.
  var isActual: Bool { status.equalsIgnoringCase("Actual") }

  /// Whether this message withdraws the ones it references rather than warning of anything.
  var isCancel: Bool { messageType.equalsIgnoringCase("Cancel") }

  /// Whether `reference` names this alert, by identifier or address.
  func isNamed(by reference: String) -> Bool { reference == id || (address.map { reference == $0 } ?? false) }
}
