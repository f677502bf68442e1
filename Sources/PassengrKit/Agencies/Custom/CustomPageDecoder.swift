import FoundationEssentials
import Markup

/// Reads a user's own page with the XPath they gave for each field. An XPath that matches several
/// elements is read in full: a direction takes the worst of its matches.
enum CustomPageDecoder {
  static func decode(_ data: Data, charset: String?, pass: Pass, custom: CustomPass, fetchedAt: Date) throws
    -> PassConditions
  {
    let url = custom.url.absoluteString
    let document = try HTMLDocument(data: data, encoding: charset, url: url)
    func matches(_ name: CustomPass.Field) throws -> [String] {
      guard let query = custom.queries[name] else { return [] }
      return try CustomPass.matches(of: query, in: document)
    }
    // A text field with several matches shows them all; a number or time only when they agree.
    func field(_ name: CustomPass.Field) throws -> String? {
      let found = try matches(name)
      return found.isEmpty ? nil : CustomPass.joined(found)
    }
    func single(_ name: CustomPass.Field) throws -> String? {
      let found = Set(try matches(name))
      return found.count == 1 ? found.first : nil
    }
    let directed: [(CustomPass.Field, TravelDirection)] = [
      (.eastbound, .eastbound), (.westbound, .westbound), (.northbound, .northbound), (.southbound, .southbound),
    ]
    let restrictions = try directed.compactMap { name, direction in
      CustomPass.restriction(direction, matches: try matches(name))
    }
    guard !restrictions.isEmpty else { throw SourceError.noPassData(source: "custom", url: url) }
    var conditions = PassConditions(
      restrictions: restrictions, roadConditions: try field(.conditions), weather: try field(.weather),
      temperatureF: try single(.temperature).flatMap(PassPageDecoder.fahrenheit)
        ?? single(.temperature).flatMap { Int($0) },
      updatedAt: try single(.updated).flatMap { PacificTime.date(fromPageText: $0) ?? PacificTime.date(iso8601: $0) },
      fetchedAt: fetchedAt)
    // The page's conditions and weather are read as its restrictions are: a closure there closes,
    // words not understood keep an open direction from `open`.
    conditions.apply(RoadWords.read(conditions.roadConditions), label: "Conditions")
    conditions.apply(RoadWords.read(conditions.weather), label: "Weather")
    return conditions
  }
}
