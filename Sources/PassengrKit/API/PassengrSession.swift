import Foundation
import Networking

/// What a front end (the CLI, a widget, a web page) uses: every operation Passengr has, built
/// from one set of settings, taking and returning values. Status and refresh, the edits of the
/// pass list (each one transaction on the archive), history, watch, doctor and parse; `Reports`
/// turns what they return into text. No Networking or Markup type shows through.
public struct PassengrSession: Sendable {
  /// This Passengr's version: "0.1.0".
  public static var version: String { Passengr.version }
  /// How long `status` may spend fetching: someone about to drive wants an answer now.
  public static let interactiveDeadline = TimeSpan(seconds: 15)
  /// How long `refresh` and `watch` may spend fetching.
  public static let backgroundDeadline = TimeSpan(seconds: 45)

  /// What a session is built from; every field has the CLI's default.
  public struct Settings: Sendable {
    /// `--data-dir`; nil for `PASSENGR_DATA_DIR`, `$XDG_DATA_HOME/passengr`, `~/.local/share/passengr`.
    public var dataDirectory: String?
    /// `--base-url`; nil for `PASSENGR_BASE_URL`, then the agencies' own servers.
    public var baseURL: String?
    /// Which of WSDOT's sources to use.
    public var source: SourceKind = .wsdot
    /// A file holding the WSDOT access code; one named here must be readable.
    public var accessCodeFile: String?
    /// How long one request may take.
    public var timeout = TimeSpan(seconds: 15)
    /// How long fetching may take in all; a longer `timeout` stretches it.
    public var deadline = PassengrSession.backgroundDeadline
    /// The environment to read defaults from.
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Whether to check the data directory now (every command but `doctor`, which reports on it).
    public var checksDirectory = true
    /// What time it is: every fetch time, age and staleness of the session reads this one clock.
    var clock: @Sendable () -> Date = Date.init

    /// The defaults.
    public init() {}
  }

  let store: ArchiveStore
  let history: HistoryLog
  let accessCode: String?
  /// The WSDOT source in use.
  let source: SourceKind
  let loader: ResourceLoader
  let fetcher: ConditionsFetcher
  let deadline: TimeSpan
  /// The session's clock (`Settings.clock`).
  let clock: @Sendable () -> Date

  /// Builds a session. Throws `PassengrError.dataDirectory` for an unusable data directory,
  /// `PassengrError.invalidBaseURL` and `PassengrError.unreadableFile` (an access-code file).
  public init(_ settings: Settings) throws {
    let environment = settings.environment
    store = ArchiveStore(directory: ArchiveStore.defaultDirectory(flag: settings.dataDirectory, environment: environment))
    if settings.checksDirectory { try store.checkDirectory() }
    history = HistoryLog(directory: store.directory)
    let base = try (settings.baseURL ?? environment["PASSENGR_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 })
      .map { try BaseLocation(parsing: $0) }
    deadline = TimeSpan(seconds: max(settings.deadline.seconds, settings.timeout.seconds))
    var configuration = HTTPClientConfiguration()
    configuration.userAgent = "passengr/\(Passengr.version) (+https://github.com/passengr/passengr)"
    configuration.timeout = settings.timeout.duration
    configuration.deadline = deadline.duration
    loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: base)
    var credential: String?
    for agency in Agencies.all where credential == nil {
      credential = try agency.credential(environment: environment, file: settings.accessCodeFile.map { URL(fileURLWithPath: $0) })
    }
    accessCode = credential
    source = settings.source
    clock = settings.clock
    fetcher = ConditionsFetcher(source: settings.source, loader: loader, accessCode: accessCode, clock: settings.clock)
  }

  /// Where built-in sources are read from when not the agencies' own servers (a mirror's
  /// `scheme://host:port` or a directory), else nil. Saved data of other origins is never shown.
  var origin: String? { loader.origin }

  /// The data directory in use.
  var dataDirectory: String { store.directory.path }
  /// The archive file, `passengr.plist` in the data directory.
  public var archivePath: String { store.archiveURL.path }

  /// The saved passes (the built-in list before the first run), with only this origin's conditions.
  func dataSource() throws -> PassDataSource {
    OriginScope.scoped(PassDataSource(archive: try store.readOrInitial()), to: origin)
  }

  /// A refresher that appends changes to the history.
  func refresher() -> Refresher {
    Refresher(store: store, fetcher: fetcher, loader: loader, history: history, deadline: deadline, clock: clock)
  }

  /// Where a built-in source is really read from, for `doctor`.
  func effectiveURL(for url: URL) -> URL { loader.effectiveURL(for: url) }
}
