/// Errors in what a user named or gave: passes, highways, directions, times, spans and watch names.
/// Every one is a usage error.
public enum SelectionError: Error, Equatable, Sendable {
  /// No pass matches the name; the nearest pass name, if one is near.
  case unknownPass(String, suggestion: String?)
  /// More than one pass starts with the name.
  case ambiguousPass(String, candidates: [String])
  /// A highway asked for is no highway, or one that no pass is on.
  case unknownHighway(String)
  /// A check's time is no time.
  case invalidCheckTime(String, reason: String)
  /// A check's time is one NWS's forecasts cannot speak for.
  case checkTimeOutOfRange(String, reason: String)
  /// A pass name that is empty (`status ''`, `check :east`): it names no pass, not every one.
  case emptyPassName
  /// The agency asked for leaves none of the passes asked for: the `passes` named (their names), or the trip
  /// `trip`'s, or, with neither, the enabled ones. `agencyName` is the agency's name for people.
  case noPassOfAgency(agency: AgencyID, agencyName: String, passes: [String], trip: String?)
  /// A pass with that name exists already.
  case duplicatePass(String, existing: String)
  /// Only passes the user added can be removed.
  case notCustom(String)
  /// A span (how long to keep changes, a timeout, …) does not parse or is out of range; the text says how to write one.
  case invalidSpan(String)
  /// A watch's name that is not a plain file name (1 to 64 letters, digits, '.', '-', '_').
  case invalidResumeName(String)
  /// `PASS:DIRECTION` names a direction the pass does not have.
  case directionNotOfPass(direction: String, pass: String, directions: [String])
  /// `PASS:DIRECTION` names no direction at all.
  case unknownDirection(String)
  /// No passes were named to check.
  case nothingToCheck
}
