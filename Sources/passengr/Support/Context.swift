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

  init(_ options: GlobalOptions) throws {
    store = ArchiveStore(directory: ArchiveStore.defaultDirectory(flag: options.dataDirectory, environment: environment))
    let base: BaseLocation?
    if let value = options.baseURL ?? environment["PASSENGR_BASE_URL"].flatMap({ $0.isEmpty ? nil : $0 }) {
      do { base = try BaseLocation(parsing: value) } catch { throw ValidationError(String(describing: error)) }
    } else {
      base = nil
    }
    var configuration = HTTPClientConfiguration()
    configuration.userAgent = "passengr/\(Passengr.version) (+https://github.com/passengr/passengr)"
    configuration.timeout = .milliseconds(Int(options.timeout.seconds * 1000))
    configuration.deadline = max(configuration.deadline, configuration.timeout * 3)
    loader = ResourceLoader(client: HTTPClient(configuration: configuration), base: base)
    accessCode = AccessCode.find(environment: environment, file: options.accessCodeFile.map { URL(fileURLWithPath: $0) })
    fetcher = ConditionsFetcher(source: options.source, loader: loader, accessCode: accessCode)
  }

  /// The saved passes, or the built-in list before the first run.
  func dataSource() throws -> PassDataSource {
    PassDataSource(archive: try store.readOrInitial())
  }

  func refresher() -> Refresher {
    let history = HistoryLog(directory: store.directory)
    return Refresher(store: store, fetcher: fetcher, loader: loader, onChanges: { changes, date, refresh in
      try history.append(changes, at: date, refresh: refresh)
    })
  }
}
