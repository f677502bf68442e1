import ArgumentParser
import PassengrKit

/// Which passes `status` and `report` show, and when they refresh.
struct SelectionOptions: ParsableArguments {
  @Argument(
    help: "Passes to show, by id, name or unique prefix (snoq); default: the enabled ones.",
    completion: .custom(PassNameCompletion.complete))
  var passes: [String] = []

  @OptionGroup var filter: AgencyOption
  @OptionGroup var highways: HighwayOption

  @Option(
    help: ArgumentHelp("A saved trip: its passes, in driving order.", valueName: "name"),
    completion: .custom(TripNames.complete))
  var trip: String?

  @Option(
    name: .customLong("max-age"),
    help: ArgumentHelp("Refresh when the saved data is older than this (default: 5m).", valueName: "span"),
    transform: TimeSpan.parse)
  var maxAge = StatusQuery().maxAge

  @Option(
    name: .customLong("max-stale"),
    help: ArgumentHelp(
      "Saved data older than this is not good enough when nothing can be fetched, exit 2 (default: 1d).",
      valueName: "span"), transform: TimeSpan.parse)
  var maxStale = StatusQuery().maxStale

  @Flag(help: "Never fetch; show the saved data.")
  var offline = false

  @Flag(help: "Always fetch, however fresh the saved data is.")
  var refresh = false

  func validate() throws {
    if let command = passes.first(where: PassengrCommand.commandNames.contains) {
      throw ValidationError(
        "'\(command)' is a command: put options after it, as in 'passengr \(command) --data-dir DIR'")
    }
    if offline && refresh { throw ValidationError("--offline and --refresh contradict each other") }
    if trip != nil && !passes.isEmpty { throw ValidationError("name passes or --trip, not both") }
    if trip != nil && highways.isGiven { throw ValidationError("give --highway or --trip, not both") }
    try maxAge.validate("--max-age", within: 0...TimeSpan.maximumSeconds)
    try maxStale.validate("--max-stale", within: 0...TimeSpan.maximumSeconds)
  }

  var query: StatusQuery {
    var query = StatusQuery()
    query.passes = passes
    query.agency = filter.agency
    query.maxAge = maxAge
    query.maxStale = maxStale
    query.mode = offline ? .never : refresh ? .always : .whenOld
    return query
  }

  /// The same refresh rules for `check`'s judgement of a trip.
  var checkQuery: CheckQuery {
    var query = CheckQuery()
    query.maxAge = maxAge
    query.maxStale = maxStale
    query.mode = offline ? .never : refresh ? .always : .whenOld
    return query
  }

  /// The session and the query a status run uses.
  struct Prepared: Sendable {
    let context: Context
    var query: StatusQuery
    /// The highways the passes were chosen by (`--highway` without pass names), for the error of
    /// an agency that serves none of them.
    let highways: [String]?
  }

  /// Makes the session and the query from the options.
  func prepare(_ global: GlobalOptions) throws -> Prepared {
    // Reading saved data writes nothing: a read-only data directory serves --offline.
    let context = try Context(global, readingOnly: offline)
    var query = self.query
    query.trip = trip
    query.passes = try highways.passes(passes, in: context.session)
    return Prepared(
      context: context, query: query, highways: passes.isEmpty && highways.isGiven ? highways.highway : nil)
  }

  /// The status from the saved data alone, when that is all the query needs (nil when it needs
  /// the archive's first write or a refresh): on the thread the command runs on, so a command
  /// showing saved data starts no thread at all. Tells its problems on stderr.
  static func savedResult(_ prepared: Prepared) throws -> StatusResult? {
    let result: StatusResult?
    do {
      result = try prepared.context.session.savedStatus(prepared.query)
    } catch let error as any PassengrFailure {
      throw highwayError(error, highways: prepared.highways)
    }
    if let result { result.problems.forEach { Console.error($0.line(now: result.now)) } }
    return result
  }

  /// Runs the status policy, with a progress line on a terminal, and tells its problems on stderr.
  func run(_ global: GlobalOptions) async throws -> StatusResult {
    try await Self.run(try prepare(global))
  }

  /// Runs the status policy for a prepared query. The session's store still holds what
  /// `savedResult` read, so the archive is not read again.
  static func run(_ prepared: Prepared) async throws -> StatusResult {
    let progress = ProgressLine()
    let result: StatusResult
    do {
      result = try await prepared.context.session.status(prepared.query) { done, total in
        progress.update(done: done, total: total)
      }
    } catch let error as any PassengrFailure {
      progress.finish()
      throw highwayError(error, highways: prepared.highways)
    }
    progress.finish()
    result.problems.forEach { Console.error($0.line(now: result.now)) }
    return result
  }

  /// An agency that serves none of the passes of the `highways` they were chosen by says which
  /// highway; any other error is itself.
  private static func highwayError(_ error: any PassengrFailure, highways: [String]?) -> any Error {
    guard case .noPassOfAgency(_, _, let names, nil) = error as? SelectionError, !names.isEmpty, let highways else {
      return error
    }
    return ValidationError("--highway \(highways.joined(separator: ", ")): \(error.description)")
  }
}
