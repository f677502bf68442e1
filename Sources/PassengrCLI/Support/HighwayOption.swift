import ArgumentParser
import PassengrKit

/// `--highway I-90`: the passes on a highway, wherever passes are selected.
struct HighwayOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The passes on this highway (I-90, US 2, SR 20, CA-88); repeat it for several.", valueName: "highway"))
  var highway: [String] = []

  /// Whether a highway was given.
  var isGiven: Bool { !highway.isEmpty }

  /// `names`, then the ids of the passes on the highways, each pass once.
  func passes(_ names: [String], in session: PassengrSession) throws -> [String] {
    guard isGiven else { return names }
    var chosen = names
    for highway in self.highway {
      for pass in try session.passes(onHighway: highway) where !chosen.contains(String(pass.id)) {
        chosen.append(String(pass.id))
      }
    }
    return chosen
  }
}
