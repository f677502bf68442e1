import FoundationEssentials
import Networking

/// What a front end (the CLI, a widget, a web page) uses: every operation Passengr has, built
/// from one set of settings, taking and returning values. Status and refresh, the edits of the
/// pass list (each one transaction on the archive), history, watch, doctor and parse; `Reports`
/// turns what they return into text. No Networking or Markup type shows through.
public struct PassengrSession: Sendable, ReadsArchive {
  /// This Passengr's version: "0.9.0".
  public static var version: String { Passengr.version }
  /// How long `status` may spend fetching: someone about to drive wants an answer now.
  public static let interactiveDeadline = TimeSpan(seconds: 15)
  /// How long `refresh` and `watch` may spend fetching.
  public static let backgroundDeadline = TimeSpan(seconds: 45)

  /// What a session is built from; every field has the CLI's default.
  public struct Settings: Sendable {
    /// The data directory; nil for `PASSENGR_DATA_DIR`, `$XDG_DATA_HOME/passengr`, `~/.local/share/passengr`.
    public var dataDirectory: String?
    /// The base location (a mirror's address or a recording's directory); nil for `PASSENGR_BASE_URL`, then the agencies' own servers.
    public var baseURL: String?
    /// The sources to use, at most one per agency; the others use their default.
    public var sources: [SourceName] = []
    /// A file holding the key of the agency whose key Passengr 0.1 called the access code
    /// ; one named here must be readable.
    public var accessCodeFile: String?
    /// How long one request may take.
    public var timeout = TimeSpan(seconds: 15)
    /// How long fetching may take in all; a longer `timeout` stretches it.
    public var deadline = PassengrSession.backgroundDeadline
    /// The environment to read defaults from.
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Told once when an operation starts waiting for another process to finish with the
    /// archive (its lock), so a front end can say at once why nothing happens.
    public var onLockWait: (@Sendable (LockWait) -> Void)?
    /// Whether to check the data directory now (every command but `doctor`, which reports on it).
    public var checksDirectory = true
    /// Whether the session only reads (listing, history, status without a refresh): its data directory
    /// must be a usable directory, but need not be writable.
    public var readsOnly = false
    /// Whether a refresh also asks NWS for each pass's forecast and alerts. Off unless a front end
    /// asks for it (the CLI and the bar do), so a program embedding the kit sends nothing to NWS
    /// it did not choose to.
    public var weather = false
    /// The contact (a web address or email) NWS's `User-Agent` names; nil for `PASSENGR_CONTACT`,
    /// else Passengr's project page.
    public var contact: String?
    /// How long NWS may go on once the road's answers are in, over HTTP; nil for the default (a
    /// few seconds). A recording in a directory is read whole, within the deadline.
    var weatherGrace: TimeSpan?
    /// What time it is: every fetch time, age and staleness of the session reads this one clock.
    var clock: @Sendable () -> Date = Date.init
    /// The agencies to work with: the built-in ones unless a test brings its own.
    package var agencies = Agencies.all

    /// The defaults.
    public init() {}
  }

  let store: ArchiveStore
  let history: HistoryLog
  /// The agencies this session works with.
  let agencies: Agencies
  /// Where keys are kept and found.
  let keyStore: KeyStore
  /// Each keyed agency's key as found, and where; never printed.
  let keys: [AgencyID: (value: Secret, origin: KeyStore.Origin)]
  private(set) var loader: ResourceLoader
  private(set) var fetcher: ConditionsFetcher
  private(set) var deadline: TimeSpan
  /// Where built-in sources are read from instead of the agencies' servers, if anywhere.
  private let base: BaseLocation?
  /// How long one request may take.
  private let timeout: TimeSpan
  /// The source each agency uses, where one was chosen.
  private let chosen: [AgencyID: SourceName]
  /// The session's clock (`Settings.clock`).
  let clock: @Sendable () -> Date
  /// When the data of a base directory (a recording) was recorded (its data is judged at that time); nil
  /// when data is fetched over HTTP, live.
  let recording: Recording?
  /// Whether refreshes ask NWS for weather, and the contact they name.
  private let weather: (isOn: Bool, contact: String?, grace: TimeSpan?)

  /// Builds a session. Throws `ArchiveError.dataDirectory` for an unusable data directory,
  /// `SourceError.invalidBaseURL`, `SourceError.invalidSource` and `DocumentError.unreadableFile`
  /// (a key file named by an option).
  public init(_ settings: Settings) throws {
    let environment = settings.environment
    agencies = settings.agencies
    let problems = agencies.problems
    guard problems.isEmpty else { throw SourceError.invalidAgencies(problems) }
    var store = ArchiveStore(
      directory: ArchiveStore.defaultDirectory(flag: settings.dataDirectory, environment: environment),
      agencies: agencies)
    store.onLockWait = settings.onLockWait
    store.clock = settings.clock
    self.store = store
    if settings.checksDirectory { try store.checkDirectory(forWriting: !settings.readsOnly) }
    history = HistoryLog(directory: store.directory)
    let base = try (settings.baseURL ?? environment["PASSENGR_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 })
      .map { try BaseLocation(parsing: $0) }
    self.base = base
    if case .directory(let directory)? = base {
      recording = try Recording(directory: directory)
    } else {
      recording = nil
    }
    timeout = settings.timeout
    deadline = TimeSpan(seconds: max(settings.deadline.seconds, settings.timeout.seconds))
    loader = Self.loader(base: base, timeout: timeout, deadline: deadline)
    var optionFiles: [AgencyID: URL] = [:]
    if let file = settings.accessCodeFile,
      let agency = agencies.list.first(where: { $0.key?.isAccessCodeFileKey == true })
    {
      optionFiles[agency.id] = URL(fileURLWithPath: file)
    }
    let keyStore = KeyStore(environment: environment, optionFiles: optionFiles)
    self.keyStore = keyStore
    var keys: [AgencyID: (value: Secret, origin: KeyStore.Origin)] = [:]
    for agency in agencies.list {
      guard let key = agency.key, let found = try keyStore.key(for: agency.id, key, environment: environment) else {
        continue
      }
      keys[agency.id] = found
    }
    self.keys = keys
    clock = settings.clock
    let contact = settings.contact ?? environment["PASSENGR_CONTACT"].flatMap { $0.isEmpty ? nil : $0 }
    // Files answer without a network: a recording's weather is read whole, never cut short.
    let grace: TimeSpan? = if case .directory = base { nil } else { settings.weatherGrace ?? Refresher.weatherGrace }
    weather = (settings.weather, contact, grace)
    chosen = try Self.choose(settings.sources, among: agencies)
    fetcher = Self.fetcher(
      agencies: agencies, chosen: chosen, loader: loader, keys: keys, keyStore: keyStore, clock: clock,
      directory: store.directory)
  }

  /// A loader over a fresh HTTP client: requests of `timeout` each, all of them within `deadline`.
  private static func loader(base: BaseLocation?, timeout: TimeSpan, deadline: TimeSpan) -> ResourceLoader {
    var configuration = HTTPClientConfiguration()
    configuration.userAgent = "passengr/\(Passengr.version) (+https://github.com/passengr/passengr)"
    configuration.timeout = timeout.duration
    configuration.deadline = deadline.duration
    return ResourceLoader(client: HTTPClient(configuration: configuration), base: base)
  }

  /// The fetcher of the agencies' `chosen` sources, reading through `loader` with their keys; sources
  /// keep rarely changing data in `directory`.
  private static func fetcher(
    agencies: Agencies, chosen: [AgencyID: SourceName], loader: ResourceLoader,
    keys: [AgencyID: (value: Secret, origin: KeyStore.Origin)],
    keyStore: KeyStore, clock: @escaping @Sendable () -> Date, directory: URL
  ) -> ConditionsFetcher {
    ConditionsFetcher(
      agencies: agencies, chosen: chosen, loader: loader, keys: keys.mapValues(\.value),
      keyFiles: Dictionary(uniqueKeysWithValues: agencies.list.map { ($0.id, keyStore.file(for: $0.id).path) }),
      clock: clock,
      cacheDirectory: directory)
  }

  /// Which source each agency uses: the ones `names` names (each must be some agency's, one per
  /// agency at most).
  static func choose(_ names: [SourceName], among agencies: Agencies) throws -> [AgencyID: SourceName] {
    var chosen: [AgencyID: SourceName] = [:]
    for name in names {
      guard let agency = agencies.agency(publishing: name) else {
        let known = agencies.list.flatMap(\.sourceNames).map(\.rawValue)
        let near = name.rawValue.lowercased().nearest(in: known)
        throw SourceError.invalidSource(
          "no source called '\(name)'"
            + (near.map { "; did you mean '\($0)'?" } ?? "; sources: \(known.joined(separator: ", "))"))
      }
      if let other = chosen[agency.id], other != name {
        throw SourceError.conflictingSources(other, name, agency: agency.id)
      }
      chosen[agency.id] = name
    }
    return chosen
  }

  /// Where built-in sources are read from when not the agencies' own servers (a mirror's
  /// `scheme://host:port` or a directory), else nil. Saved data of other origins is never shown.
  var origin: String? { loader.origin }

  /// The data directory in use.
  var dataDirectory: String { store.directory.path }
  /// The archive file, `passengr.json` in the data directory (until the first write, an earlier
  /// version's `passengr.plist` when that is what there is).
  public var archivePath: String { store.readURL.path }

  /// A refresher that appends changes to the history.
  func refresher() -> Refresher {
    var refresher = Refresher(
      store: store, fetcher: fetcher, loader: loader, history: history, deadline: deadline, clock: clock)
    refresher.weather = weatherSource
    refresher.weatherGrace = weather.grace
    return refresher
  }

  /// NWS's forecasts and alerts, through this session's loader, cached in the data directory; nil
  /// when weather is turned off.
  var weatherSource: NWSSource? {
    guard weather.isOn else { return nil }
    return NWSSource(
      loader: loader, cacheFile: store.directory.appendingPathComponent("nws-cache.json"), contact: weather.contact,
      clock: clock)
  }

  /// This session with fetching bounded by `limit` as well (a query's deadline); itself when its
  /// own deadline is no longer. A request's `timeout` still stretches the bound.
  func bounded(by limit: TimeSpan) -> PassengrSession {
    let bound = TimeSpan(seconds: max(min(limit.seconds, deadline.seconds), timeout.seconds))
    guard bound.seconds < deadline.seconds else { return self }
    var narrower = self
    narrower.deadline = bound
    narrower.loader = Self.loader(base: base, timeout: timeout, deadline: bound)
    narrower.fetcher = Self.fetcher(
      agencies: agencies, chosen: chosen, loader: narrower.loader, keys: keys, keyStore: keyStore, clock: clock,
      directory: store.directory)
    return narrower
  }
}
