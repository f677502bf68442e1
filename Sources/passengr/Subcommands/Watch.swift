import ArgumentParser
import Foundation
import PassengrKit
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

extension PassengrCommand {
  struct Watch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Refresh on an interval forever and print each change as it happens; stop with Ctrl-C or SIGTERM.",
      discussion: "Network failures are reported once when they start and once when they recover. With --fail-on, exits 3 as soon as a watched pass reaches the level.")

    @Argument(help: "Passes to watch; default: the enabled ones.")
    var passes: [String] = []

    @Option(help: ArgumentHelp("How often to refresh, from 1m to 1w, with a little random jitter.", valueName: "span"), transform: TimeSpan.parse)
    var every = TimeSpan(seconds: 600)

    @Option(name: .customLong("test-interval-seconds"), help: .hidden)
    var testInterval: Double?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 3 when a watched pass reaches this level.", valueName: "level"))
    var failOn: RestrictionLevel?

    @Flag(help: "Print each change as a JSON object on its own line.")
    var jsonl = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      if testInterval == nil { try every.validate("--every", within: 60...604_800) }
      if let testInterval, !(testInterval > 0 && testInterval < 3600) { throw ValidationError("--test-interval-seconds is out of range") }
    }

    func run() async throws {
      let stop = StopSignal()
      let code: ExitCode? = try await Failure.reporting {
        let context = try Context(global)
        let refresher = context.refresher()
        let watched = try passes.isEmpty ? context.dataSource().visiblePasses : context.dataSource().select(passes)
        let span = testInterval.map { "\($0)s" } ?? every.description
        Console.error("watching \(passes.isEmpty ? "the enabled passes" : watched.map(\.name).joined(separator: ", ")) every \(span); stop with Ctrl-C")
        // Sources failing now: each is reported once when it starts failing and once when it
        // recovers, whatever the other sources do.
        var failing: Set<String> = []
        while !stop.isRequested {
          let dataSource = try context.dataSource()
          let selected = passes.isEmpty ? dataSource.visiblePasses : try dataSource.select(passes)
          let outcome = try await refresher.refresh(selected)
          let now = Date()
          for change in outcome.changes {
            let record = HistoryRecord(change, at: now, refresh: outcome.dataSource.archive.refreshCount)
            Console.out(jsonl ? try JSONOutput.encode(record, pretty: false) : "\(Self.clock(now))  \(record.summary)")
          }
          for source in outcome.sources {
            if let failure = source.failure {
              if failing.insert(source.name).inserted { Console.error("\(source.name) failing: \(failure); will keep trying") }
            } else if failing.remove(source.name) != nil {
              Console.error("\(source.name) recovered")
            }
          }
          if let failOn {
            let hits = selected.compactMap { outcome.dataSource.entry($0.id) }.filter { $0.conditions?.level.isAtLeast(failOn) == true }
            if !hits.isEmpty {
              Console.error("\(hits.map(\.pass.name).joined(separator: ", ")) at or above \(failOn.rawValue)")
              return ExitStatus.thresholdMet
            }
          }
          let base = testInterval ?? every.seconds
          await stop.sleep(seconds: base * Double.random(in: 0.95...1.05))
        }
        return nil
      }
      if let code { throw code }
    }

    static func clock(_ date: Date) -> String {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
      return formatter.string(from: date)
    }
  }
}

/// SIGINT and SIGTERM ask the watch loop to stop after the refresh in progress, so the archive is
/// never left half-written; a sleep between refreshes ends at once.
final class StopSignal: @unchecked Sendable {
  // @unchecked: the dispatch sources are only touched in init; all mutable state is behind `state`.
  private let sources: [DispatchSourceSignal]

  private struct State {
    var isRequested = false
    var sleeper: CheckedContinuation<Void, Never>?
    /// Tells a timer whether the sleep it was set for is still the current one.
    var generation = 0
  }

  private let state = Mutex(State())

  init() {
    sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      return DispatchSource.makeSignalSource(signal: number, queue: .global())
    }
    for source in sources {
      source.setEventHandler { [self] in request() }
      source.resume()
    }
  }

  var isRequested: Bool { state.withLock { $0.isRequested } }

  func request() {
    let sleeper = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.isRequested = true
      defer { state.sleeper = nil }
      return state.sleeper
    }
    sleeper?.resume()
  }

  /// Sleeps for `seconds`, or until a stop is requested.
  func sleep(seconds: Double) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let generation = state.withLock { state -> Int? in
        guard !state.isRequested else { return nil }
        state.generation += 1
        state.sleeper = continuation
        return state.generation
      }
      guard let generation else {
        continuation.resume()
        return
      }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
        let sleeper = state.withLock { state -> CheckedContinuation<Void, Never>? in
          guard state.generation == generation else { return nil }
          defer { state.sleeper = nil }
          return state.sleeper
        }
        sleeper?.resume()
      }
    }
  }
}
