import FoundationEssentials

extension DoctorCheck {
  /// What a check looked at.
  public enum Subject: Equatable, Sendable {
    /// The version of a part Passengr is built from.
    case version(Component)
    /// The data directory at `path`.
    case dataDirectory(path: String)
    /// The archive's lock file at `path`; checked only when the data directory exists.
    case lockFile(path: String)
    /// The archive at `path`.
    case archive(path: String)
    /// One source's record of consecutive failed refreshes.
    case sourceHealth(source: String)
    /// The values the last refresh dropped as implausible.
    case droppedValues
    /// A note a source left on a pass in the last refresh.
    case sourceNote
    /// The change history at `path`.
    case history(path: String)
    /// Temporary files left in `directory` by runs that were killed.
    case leftoverFiles(directory: String)
    /// The backups kept in `directory`, as a whole.
    case backups(directory: String)
    /// One backup, 1 for the newest.
    case backup(generation: Int)
    /// The key of `agency`.
    case key(AgencyID)
    /// The source `name` (an agency's source, a page it consults, `custom HOST`): `host` is the
    /// host a refresh contacts (even when a base location sends the requests elsewhere), `url`
    /// one address it fetches there.
    case source(name: String, host: String, url: URL)

    /// Whether nothing works while this is broken: every command reads the archive under its lock
    /// in the data directory, and every refresh that records a change appends to the history.
    var isVital: Bool {
      switch self {
      case .dataDirectory, .lockFile, .archive, .history: return true
      default: return false
      }
    }
  }

  /// A part Passengr is built from, whose version the doctor reports.
  public enum Component: String, Equatable, Sendable {
    /// Passengr itself.
    case passengr
    /// The XML and HTML parser.
    case libxml2
    /// The Swift compiler it was built with.
    case swift
  }
}
