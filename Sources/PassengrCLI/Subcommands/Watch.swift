import ArgumentParser
import FoundationEssentials
import Networking
import PassengrKit

extension PassengrCommand {
  struct Watch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "watch",
      abstract: "Refresh on an interval and print each change as it happens; stop with Ctrl-C or SIGTERM.",
      discussion: """
        Prints every change the history records after the watch last looked, whichever passengr \
        fetched it (its own refresh, a status that refreshed, a cron job, another watch), each one \
        once. Without --resume it starts from now; with --resume NAME it keeps its place in \
        watch-NAME.cursor in the data directory and, started again, first tells what changed while it \
        was down. Changes pruned from the history before they could be told are said on stderr.

        Says on stderr what it watches and how often. Each source's trouble is told once when it starts \
        and once when it recovers. With --fail-on, exits 3 as soon as a watched pass reaches the level \
        or its data is not current (it cannot be cleared of it, as for status and check).

        With --exec CMD, runs CMD with /bin/sh -c when it finds new changes (--exec-on changes, the \
        default), changes to a worse level (escalations), or when a source starts or stops failing \
        (failures). The records go to its standard input as JSON Lines; PASSENGR_CHANGES, \
        PASSENGR_ESCALATIONS and PASSENGR_WORST_LEVEL are in its environment (and PASSENGR_TRIP with --trip). It never blocks the watch: \
        it is stopped after --exec-timeout, never runs twice at once, and what a failed run did not \
        deliver is offered again at the next trigger (with --resume, also after a restart).

        SIGUSR1 (kill -USR1 PID) refreshes at once instead of waiting for the interval.
        """)

    @Argument(help: "Passes to watch; default: the enabled ones.")
    var passes: [String] = []

    @OptionGroup var highways: HighwayOption

    @Option(
      help: ArgumentHelp("A saved trip: its passes, and only changes to the directions driven.", valueName: "name"),
      completion: .custom(TripNames.complete))
    var trip: String?

    @Option(
      help: ArgumentHelp(
        "How often to refresh, from 1m to 1w, with a little random jitter (default: 10m).", valueName: "span"),
      transform: TimeSpan.parse)
    var every = TimeSpan(seconds: 600)

    @Option(
      name: .customLong("fail-on"),
      help: ArgumentHelp(
        "Exit 3 when a watched pass reaches this level, or its data is not current (it cannot be cleared).",
        valueName: "level"))
    var failOn: RestrictionLevel?

    @Flag(help: "Print each change as a JSON object on its own line.")
    var jsonl = false

    @Option(help: ArgumentHelp("A command to run with /bin/sh -c when something happens.", valueName: "command"))
    var exec: String?

    @Option(
      name: .customLong("exec-on"),
      help: ArgumentHelp("When to run --exec.", valueName: "when"))
    var execOn: WatchTrigger = .changes

    @Option(
      name: .customLong("exec-timeout"),
      help: ArgumentHelp("How long --exec may run, from 1s to 1h (default: 30s).", valueName: "span"),
      transform: TimeSpan.parse)
    var execTimeout = TimeSpan(seconds: 30)

    @Option(
      help: ArgumentHelp(
        "Keep the watch's place in the history under this name, to tell what changed while it was down when started again.",
        valueName: "name"))
    var resume: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
      try every.validate("--every", within: 60...604_800)
      if trip != nil && !passes.isEmpty { throw ValidationError("name passes or --trip, not both") }
      if trip != nil && highways.isGiven { throw ValidationError("give --highway or --trip, not both") }
      try execTimeout.validate("--exec-timeout", within: 1...3600)
      if let exec, exec.trimmingSpaces().isEmpty { throw ValidationError("--exec needs a command") }
      if let resume {
        do { try FrontEndSupport.checkResumeName(resume) } catch {
          throw ValidationError(PassengrError.wording(of: error))
        }
      }
    }

    func run() async throws {
      let stop = StopRequest()
      Interruption.process.watch(stop)
      let met = try await Failure.reporting { () -> Bool in
        let context = try Context(global)
        var options = WatchOptions()
        options.passes = try highways.passes(passes, in: context.session)
        options.trip = trip
        options.interval = every
        options.failOn = failOn
        options.exec = exec
        options.execTimeout = execTimeout
        options.trigger = execOn
        options.resume = resume
        let jsonl = self.jsonl
        return try await context.session.watch(options, stop: stop) { event in
          switch event {
          case .watching(let start): Console.error(start.line)
          case .change(let record):
            Console.out(
              jsonl
                ? ((try? Reports.changeLine(record)) ?? record.summary)
                : Reports.change(record, width: Console.changeWidth))
          case .sourceFailing(let source, let reason):
            Console.error("\(source) failing: \(PassengrError.hinted(reason)); will keep trying")
          case .sourceRecovered(let source): Console.error("\(source) recovered")
          case .warning(let warning): Console.error(warning.line)
          case .thresholdMet(let breach): Console.error(breach.line)
          case .hookFailed(let failure): Console.error(failure.line)
          }
        }
      }
      if met { throw ExitStatus.thresholdMet }
    }
  }
}

extension WatchTrigger: ExpressibleByArgument {}
