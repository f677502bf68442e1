import FoundationEssentials
import Networking

/// One page of DriveBC's Open511 event list: `{"events": [...], "pagination": {...}, "meta":
/// {...}}`. An answer of another shape (not JSON, no `events` list) is no page: it fails the list,
/// never reads as an empty one. An element of `events` that is no object is counted: it may be an
/// event at any pass.
struct DriveBCPage: Sendable {
  /// The events, in order.
  var events: [DriveBCEvent]
  /// Elements of `events` that are not objects.
  var unreadable: Int
  /// The address of the next page as published (`pagination.next_url`), if any.
  var nextURL: String?
  /// The page size the server says it used (`pagination.limit`), if it says.
  var limit: Int?
  /// Where it was read from, for messages.
  var location: String

  /// Reads `data` read from `url`.
  static func decode(_ data: Data, url: String) throws -> DriveBCPage {
    let root: JSONValue
    do {
      root = try JSONValue(parsing: data, fragmentsAllowed: true)
    } catch {
      let failure = JSONSyntaxLocator.firstError(in: Array(data))
      throw SourceError.malformed(
        source: SourceName.drivebc.rawValue, url: url, location: failure?.location ?? "the top level",
        reason: failure?.reason ?? "not JSON")
    }
    guard let object = root.object else {
      throw SourceError.source(.drivebc, DriveBCFailure.notAnEventList(url: url, reason: "the answer is no object"))
    }
    guard let list = object["events"]?.array else {
      let reason =
        object["error"] != nil || object["message"] != nil ? "it is an error answer" : "it has no events list"
      throw SourceError.source(.drivebc, DriveBCFailure.notAnEventList(url: url, reason: reason))
    }
    var events: [DriveBCEvent] = []
    var unreadable = 0
    for item in list {
      if let event = item.object { events.append(DriveBCEvent(event)) } else { unreadable += 1 }
    }
    var nextURL: String?
    var limit: Int?
    if let value = object["pagination"], !value.isNull {
      guard let pagination = value.object else {
        throw SourceError.source(
          .drivebc, DriveBCFailure.notAnEventList(url: url, reason: "its pagination is no object"))
      }
      switch pagination["next_url"] {
      case nil, .null: nextURL = nil
      case .string(let next):
        let trimmed = next.trimmingSpaces()
        nextURL = trimmed.isEmpty ? nil : trimmed
      default:
        throw SourceError.source(.drivebc, DriveBCFailure.notAnEventList(url: url, reason: "its next_url is not text"))
      }
      limit = LooseJSON.number(pagination["limit"]).flatMap { $0 >= 1 && $0 < 1e6 ? Int(exactly: $0.rounded()) : nil }
    }
    return DriveBCPage(events: events, unreadable: unreadable, nextURL: nextURL, limit: limit, location: url)
  }
}
