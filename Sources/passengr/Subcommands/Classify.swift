import ArgumentParser
import PassengrKit

extension PassengrCommand {
  struct Classify: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "classify",
      abstract: "Print the restriction level of restriction text as an agency publishes it.",
      discussion: "Prints one level per TEXT: open, traffic_delays, traction_advised, traction_required, chains_required, chains_all, closed, closed_for_season or unknown."
    )

    @Argument(help: "Restriction text, e.g. \"Chains required on all vehicles except all wheel drive\".")
    var texts: [String]

    func validate() throws {
      guard !texts.isEmpty else { throw ValidationError("give the restriction text to classify") }
    }

    func run() {
      for text in texts { Console.out(PassengrSession.classify(text).rawValue) }
    }
  }
}
