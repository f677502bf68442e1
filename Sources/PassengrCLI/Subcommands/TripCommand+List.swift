import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand.TripCommand {
  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the saved trips.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await Failure.reporting {
        let session = try Context(global).session
        let trips = try session.trips()
        let passes = try session.passes(includeDisabled: true)
        if output.json {
          Console.out(try Reports.tripsJSON(trips, passes: passes, now: Date(), layout: output.layout))
        } else if trips.isEmpty {
          Console.out("no trips saved; 'passengr trip add NAME PASS[:DIRECTION]...' saves one")
        } else {
          Console.out(Self.render(trips.map { ($0.name, Reports.tripLine($0, passes: passes)) }, width: Console.width))
        }
      }
    }

    /// The least room the passes need beside the names before each trip is stacked instead.
    static let leastLegRoom = 20

    /// One row per trip, its name in a column as wide as the longest (a third of the width at most)
    /// and its passes beside it, both wrapped under themselves so that no line is wider than
    /// `width`; narrower than that, each name over its passes, indented.
    static func render(_ trips: [(name: String, legs: String)], width: Int) -> String {
      let nameWidth = min(trips.map { TerminalText.columns($0.name) }.max() ?? 0, max(12, width / 3))
      var lines: [String] = []
      for trip in trips {
        let names = TerminalText.lines(trip.name, width: nameWidth)
        if width - nameWidth - 2 >= leastLegRoom {
          let legs = TerminalText.lines(trip.legs, width: width - nameWidth - 2)
          for index in 0..<max(names.count, legs.count) {
            let name = index < names.count ? names[index] : ""
            let leg = index < legs.count ? legs[index] : ""
            lines.append(leg.isEmpty ? name : TerminalText.padded(name, to: nameWidth) + "  " + leg)
          }
        } else {
          lines += TerminalText.lines(trip.name, width: width)
          lines += TerminalText.lines(trip.legs, width: width - 4).map { "    " + $0 }
        }
      }
      return lines.joined(separator: "\n")
    }
  }
}
