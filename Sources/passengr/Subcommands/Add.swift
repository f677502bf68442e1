import ArgumentParser
import Foundation
import Markup
import PassengrKit

extension PassengrCommand {
  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Add a pass from any server-rendered page, with an XPath per field.",
      discussion: "Example: passengr add \"Lolo Pass\" --url https://example.org/lolo --eastbound \"//td[@id='eb']\" --westbound \"//td[@id='wb']\"")

    @Argument(help: "The pass's name.")
    var name: String

    @Option(help: "The page to read.")
    var url: String

    @Option(help: "Highway over the pass, e.g. \"US 12\".")
    var highway = ""

    @Option var eastbound: String?
    @Option var westbound: String?
    @Option var northbound: String?
    @Option var southbound: String?
    @Option(help: "XPath of the road conditions.") var conditions: String?
    @Option(help: "XPath of the weather.") var weather: String?
    @Option(help: "XPath of the temperature (°F).") var temperature: String?
    @Option(help: "XPath of the time the page was updated.") var updated: String?

    @OptionGroup var global: GlobalOptions

    var queries: [CustomPass.Field: String] {
      let pairs: [(CustomPass.Field, String?)] = [
        (.eastbound, eastbound), (.westbound, westbound), (.northbound, northbound), (.southbound, southbound),
        (.conditions, conditions), (.weather, weather), (.temperature, temperature), (.updated, updated),
      ]
      return Dictionary(uniqueKeysWithValues: pairs.compactMap { field, query in query.map { (field, $0) } })
    }

    func validate() throws {
      guard let page = URL(string: url), let scheme = page.scheme?.lowercased(), scheme == "http" || scheme == "https", page.host != nil else {
        throw ValidationError("--url must be an http or https URL")
      }
      guard [eastbound, westbound, northbound, southbound].contains(where: { $0 != nil }) else {
        throw ValidationError("give the XPath of at least one direction (--eastbound, --westbound, --northbound or --southbound)")
      }
      let probe = try HTMLDocument(data: Data("<html><body></body></html>".utf8))
      for (field, query) in queries {
        do { _ = try probe.value(of: query) } catch { throw ValidationError("--\(field.rawValue): \(error)") }
      }
    }

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global)
        guard let page = URL(string: url) else { throw ValidationError("--url must be an http or https URL") }
        let pass = try context.store.update { archive -> Pass in
          var dataSource = PassDataSource(archive: archive)
          let pass = try dataSource.add(name: name, highway: highway, custom: CustomPass(url: page, queries: queries))
          archive = dataSource.archive
          return pass
        }
        Console.error("added \(pass.name) as pass \(pass.id), enabled, at position \(pass.order)")
      }
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Remove a pass you added (WSDOT passes can only be disabled).")

    @Argument var pass: String
    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global)
        let removed = try context.store.update { archive -> Pass in
          var dataSource = PassDataSource(archive: archive)
          let chosen = try dataSource.select(pass)
          try dataSource.remove(chosen.id)
          archive = dataSource.archive
          return chosen
        }
        Console.error("removed \(removed.name)")
      }
    }
  }
}

extension CustomPass.Field: ExpressibleByArgument {}
