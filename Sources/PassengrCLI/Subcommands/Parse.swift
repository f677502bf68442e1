import ArgumentParser
import FoundationEssentials
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
        "The shape of the data; auto asks every agency which of its formats it is."
    )
    var format: SourceFormat = .auto

    @OptionGroup var output: OutputOptions

    /// Reads and prints the file; sets `saysNothing` to why when it holds nothing about any pass.
    private func read(saysNothing: inout String?) throws {
      let location = file == "-" ? "standard input" : file
      do {
        let data =
          file == "-"
          ? try FrontEndSupport.readDocument(descriptor: 0, named: "standard input")
          : try FrontEndSupport.readDocument(path: file)
        let parsed = try PassengrSession.parse(data, format: format, location: location, readAt: Date())
        // A document read without a word about any pass says nothing: exit 2, as for one unread.
        if parsed.rows.isEmpty {
          saysNothing = "\(location) says nothing about any pass"
          return
        }
        if output.json {
          Console.out(try Reports.parseJSON(parsed, location: location, now: Date(), layout: output.layout))
        } else {
          Console.out(Reports.table(parsed.rows, useColor: output.useColor, width: Console.width, now: Date()))
        }
      } catch {
        // Every error names the file or URL itself, once.
        Console.error(PassengrError.wording(of: error))
        throw ExitStatus.trouble
      }
    }

    func run() throws {
      // One page and the process ends: its tree is left for the exit to reclaim.
      FrontEndSupport.leaveParsedPagesToExit()
      var saysNothing: String?
      try read(saysNothing: &saysNothing)
      if let saysNothing {
        Console.error(saysNothing)
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
