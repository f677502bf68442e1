import ArgumentParser
import FoundationEssentials
import Networking
import PassengrKit

extension PassengrCommand {
  struct Classify: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "classify",
      abstract: "Print the level a pass gets when its agency publishes this restriction text.",
      discussion: """
        Prints one level per TEXT: open, traffic_delays, traction_advised, traction_required, chains_required, chains_all, \
        travel_advisory, closed, closed_for_season or unknown. The text goes through the same reader and judgement as a \
        feed's pass, with --agency's own terms and codes when given; with --explain, the reason and the agency's advice follow \
        the level, tab-separated; with --clauses, each clause the reader cut the text into follows on a line of its own, \
        indented: what it read the clause as (a level, lifting, information, not_understood, or label for words of where \
        and when set aside), the direction it speaks of, and the clause as read.
        """
    )

    @Argument(help: "Restriction text, e.g. \"Chains required on all vehicles except all wheel drive\".")
    var texts: [String]

    @Option(
      help: ArgumentHelp(
        "Read the text as this agency publishes it, by its id or its state; nws for the National Weather Service's alerts.",
        valueName: "agency"))
    var agency: ReadingAgency?

    @Flag(help: "After each level, print the reason and the agency's advice, tab-separated (empty when none).")
    var explain = false

    @Flag(help: "After each level, print every clause of the text with what the reader read it as.")
    var clauses = false

    func validate() throws {
      guard !texts.isEmpty else { throw ValidationError("give the restriction text to classify") }
    }

    func run() {
      for text in texts {
        let answer = PassengrSession.answer(to: text, agency: agency?.id, now: Date())
        if explain {
          Console.out(
            [answer.level.rawValue, answer.reason?.description ?? "", answer.advice ?? ""].joined(separator: "\t"))
        } else {
          Console.out(answer.level.rawValue)
        }
        guard clauses else { continue }
        for clause in PassengrSession.clauses(of: text, agency: agency?.id) {
          Console.out("  " + [clause.readingName, clause.direction.rawValue, clause.clause].joined(separator: "\t"))
        }
      }
    }
  }
}

/// `classify --agency`: an agency of the run, or the National Weather Service, whose alerts' words
/// are read too (`nws`).
struct ReadingAgency: ExpressibleByArgument {
  let id: AgencyID

  init?(argument: String) {
    if ["nws", "noaa"].contains(argument.lowercased().trimmingSpaces()) {
      id = PassengrSession.weatherService
    } else if let agency = AgencyID(argument: argument) {
      id = agency
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] { AgencyID.allValueStrings + [PassengrSession.weatherService.rawValue] }

  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
