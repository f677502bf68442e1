import ArgumentParser
import Foundation
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
        the level, tab-separated.
        """
    )

    @Argument(help: "Restriction text, e.g. \"Chains required on all vehicles except all wheel drive\".")
    var texts: [String]

    @Option(
      help: ArgumentHelp(
        "Read the text as this agency publishes it, by its id or its state.",
        valueName: "agency"))
    var agency: AgencyID?

    @Flag(help: "After each level, print the reason and the agency's advice, tab-separated (empty when none).")
    var explain = false

    func validate() throws {
      guard !texts.isEmpty else { throw ValidationError("give the restriction text to classify") }
    }

    func run() {
      for text in texts {
        let answer = PassengrSession.answer(to: text, agency: agency, now: Date())
        guard explain else {
          Console.out(answer.level.rawValue)
          continue
        }
        Console.out(
          [answer.level.rawValue, answer.reason?.description ?? "", answer.advice ?? ""].joined(separator: "\t"))
      }
    }
  }
}
