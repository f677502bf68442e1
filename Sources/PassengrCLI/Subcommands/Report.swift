import ArgumentParser
import FoundationEssentials
import Networking
import PassengrKit

extension PassengrCommand {
  struct Report: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "report",
      abstract: "Write the status as one self-contained HTML page (inline CSS, no script), atomically.",
      discussion: """
        Same passes, --agency, --offline and refresh rules as status. FILE may be - for standard output. \
        The file is written whole to a temporary file and renamed, so a web server publishing it never \
        serves half a page; like every file Passengr writes it is mode 0600. A page is never replaced by \
        one that knows less (no current data for a pass the page had current data for, trip pages \
        included) while it is younger than --max-stale: it is kept, stderr says so, and the exit status \
        is 2. A FILE that is a directory, device, pipe, socket or symbolic link is refused (exit 64), \
        before anything is fetched or written. With --trip the page leads with check's \
        answer (verdict, worst direction driven, each pass in driving order) and exits as check does: \
        3 for no_go and unknown, 2 when nothing could be read.
        """)

    @Option(
      help: ArgumentHelp("Where to write the page; - for standard output.", valueName: "file"),
      completion: .file(extensions: ["html", "htm"]))
    var html: String

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var global: GlobalOptions

    @Flag(name: .customLong("return"), help: "With --trip: the way back, reversed order, every direction flipped.")
    var isReturn = false

    @Option(
      name: .customLong("fail-on"),
      help: ArgumentHelp(
        "With --trip: the level that stops the drive, as for check (default: travel_advisory); data that is not current never clears it.",
        valueName: "level"))
    var failOn: RestrictionLevel?

    func validate() throws {
      // Before any refresh: a wrong page path writes nothing, not even the data directory.
      if html.trimmingSpaces().isEmpty {
        throw ValidationError("--html '\(html)' names no file; give the path of the page, or - for standard output")
      }
      if html != "-" {
        do { try Reports.checkPageTarget(html) } catch let error as any PassengrFailure {
          throw ValidationError(error.wording)
        }
      }
      if selection.trip == nil, isReturn {
        throw ValidationError("--return needs --trip NAME: it drives a saved trip backwards")
      }
      if selection.trip == nil, failOn != nil {
        throw ValidationError("--fail-on needs --trip NAME: the page judges a drive as check does")
      }
      if failOn == .unknown {
        throw ValidationError("--fail-on takes a level of the escalation order: \(RestrictionLevel.thresholds)")
      }
      if selection.trip != nil, selection.filter.agency != nil {
        throw ValidationError("--agency and --trip do not combine here: a trip's page judges every pass of the drive")
      }
    }

    func run() async throws {
      if let trip = selection.trip { return try await runTrip(trip) }
      try await Failure.reporting {
        let result = try await selection.run(global)
        let page = Reports.html(result.rows, now: result.now)
        try publish(page, rows: result.rows, now: result.now)
        if result.isTrouble { throw ExitStatus.trouble }
      }
    }

    /// Writes `page` to standard output, or publishes it at the path unless the page there knows
    /// more (see `PagePublication`): then it is kept, stderr says so, and the exit status is 2.
    private func publish(_ page: String, rows: [StatusRow], now: Date) throws {
      guard html != "-" else { return Console.out(page) }
      guard
        case .kept(let path, let known, let pageKnown, let shown, let lacking) = try Reports.publishHTML(
          page, rows: rows, to: html, now: now, maxStale: selection.maxStale)
      else { return }
      let before = pageKnown.map { "the page there has \($0)" } ?? "the page there is younger than --max-stale"
      let which = lacking.isEmpty ? "" : "; this run has none for " + Self.names(lacking)
      Console.error(
        "kept \(path) as it was: this run has current data for \(known) of \(shown) passes, \(before)\(which)")
      throw ExitStatus.trouble
    }

    /// "Stevens Pass, Blewett Pass and 3 more": the first names, then how many more.
    private static func names(_ names: [String]) -> String {
      names.count <= 3
        ? names.joined(separator: ", ") : names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more"
    }

    /// The trip's page: judged as `check` judges it, with `check`'s exit codes.
    private func runTrip(_ trip: String) async throws {
      let verdict = try await Failure.reporting { () -> CheckResult in
        let context = try Context(global, deadline: PassengrSession.interactiveDeadline)
        var query = selection.checkQuery
        query.trip = trip
        query.isReturn = isReturn
        query.failOn = failOn ?? CheckQuery().failOn
        let progress = ProgressLine()
        let result = try await context.session.check(query) { done, total in progress.update(done: done, total: total) }
        progress.finish()
        result.problems.forEach { Console.error($0.line(now: result.now)) }
        try publish(Reports.html(result), rows: result.rows, now: result.now)
        return result
      }
      if verdict.isNothingRead { throw ExitStatus.trouble }
      if verdict.verdict == .noGo || verdict.verdict == .unknown { throw ExitStatus.thresholdMet }
    }
  }
}
