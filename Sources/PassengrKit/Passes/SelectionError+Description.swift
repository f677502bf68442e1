import FoundationEssentials

extension SelectionError: PassengrFailure, LocalizedError {
  /// A one-line message a user can act on. Messages quote what sources sent (names, libxml2's
  /// reasons), so they are cleaned like any text from the network.
  public var description: String { TextSanitizer.clean(message) }

  private var message: String {
    switch self {
    case .unknownPass(let name, let suggestion):
      return "no pass called '\(name)'" + (suggestion.map { "; did you mean \($0)?" } ?? "")
    case .ambiguousPass(let name, let candidates):
      return "'\(name)' could be \(candidates.joined(separator: " or ")); say which"
    case .unknownHighway(let highway):
      return "no pass is on the highway '\(highway)' (write one like I-90, US 2, SR 20 or CA-88)"
    case .invalidCheckTime(let text, let reason):
      return "'\(text)' is not a time: \(reason)"
    case .checkTimeOutOfRange(let text, let reason):
      return "the time '\(text)' is out of range: \(reason)"
    case .emptyPassName:
      return "empty pass name: give a pass's id, name or the start of its name"
    case .noPassOfAgency(_, let agencyName, let passes, let trip):
      let article = agencyName.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
      if let trip { return "the trip \(trip) has no \(agencyName) pass" }
      switch passes.count {
      case 0: return "no enabled pass is \(article) \(agencyName) pass"
      case 1: return "\(passes[0]) is not \(article) \(agencyName) pass"
      default: return "none of \(passes.joined(separator: ", ")) is \(article) \(agencyName) pass"
      }
    case .duplicatePass(let name, let existing):
      return "a pass called '\(existing)' exists already; choose another name than '\(name)'"
    case .notCustom(let name):
      return "\(name) is a built-in pass and cannot be removed"
    case .invalidSpan(let text):
      return text
    case .invalidResumeName(let name):
      return
        "a watch's name is 1 to 64 letters, digits, '.', '-' or '_', starting with a letter or digit, not '\(name)'"
    case .directionNotOfPass(let direction, let pass, let directions):
      return "\(pass) has no \(direction) direction; it runs \(directions.joined(separator: " and "))"
    case .unknownDirection(let text):
      return "'\(text)' is not a direction; use east, west, north or south (or eastbound, e, ...)"
    case .nothingToCheck:
      return "no passes to check: name a trip or passes"
    }
  }

  public var errorDescription: String? { description }

  /// Always: the user named something wrongly; the CLI reports it as a usage error, exit 64.
  public var isUsageError: Bool { true }
}
