import Foundation

extension PassengrError: CustomStringConvertible, LocalizedError {
  /// A one-line message a user can act on. Messages quote what sources sent (names, libxml2's
  /// reasons), so they are cleaned like any text from the network.
  public var description: String { TextSanitizer.clean(message) }

  private var message: String {
    switch self {
    case .unreadable(let path, let reason):
      return "archive \(path) is unreadable: \(reason); it was left untouched"
    case .unreadableHistory(let path, let reason):
      return
        "history \(path) is unreadable: \(reason); it was left untouched (the archive and its passes are not affected)"
    case .unsupportedVersion(let path, let version):
      return
        "archive \(path) has schema version \(version), newer than this version of Passengr understands; it was left untouched"
    case .writeFailed(let path, let reason):
      return "could not write \(path): \(reason); the previous archive is intact"
    case .lockTimeout(let path, let seconds, let holder):
      return
        "\(holder.map { "passengr (pid \($0))" } ?? "another passengr") has held \(path) for over \(seconds) s; try again later"
    case .noBackup(let path):
      return "no backup in \(path): one is kept before each change to the pass list or trips, not before refreshes"
    case .noSuchBackup(let generation, let count):
      return "there is no backup \(generation): there \(count == 1 ? "is 1" : "are \(count)")"
    case .unreadableBackup(let path, let reason):
      return "backup \(path) is unreadable: \(reason); nothing was changed"
    case .dataDirectory(let path, let reason):
      return "cannot use data directory \(path): \(reason)"
    case .unusableLock(let path, let reason):
      return "lock file \(path) \(reason)"
    case .unreadableCursor(let path, let reason):
      return "watch cursor \(path) is unreadable: \(reason); it was left untouched"
    case .cursorInUse(let name, let path):
      return "another watch is running under the name \(name) (it holds \(path))"
    case .invalidResumeName(let name):
      return
        "a watch's name is 1 to 64 letters, digits, '.', '-' or '_', starting with a letter or digit, not '\(name)'"
    case .unknownPass(let name, let suggestion):
      return "no pass called '\(name)'" + (suggestion.map { "; did you mean \($0)?" } ?? "")
    case .invalidCheckTime(let text, let reason):
      return "'\(text)' is not a time: \(reason)"
    case .checkTimeOutOfRange(let text, let reason):
      return "the time '\(text)' is out of range: \(reason)"
    case .unknownHighway(let highway):
      return "no pass is on the highway '\(highway)' (write one like I-90, US 2, SR 20 or CA-88)"
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
    case .ambiguousPass(let name, let candidates):
      return "'\(name)' could be \(candidates.joined(separator: " or ")); say which"
    case .duplicatePass(let name, let existing):
      return "a pass called '\(existing)' exists already; choose another name than '\(name)'"
    case .notCustom(let name):
      return "\(name) is a built-in pass and cannot be removed"
    case .invalidSpan(let text):
      return text
    case .offline(let reason):
      return "offline: \(reason)"
    case .noPassData(let source, let url):
      return "no pass data found in \(url) (\(source)): the page layout may have changed"
    case .malformed(let source, let url, let location, let reason):
      return "malformed \(source) data in \(url) at \(location): \(reason)"
    case .keyRejected(let agency, let name, let url):
      // The front end says how to set another (the CLI: `key set`); the phrase is what saved
      // errors are recognised by, in archives old and new (see `keyRejectedPhrase`).
      return "\(Self.keyRejectedPhrase(agency: agency, name: name)) by \(url): check it"
    case .missingKey(let agency, let name, let variable, let file):
      // The front end adds its own way to keep one, if it has one.
      return "the \(agency) source needs its \(name): set \(variable), or keep it in \(file)"
    case .invalidKey(let reason):
      return "not a key: \(reason)"
    case .noKeyNeeded(let agency, let keyed):
      let others =
        keyed.isEmpty
        ? "no agency takes one" : "agencies that take one: \(keyed.map(\.rawValue).joined(separator: ", "))"
      return "\(agency) needs no key; \(others)"
    case .source(_, let failure):
      return failure.description
    case .unrecognisedFormat(let location, let candidates):
      if candidates.isEmpty { return "cannot tell what \(location) is: no agency recognises it" }
      return "\(location) could be \(candidates.joined(separator: " or "))"
    case .unknownFormat(let format, let known):
      return "no agency reads the format '\(format)'; formats: \(known.joined(separator: ", "))"
    case .invalidSource(let reason):
      return reason
    case .conflictingSources(let first, let second, let agency):
      return "\(first) and \(second) are both \(agency) sources"
    case .invalidAgencies(let problems):
      return "the agencies clash: \(problems.joined(separator: "; "))"
    case .passNotInSource(let id, let source):
      return "pass \(id) is missing from the \(source) data"
    case .unreadableFile(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .invalidPageURL(let text):
      return "'\(text)' is not an http or https URL"
    case .noDirection:
      return "a pass needs the XPath of at least one direction"
    case .invalidXPath(let field, let reason):
      return "the XPath of \(field): \(reason)"
    case .xpathMatchesNothing(let field, let url):
      return "the XPath of \(field) matches nothing on \(url)"
    case .sourceFailed(let reason):
      return reason
    case .notAFile(let path):
      return
        "\(path) is a directory; give the path of a file to write, such as \(path.hasSuffix("/") ? path : path + "/")passes.html"
    case .notAPageFile(let path, let kind):
      return
        "\(path) is \(kind), not a file Passengr may replace; give the path of a regular file (or - for standard output); nothing was written"
    case .fileNotWritten(let path, let reason):
      return "could not write \(path): \(reason)"
    case .unknownTrip(let name, let suggestion):
      return "no trip named '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .duplicateTrip(let name):
      return "a trip named '\(name)' exists already"
    case .directionNotOfPass(let direction, let pass, let directions):
      return "\(pass) has no \(direction) direction; it runs \(directions.joined(separator: " and "))"
    case .unknownDirection(let text):
      return "'\(text)' is not a direction; use east, west, north or south (or eastbound, e, ...)"
    case .notTheExpectedPage(let url, let reason):
      return "\(url) is not the page asked for: \(reason)"
    case .invalidTripName(let name, let reason):
      return "a trip cannot be called '\(TextSanitizer.clean(name))': \(reason); give it another name"
    case .emptyTrip(let name):
      return
        "the trip '\(name)' has no passes left, so it can be neither checked nor shown; save it again with passes, or remove it"
    case .nothingToCheck:
      return "no passes to check: name a trip or passes"
    case .tripPassMissing(let trip, let id):
      return "the trip '\(trip)' uses pass \(id), which no longer exists; save the trip again"
    case .notRegularFile(let path):
      return "\(path) is not a regular file (a pipe, device or socket); nothing was read from it"
    case .inputTooLarge(let path, let limit):
      return "\(path) is larger than \(limit >> 20) MiB, more than Passengr reads; nothing was read from it"
    case .passInTrips(let pass, let trips):
      return "\(pass) is part of the trip\(trips.count == 1 ? "" : "s") \(trips.joined(separator: ", "))"
    case .deadlineExceeded(let url, let seconds):
      return "no answer from \(url) within \(seconds) s"
    case .invalidBaseURL(let value):
      return "base URL '\(value)' is neither an http(s) URL nor an existing directory"
    }
  }

  public var errorDescription: String? { description }

  /// "the wsdot access code was rejected": how a refused key starts its message, which `doctor`
  /// and the agency health find again in a pass's saved error.
  static func keyRejectedPhrase(agency: AgencyID, name: String) -> String { "the \(agency) \(name) was rejected" }

  /// Whether the user named something wrongly (a pass, a value): the CLI reports these as usage
  /// errors, exit 64.
  public var isUsageError: Bool {
    switch self {
    case .unknownPass, .ambiguousPass, .unknownHighway, .invalidCheckTime, .checkTimeOutOfRange, .emptyPassName,
      .noPassOfAgency, .duplicatePass, .notCustom, .invalidSpan, .invalidPageURL, .noDirection, .invalidXPath,
      .invalidBaseURL, .notAPageFile,
      .unknownTrip, .duplicateTrip, .directionNotOfPass, .unknownDirection, .passInTrips, .nothingToCheck,
      .invalidResumeName, .invalidKey,
      .noKeyNeeded, .unknownFormat, .invalidSource, .conflictingSources, .invalidTripName, .noSuchBackup:
      return true
    default:
      return false
    }
  }
}
