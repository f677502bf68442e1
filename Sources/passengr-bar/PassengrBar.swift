import Foundation
import PassengrKit

/// `passengr-bar`: a second front end to Passengr, written only against PassengrKit's public API.
/// It prints one line for a status bar (each enabled pass, or each pass of a trip, and the kit's
/// level for it) and says on stderr, in its own words, what kept the data from being current.
/// Exit status: 0 when the line was printed, 1 when Passengr failed (its data directory, its
/// archive), 2 when nothing could be shown, 64 for a wrong command line.
@main
struct PassengrBar {
  /// Runs the command line and exits with its status.
  static func main() async {
    let options: BarOptions
    do {
      options = try BarOptions(Array(CommandLine.arguments.dropFirst()))
    } catch {
      complain(error.description)
      exit(64)
    }
    if options.wantsHelp {
      print(BarOptions.usage)
      return
    }
    do {
      exit(try await run(options))
    } catch let error as any PassengrFailure where error.isUsageError {
      // A trip or pass that is not there is the command line's fault, as the README says: 64.
      complain(error.description)
      exit(64)
    } catch {
      complain(String(describing: error))
      exit(1)
    }
  }

  /// Summarises what `options` ask for; returns the exit status.
  static func run(_ options: BarOptions) async throws -> Int32 {
    var settings = PassengrSession.Settings()
    settings.dataDirectory = options.dataDirectory
    settings.baseURL = options.baseURL
    settings.weather = true
    let session = try PassengrSession(settings)
    let mode: StatusQuery.Mode = options.isOffline ? .never : .whenOld
    // The queries' own deadline keeps a status bar from waiting on a slow source.
    if let trip = options.trip {
      var query = CheckQuery()
      query.trip = trip
      query.mode = mode
      let result = try await session.check(query)
      print(BarLine.render(BarLine.items(result)))
      result.problems.forEach { complain(words(for: $0)) }
      return result.isNothingRead ? 2 : 0
    }
    var query = StatusQuery()
    query.mode = mode
    let result = try await session.status(query)
    print(BarLine.render(BarLine.items(result)))
    result.problems.forEach { complain(words(for: $0)) }
    return result.hasNothingToShow ? 2 : 0
  }

  /// A problem in a status bar's few words.
  static func words(for problem: StatusProblem) -> String {
    switch problem {
    case .offline(let reason, _): return "offline (\(reason))"
    case .sourceFailed(let source, _, let reason, _): return "\(source) failed: \(reason)"
    case .sourcePartlyFailed(let source, let passes, let reason, _):
      return "\(passes.joined(separator: ", ")) failed at \(source): \(reason)"
    case .passesFailed(let passes, let reason, _): return "\(passes.joined(separator: ", ")) failed: \(reason)"
    case .noSavedData(let passes): return "nothing saved yet for \(passes.joined(separator: ", "))"
    case .savedDataTooOld(let fetchedAt, _): return "saved data is from \(Reports.age(of: fetchedAt, at: Date()))"
    case .nothingToShow(let causes):
      return "no data yet" + (causes.isEmpty ? "" : ": " + causes.map(words(for:)).joined(separator: "; "))
    }
  }

  /// Writes "passengr-bar: MESSAGE" to stderr.
  static func complain(_ message: String) {
    FileHandle.standardError.write(Data("passengr-bar: \(message)\n".utf8))
  }
}
