import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "parse",
      abstract: "Read a saved page or feed and print what Passengr extracts from it.",
      discussion: "FILE may be - for standard input. Exits 2 when nothing can be read from it."
    )

    @Argument(help: "A saved WSDOT feed, API response or pass page; - reads standard input.")
    var file: String

    @Option(help: "The shape of the data: \(SourceFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: SourceFormat = .auto

    @OptionGroup var output: OutputOptions

    func run() throws {
      let location = file == "-" ? "standard input" : file
      do {
        let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try PassDocument.read(path: file)
        let parsed = try PassDocument.reports(from: data, format: format, location: location)
        let rows = parsed.reports.map(StatusRow.init(report:))
        if output.json {
          Console.out(try JSONOutput.document(
            schema: "passengr.parse/1", generatedAt: Date(), extra: ["format": .text(parsed.format.rawValue), "location": .text(location)], rows: rows))
        } else {
          Console.out(TableRenderer(useColor: output.useColor, width: Console.width).render(rows))
        }
      } catch {
        // Every error names the file or URL itself, once.
        Console.error(String(describing: error))
        throw ExitStatus.trouble
      }
    }
  }
}

extension SourceFormat: ExpressibleByArgument {}
