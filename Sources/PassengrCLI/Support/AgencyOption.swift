import ArgumentParser
import PassengrKit

/// `--agency wsdot|caltrans|custom`: only the passes of one agency.
struct AgencyOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Only passes of this agency: \(PassengrCommand.agencies.ids.map(\.rawValue).joined(separator: ", ")).",
      valueName: "agency"))
  var agency: AgencyID?
}

/// An agency of the run: the built-in ones, or those a program running the command tree brings.
extension AgencyID: ExpressibleByArgument {
  public init?(argument: String) {
    guard let id = PassengrCommand.agencies.ids.first(where: { $0.rawValue == argument.lowercased() }) else {
      return nil
    }
    self = id
  }

  public static var allValueStrings: [String] { PassengrCommand.agencies.ids.map(\.rawValue) }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
