/// Errors from naming passes on the command line; the CLI reports them as usage errors.
public enum SelectionError: Error, Equatable, Sendable {
  /// No pass matches the name; the nearest pass name, if one is near.
  case unknown(String, suggestion: String?)
  /// More than one pass starts with the name.
  case ambiguous(String, candidates: [String])
  /// A pass with that name exists already.
  case duplicate(String, existing: String)
  /// Only passes the user added can be removed.
  case notCustom(String)
}

extension SelectionError: CustomStringConvertible {
  /// A one-line message listing the candidates.
  public var description: String {
    switch self {
    case .unknown(let name, let suggestion):
      let hint = suggestion.map { "did you mean \($0)? " } ?? ""
      return "no pass called '\(name)'; \(hint)'passengr list --all' lists every pass"
    case .ambiguous(let name, let candidates):
      return "'\(name)' could be \(candidates.joined(separator: " or ")); say which"
    case .duplicate(let name, let existing):
      return "a pass called '\(existing)' exists already; choose another name than '\(name)'"
    case .notCustom(let name):
      return "\(name) is a built-in pass and cannot be removed; use 'passengr disable' to hide it"
    }
  }
}
