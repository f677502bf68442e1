import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Can I make this drive? One line per pass in the direction driven, then a verdict.",
      discussion: """
        TRIP is a saved trip; or name passes as PASS[:DIRECTION] in driving order. Verdicts: go (every \
        direction driven is current and open), restrictions (delays, traction tires, chains: the line \
        says what to carry), no_go (a direction driven is at or above --fail-on, by default \
        travel_advisory: an agency's plea not to travel), unknown (a direction \
        driven has no current data and nothing reaches --fail-on). Exit 0 for go and restrictions, 3 for \
        no_go and unknown (a drive is never cleared on stale or missing data), 2 when nothing could be read.
        """)

    @Argument(
      help: ArgumentHelp(
        "A saved trip, or passes as PASS[:DIRECTION] in driving order.", valueName: "trip|pass[:direction]"),
      completion: .custom(DriveCompletion.complete))
    var drive: [String] = []

    @Flag(name: .customLong("return"), help: "The way back: reversed order, every direction flipped.")
    var isReturn = false

    @Option(
      name: .customLong("fail-on"),
      help: ArgumentHelp(
        "The level that stops the drive (default: travel_advisory, an agency's plea not to travel; closed for "
          + "closures only). Data that is not current never clears it.", valueName: "level"))
    var failOn: RestrictionLevel = CheckQuery().failOn

    @Option(
      name: .customLong("max-age"),
      help: ArgumentHelp(
        "Saved data older than this is refreshed, and is not current (default: 5m).", valueName: "span"),
      transform: TimeSpan.parse)
    var maxAge = CheckQuery().maxAge

    @Option(
      name: .customLong("max-stale"),
      help: ArgumentHelp(
        "Saved data older than this is not good enough when nothing can be fetched, exit 2 (default: 1d).",
        valueName: "span"), transform: TimeSpan.parse)
    var maxStale = CheckQuery().maxStale

    @Option(
      help: ArgumentHelp(
        "When you cross the passes, for NWS's forecast and alerts then: 2025-01-11T16:00 (local), 16:00 (today, or tomorrow once past) or +6h; within about 7 days. The levels stay the roads' now.",
        valueName: "time"), transform: CheckTime.init(parsing:))
    var at: CheckTime?

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
      if failOn == .unknown {
        throw ValidationError("--fail-on takes a level of the escalation order: \(RestrictionLevel.thresholds)")
      }
    }

    func run() async throws {
      let verdict = try await Failure.reporting { () -> CheckResult in
        let context = try Context(global)
        var query = CheckQuery()
        // One word that names a saved trip is the trip; anything else is passes. A word near a
        // trip's name that names no pass either is told the trip ("vail-trp": the trip vail-trip).
        var nearTrip: String?
        query.passes = drive
        if drive.count == 1, !drive[0].contains(":") {
          do {
            query.trip = try context.session.trip(named: drive[0]).name
            query.passes = []
          } catch TripError.unknownTrip(_, let suggestion) {
            nearTrip = suggestion
          } catch {}
        }
        query.isReturn = isReturn
        query.failOn = failOn
        query.mode = offline ? .never : refresh ? .always : .whenOld
        query.maxAge = maxAge
        query.maxStale = maxStale
        query.at = at
        let progress = ProgressLine()
        let result: CheckResult
        do {
          result = try await context.session.check(query) { done, total in progress.update(done: done, total: total) }
        } catch SelectionError.unknownPass(let name, nil) where nearTrip != nil {
          progress.finish()
          throw SelectionError.unknownPass(name, suggestion: nearTrip.map { "the trip '\($0)'" })
        }
        progress.finish()
        result.problems.forEach { Console.error($0.line(now: result.now)) }
        Console.out(
          output.json
            ? try Reports.checkJSON(result, layout: output.layout)
            : Reports.check(result, useColor: output.useColor, width: Console.width))
        return result
      }
      if verdict.isNothingRead { throw ExitStatus.trouble }
      if verdict.verdict == .noGo || verdict.verdict == .unknown { throw ExitStatus.thresholdMet }
    }
  }
}
