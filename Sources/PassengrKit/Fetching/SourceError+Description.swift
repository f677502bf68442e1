import FoundationEssentials

extension SourceError: PassengrFailure, LocalizedError {
  /// A one-line message a user can act on. Messages quote what sources sent (names, libxml2's
  /// reasons), so they are cleaned like any text from the network.
  public var description: String { TextSanitizer.clean(message) }

  private var message: String {
    switch self {
    case .offline(let reason):
      return "offline: \(reason)"
    case .noPassData(let source, let url):
      return "no pass data found in \(url) (\(source)): the page layout may have changed"
    case .malformed(let source, let url, let location, let reason):
      return "malformed \(source) data in \(url) at \(location): \(reason)"
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
    case .deadlineExceeded(let url, let seconds):
      return "no answer from \(url) within \(seconds) s"
    case .invalidBaseURL(let value):
      return "base URL '\(value)' is neither an http(s) URL nor an existing directory"
    case .notTheExpectedPage(let url, let reason):
      return "\(url) is not the page asked for: \(reason)"
    case .sourceFailed(let reason):
      return reason
    }
  }

  public var errorDescription: String? { description }

  /// Whether the user named something wrongly; the CLI reports these as usage errors, exit 64.
  public var isUsageError: Bool {
    switch self {
    case .unknownFormat, .invalidSource, .conflictingSources, .invalidBaseURL: return true
    default: return false
    }
  }
}
