import PassengrKit

extension PassengrFailure {
  /// The error as the CLI says it: the kit's message, with what to do next in this command line's
  /// terms (its commands and flags) where the kit leaves that to the front end.
  var wording: String {
    switch self {
    case let error as ArchiveError: error.commandLineWording
    case let error as SelectionError: error.commandLineWording
    case let error as TripError: error.commandLineWording
    case let error as KeyError: error.commandLineWording
    case let error as SourceError: error.commandLineWording
    case let error as DocumentError: error.commandLineWording
    case let error as PassengrError: error.failure.wording
    default: description
    }
  }
}

extension ArchiveError {
  fileprivate var commandLineWording: String {
    switch self {
    case .unreadable:
      return
        "\(description). Run 'passengr restore' to go back to the newest backup, or 'passengr reset' to move it aside and start over"
    case .unreadableHistory:
      return "\(description). Move it aside to start a new history"
    case .noSuchBackup:
      return "\(description); 'passengr restore --list' lists them"
    case .unreadableBackup:
      return
        "\(description). Pick another backup ('passengr restore N', N from 'passengr restore --list'), or run 'passengr reset' to start over"
    case .unsupportedVersion:
      return "\(description). Upgrade passengr, or run 'passengr reset' to move it aside"
    case .unreadableCursor:
      return "\(description). Remove it to watch from now on, or give another --resume name"
    case .cursorInUse(let name, let path):
      return "another watch is running with --resume \(name) (it holds \(path)); stop it first, or give another name"
    default:
      return description
    }
  }
}

extension SelectionError {
  fileprivate var commandLineWording: String {
    switch self {
    case .invalidResumeName(let name):
      return
        "--resume takes a name of 1 to 64 letters, digits, '.', '-' or '_', starting with a letter or digit, not '\(name)'"
    case .unknownPass(let name, let suggestion):
      let hint = suggestion.map { "did you mean \($0)? " } ?? ""
      return "no pass called '\(name)'; \(hint)'passengr list --all' lists every pass"
    case .notCustom:
      return "\(description); use 'passengr disable' to hide it"
    case .noPassOfAgency(let agency, _, let passes, nil) where passes.isEmpty:
      return "\(description); 'passengr list --all --agency \(agency)' lists them"
    default:
      return description
    }
  }
}

extension TripError {
  fileprivate var commandLineWording: String {
    switch self {
    case .unknownTrip(let name, let suggestion):
      let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
      return "no trip named '\(name)'; \(hint)'passengr trip list' shows them"
    case .duplicateTrip:
      return "\(description); give another name, or --replace to overwrite it"
    case .passInTrips(_, let trips):
      return "\(description); remove it with --force to drop it from \(trips.count == 1 ? "that trip" : "them")"
    default:
      return description
    }
  }
}

extension KeyError {
  fileprivate var commandLineWording: String {
    switch self {
    case .keyRejected(let agency, _, _):
      return "\(description), then 'passengr key set \(agency)' (or its environment variable)"
    case .missingKey(let agency, let name, let variable, let file):
      return
        "the \(agency) source needs its \(name): set \(variable), or run 'passengr key set \(agency)' to keep it in \(file)"
    default:
      return description
    }
  }
}

extension SourceError {
  fileprivate var commandLineWording: String {
    switch self {
    case .unrecognisedFormat(_, let candidates):
      return candidates.isEmpty ? "\(description); give --format" : "\(description); give --format to say which"
    case .conflictingSources(let first, let second, let agency):
      return "--source \(first) and --source \(second) are both \(agency) sources; give one"
    default:
      return description
    }
  }
}

extension DocumentError {
  fileprivate var commandLineWording: String {
    switch self {
    case .invalidPageURL(let text):
      return "--url '\(text)' is not an http or https URL"
    case .noDirection:
      return "give the XPath of at least one direction (--eastbound, --westbound, --northbound or --southbound)"
    case .invalidXPath(let field, let reason):
      return "--\(field): \(reason)"
    case .xpathMatchesNothing(let field, let url):
      return "--\(field) matches nothing on \(url); check the XPath, or add with --no-check"
    default:
      return description
    }
  }
}

extension PassengrError {
  /// `reason` as a problem or a watch's event says it: the kit's words, and when an agency's key is
  /// missing, how this command line keeps one.
  static func hinted(_ reason: PassengrError) -> String {
    guard case .key(.missingKey(let agency, _, _, _)) = reason else { return reason.description }
    return "\(reason) ('passengr key set \(agency)' keeps it there)"
  }

  /// `error` in the CLI's words: a Passengr error's `wording`, anything else as it describes itself.
  static func wording(of error: any Error) -> String {
    (error as? any PassengrFailure)?.wording ?? String(describing: error)
  }
}
