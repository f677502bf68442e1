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

    @Argument(
      help: "A saved feed, API response or page of any agency Passengr knows; - reads standard input.",
      completion: .file())
    var file: String

    @Option(
      help:
        "The shape of the data (below); auto asks every agency which of its formats it is."
    )
    var format: SourceFormat = .auto

    @OptionGroup var output: OutputOptions

    func run() throws {
      let location = file == "-" ? "standard input" : file
      do {
        let data =
          file == "-"
          ? try FrontEndSupport.readDocument(descriptor: 0, named: "standard input")
          : try FrontEndSupport.readDocument(path: file)
        let parsed = try PassengrSession.parse(data, format: format, location: location)
        if output.json {
          Console.out(try Reports.parseJSON(parsed, location: location, layout: output.layout))
        } else {
          Console.out(Reports.table(parsed.rows, useColor: output.useColor, width: Console.width))
        }
      } catch {
        // Every error names the file or URL itself, once.
        Console.error(PassengrError.wording(of: error))
        throw ExitStatus.trouble
      }
    }
  }
}

extension SourceFormat: ExpressibleByArgument {
  public init?(argument: String) {
    guard let format = SourceFormat.allCases.first(where: { $0.rawValue == argument.lowercased() }) else { return nil }
    self = format
  }

  public static var allValueStrings: [String] { allCases.map(\.rawValue) }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
