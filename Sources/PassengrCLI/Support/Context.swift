import ArgumentParser
import FoundationEssentials
import PassengrKit

/// The session a command works in, built from the global options and the environment.
struct Context: Sendable {
  let session: PassengrSession

  /// Reads the options; checks the data directory unless `checkingDirectory` is false (doctor
  /// reports on it instead of failing).
  /// `readingOnly` commands are served by a read-only data directory.
  init(
    _ options: GlobalOptions, deadline: TimeSpan = PassengrSession.backgroundDeadline, checkingDirectory: Bool = true,
    readingOnly: Bool = false
  ) throws {
    var settings = PassengrSession.Settings()
    settings.agencies = PassengrCommand.agencies
    settings.dataDirectory = options.dataDirectory
    settings.baseURL = options.baseURL
    settings.sources = options.source
    settings.accessCodeFile = options.accessCodeFile
    settings.timeout = options.timeout
    settings.weather = !options.noWeather
    settings.deadline = deadline
    settings.checksDirectory = checkingDirectory
    settings.readsOnly = readingOnly
    settings.onLockWait = { wait in
      let holder = wait.holder.map { "passengr (pid \($0))" } ?? "another passengr"
      Console.error("waiting for \(holder) to finish with \(wait.path); giving up after \(wait.timeout)")
    }
    do {
      session = try PassengrSession(settings)
    } catch let error as any PassengrFailure {
      // A base URL that is neither a URL nor a directory is a usage error.
      if error.isUsageError { throw ValidationError(error.wording) }
      throw error
    }
  }
}
