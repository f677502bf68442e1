import Foundation

extension PassengrError: CustomStringConvertible, LocalizedError {
  /// A one-line message a user can act on.
  public var description: String {
    switch self {
    case .noPassData(let source, let url):
      return "no pass data found in \(url) (\(source)): the page layout may have changed"
    case .malformed(let source, let url, let location, let reason):
      return "malformed \(source) data in \(url) at \(location): \(reason)"
    case .accessCodeRejected(let url):
      return "access code rejected by \(url): check WSDOT_ACCESS_CODE or the access-code file"
    case .missingAccessCode:
      return "the wsdot-api source needs an access code: set WSDOT_ACCESS_CODE or write it to ~/.config/passengr/access-code"
    case .passNotInSource(let id, let source):
      return "pass \(id) is missing from the \(source) data"
    case .unreadableFile(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .staleFeed(let url, let age):
      return "the feed \(url) was last generated \(age), over 3 h ago: its conditions are not current"
    case .noCheckpoints(let pass, let route, let districts):
      return "no in-service chain-control checkpoint for \(pass) (\(route)) in the feed of district \(districts)"
    case .invalidPageURL(let text):
      return "--url '\(text)' is not an http or https URL"
    case .noDirection:
      return "give the XPath of at least one direction (--eastbound, --westbound, --northbound or --southbound)"
    case .invalidXPath(let field, let reason):
      return "--\(field): \(reason)"
    case .xpathMatchesNothing(let field, let url):
      return "--\(field) matches nothing on \(url); check the XPath, or add with --no-check"
    case .deadlineExceeded(let url, let seconds):
      return "no answer from \(url) within \(seconds) s"
    case .invalidBaseURL(let value):
      return "base URL '\(value)' is neither an http(s) URL nor an existing directory"
    }
  }

  public var errorDescription: String? { description }
}
