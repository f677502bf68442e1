import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct TripCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "trip",
      abstract: "Save drives as trips: passes in driving order, each with the direction driven.",
      discussion: """
        Example: passengr trip add wenatchee stevens:east blewett:south, then passengr check wenatchee \
        (and passengr check wenatchee --return for the way home).
        """,
      subcommands: [Add.self, List.self, Show.self, Remove.self])
  }
}

extension PassengrCommand.TripCommand {
  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add", abstract: "Save a trip: PASS[:DIRECTION] in driving order (east, west, north, south; none for both).")

    @Argument(help: "The trip's name (case-insensitive).")
    var name: String

    @Argument(help: ArgumentHelp("Passes in driving order, each PASS[:DIRECTION], e.g. stevens:east blewett:south.", valueName: "pass[:direction]"), completion: .custom(DriveCompletion.passes))
    var passes: [String] = []

    @Flag(help: "Overwrite a trip of the same name.")
    var replace = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      if passes.isEmpty { throw ValidationError("name at least one pass, as PASS[:DIRECTION]") }
      if name.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("the trip needs a name") }
    }

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        let trip = try await session.addTrip(name, passes, replace: replace)
        Console.error("saved \(trip.name): \(Reports.tripLine(trip, passes: try session.passes(includeDisabled: true)))")
      }
    }
  }

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the saved trips.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        let trips = try session.trips()
        let passes = try session.passes(includeDisabled: true)
        if output.json {
          Console.out(try Reports.tripsJSON(trips, passes: passes))
        } else if trips.isEmpty {
          Console.out("no trips saved; 'passengr trip add NAME PASS[:DIRECTION]...' saves one")
        } else {
          let width = trips.map(\.name.count).max() ?? 0
          Console.out(trips.map { "\($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(Reports.tripLine($0, passes: passes))" }.joined(separator: "\n"))
        }
      }
    }
  }

  struct Show: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one trip's passes in driving order.")

    @Argument(help: "The trip's name.", completion: .custom(TripNames.complete))
    var name: String

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        let trip = try session.trip(named: name)
        let passes = try session.passes(includeDisabled: true)
        Console.out(output.json ? try Reports.tripsJSON([trip], passes: passes) : "\(trip.name): \(Reports.tripLine(trip, passes: passes))")
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Delete a saved trip.")

    @Argument(help: "The trip's name.", completion: .custom(TripNames.complete))
    var name: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let trip = try await Context(global).session.removeTrip(name)
        Console.error("removed the trip \(trip.name)")
      }
    }
  }
}

extension PassengrCommand {
  struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Can I make this drive? One line per pass in the direction driven, then a verdict.",
      discussion: """
        TRIP is a saved trip; or name passes as PASS[:DIRECTION] in driving order. Verdicts: go (every \
        direction driven is current and open), restrictions (delays, traction tires, chains: the line \
        says what to carry), no_go (a direction driven is at or above --fail-on), unknown (a direction \
        driven has no current data and nothing reaches --fail-on). Exit 0 for go and restrictions, 3 for \
        no_go and unknown (a drive is never cleared on stale or missing data), 2 when nothing could be read.
        """)

    @Argument(help: ArgumentHelp("A saved trip, or passes as PASS[:DIRECTION] in driving order.", valueName: "trip|pass[:direction]"), completion: .custom(DriveCompletion.complete))
    var drive: [String] = []

    @Flag(name: .customLong("return"), help: "The way back: reversed order, every direction flipped.")
    var isReturn = false

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("The level that stops the drive (closed_for_season counts as closed).", valueName: "level"))
    var failOn: RestrictionLevel = .closed

    @Option(name: .customLong("max-age"), help: ArgumentHelp("Saved data older than this is refreshed, and is not current (default: 5m).", valueName: "span"), transform: TimeSpan.parse)
    var maxAge = PassengrSession.CheckQuery().maxAge

    @Option(name: .customLong("max-stale"), help: ArgumentHelp("Saved data older than this is not good enough when nothing can be fetched, exit 2 (default: 1d).", valueName: "span"), transform: TimeSpan.parse)
    var maxStale = PassengrSession.CheckQuery().maxStale

    @Flag(help: "Never fetch; judge the saved data (current when younger than --max-age).")
    var offline = false

    @Flag(help: "Always fetch, however fresh the saved data is.")
    var refresh = false

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
      if drive.isEmpty { throw ValidationError("name a trip, or passes as PASS[:DIRECTION]") }
      if offline && refresh { throw ValidationError("--offline and --refresh contradict each other") }
      try maxAge.validate("--max-age", within: 0...TimeSpan.maximumSeconds)
      try maxStale.validate("--max-stale", within: 0...TimeSpan.maximumSeconds)
      if failOn == .unknown { throw ValidationError("--fail-on takes a level of the escalation order: \(RestrictionLevel.thresholds)") }
    }

    func run() async throws {
      let verdict = try await Failure.reporting { () -> PassengrSession.CheckResult in
        let context = try Context(global)
        var query = PassengrSession.CheckQuery()
        // One word that names a saved trip is the trip; anything else is passes.
        if drive.count == 1, !drive[0].contains(":"), let trip = try? context.session.trip(named: drive[0]) {
          query.trip = trip.name
        } else {
          query.passes = drive
        }
        query.isReturn = isReturn
        query.failOn = failOn
        query.mode = offline ? .never : refresh ? .always : .whenOld
        query.maxAge = maxAge
        query.maxStale = maxStale
        let progress = ProgressLine()
        let result = try await context.session.check(query) { done, total in progress.update(done: done, total: total) }
        progress.finish()
        result.problems.forEach { Console.error($0.line(now: result.now)) }
        Console.out(output.json ? try Reports.checkJSON(result) : Reports.check(result, useColor: output.useColor, width: Console.width))
        return result
      }
      if verdict.isNothingRead { throw ExitStatus.trouble }
      if verdict.verdict == .noGo || verdict.verdict == .unknown { throw ExitStatus.thresholdMet }
    }
  }
}
