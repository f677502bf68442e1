import ArgumentParser
import Foundation
import Networking
import PassengrKit

/// What a command needs, built from the global options and the environment.
struct Context {
  let environment = ProcessInfo.processInfo.environment
  let store: ArchiveStore
  let loader: ResourceLoader
  let fetcher: ConditionsFetcher
  let accessCode: String?
  /// How long fetching may take in all, for this command.
  let deadline: TimeSpan

  /// Reads the options; checks the data directory unless `checkingDirectory` is false (doctor
  /// reports on it instead of failing).
  init(_ options: GlobalOptions, deadline: TimeSpan = Refresher.backgroundDeadline, checkingDirectory: Bool = true) throws {
    store = ArchiveStore(directory: ArchiveStore.defaultDirectory(flag: options.dataDirectory, environment: environment))
    if checkingDirectory { try store.checkDirectory() }
    let base: BaseLocation?
    if let value = options.baseURL ?? environment["PASSENGR_BASE_URL"].flatMap({ $0.isEmpty ? nil : $0 }) {
      do { base = try BaseLocation(parsing: value) } catch { throw ValidationError(String(describing: error)) }
    } else {
      base = nil
    }
    // A --timeout longer than the command's deadline stretches the deadline: the user asked to wait.
    self.deadline = TimeSpan(seconds: max(deadline.seconds, options.timeout.seconds))
    var configuration = HTTPClientConfiguration()
    configuration.userAgent = "passengr/\(Passengr.version) (+https://github.com/passengr/passengr)"
    configuration.timeout = options.timeout.duration
    configuration.deadline = self.deadline.duration
    loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: base)
    accessCode = try AccessCode.find(environment: environment, file: options.accessCodeFile.map { URL(fileURLWithPath: $0) })
    fetcher = ConditionsFetcher(source: options.source, loader: loader, accessCode: accessCode)
  }

  /// The saved passes (or the built-in list before the first run), with only the conditions read
  /// from the origin in use.
  func dataSource() throws -> PassDataSource {
    PassDataSource(archive: try store.readOrInitial()).scoped(to: loader.origin)
  }

  func refresher() -> Refresher {
    Refresher(store: store, fetcher: fetcher, loader: loader, history: HistoryLog(directory: store.directory), deadline: deadline)
  }
}
