import ArgumentParser
import PassengrKit

/// `--agency wsdot|caltrans|custom`: only the passes of one agency.
struct AgencyOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Only passes of this agency: \(AgencyID.all.map(\.rawValue).joined(separator: ", ")).", valueName: "agency"))
  var agency: AgencyID?
}

extension AgencyID: ExpressibleByArgument {
  public init?(argument: String) {
    guard let id = AgencyID.all.first(where: { $0.rawValue == argument.lowercased() }) else { return nil }
    self = id
  }

  public static var allValueStrings: [String] { AgencyID.all.map(\.rawValue) }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
