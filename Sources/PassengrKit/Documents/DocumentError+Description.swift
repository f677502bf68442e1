import FoundationEssentials

extension DocumentError: PassengrFailure, LocalizedError {
  /// A one-line message a user can act on. Messages quote what sources sent (names, libxml2's
  /// reasons), so they are cleaned like any text from the network.
  public var description: String { TextSanitizer.clean(message) }

  private var message: String {
    switch self {
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
    case .notAFile(let path):
      return
        "\(path) is a directory; give the path of a file to write, such as \(path.hasSuffix("/") ? path : path + "/")passes.html"
    case .notAPageFile(let path, let kind):
      return
        "\(path) is \(kind), not a file Passengr may replace; give the path of a regular file (or - for standard output); nothing was written"
    case .fileNotWritten(let path, let reason):
      return "could not write \(path): \(reason)"
    case .notRegularFile(let path):
      return "\(path) is not a regular file (a pipe, device or socket); nothing was read from it"
    case .inputTooLarge(let path, let limit):
      return "\(path) is larger than \(limit >> 20) MiB, more than Passengr reads; nothing was read from it"
    }
  }

  public var errorDescription: String? { description }

  /// Whether the user named something wrongly; the CLI reports these as usage errors, exit 64.
  public var isUsageError: Bool {
    switch self {
    case .invalidPageURL, .noDirection, .invalidXPath, .notAPageFile: return true
    default: return false
    }
  }
}
