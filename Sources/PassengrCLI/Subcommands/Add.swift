import ArgumentParser
import FoundationEssentials
import PassengrKit

extension PassengrCommand {
  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Add a pass from any server-rendered page, with an XPath per field.",
      discussion: """
        The page is fetched once and what each XPath extracts is shown; an XPath that matches nothing, \
        or a page that cannot be fetched, is an error unless --no-check is given. --updated text is read as \
        \(CustomPass.updatedFormats). Prefer /descendant::td[@id='eb'] to //td[@id='eb'] on large pages: \
        libxml2 evaluates //*[...] parent by parent, which grows with the square of the matches.

        Example: passengr add "Lolo Pass" --url https://example.org/lolo --eastbound "//td[@id='eb']" --westbound "//td[@id='wb']"
        """)

    @Argument(help: "The pass's name.")
    var name: String

    @Option(help: "The page to read (http or https).")
    var url: String

    @Option(help: "Highway over the pass, e.g. \"US 12\".")
    var highway = ""

    @Option(help: "XPath of the eastbound restriction.") var eastbound: String?
    @Option(help: "XPath of the westbound restriction.") var westbound: String?
    @Option(help: "XPath of the northbound restriction.") var northbound: String?
    @Option(help: "XPath of the southbound restriction.") var southbound: String?
    @Option(help: "XPath of the road conditions.") var conditions: String?
    @Option(help: "XPath of the weather.") var weather: String?
    @Option(help: "XPath of the temperature (°F).") var temperature: String?
    @Option(help: "XPath of the time the page was updated.") var updated: String?

    @Flag(name: .customLong("no-check"), help: "Save without fetching the page to try the XPaths.")
    var noCheck = false

    @OptionGroup var global: GlobalOptions

    var queries: [CustomPass.Field: String] {
      let pairs: [(CustomPass.Field, String?)] = [
        (.eastbound, eastbound), (.westbound, westbound), (.northbound, northbound), (.southbound, southbound),
        (.conditions, conditions), (.weather, weather), (.temperature, temperature), (.updated, updated),
      ]
      return Dictionary(
        pairs.compactMap { field, query in query.map { (field, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    func validate() throws {
      do {
        _ = try CustomPass.pageURL(url)
        try CustomPass.check(queries)
      } catch {
        throw ValidationError(PassengrError.wording(of: error))
      }
    }

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global)
        let custom = CustomPass(url: try CustomPass.pageURL(url), queries: queries)
        if !noCheck {
          for extract in try await context.session.preview(custom) {
            Console.error(
              "\(extract.field.rawValue.padded(to: 12)) \(extract.value)")
          }
        }
        let pass = try await context.session.add(name: name, highway: highway, custom: custom)
        Console.error("added \(pass.name) as pass \(pass.id), enabled, at position \(pass.order)")
      }
    }
  }
}

extension CustomPass.Field: ExpressibleByArgument {}
