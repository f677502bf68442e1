import Foundation
import Markup

/// Reads a user's own page with the XPath they gave for each field.
enum CustomPageDecoder {
  static func decode(_ data: Data, charset: String?, pass: Pass, custom: CustomPass, fetchedAt: Date) throws -> PassConditions {
    let url = custom.url.absoluteString
    let document = try HTMLDocument(data: data, encoding: charset, url: url)
    func field(_ name: CustomPass.Field) throws -> String? {
      guard let query = custom.queries[name] else { return nil }
      let value = TextSanitizer.clean(try document.string(of: query))
      return value.isEmpty ? nil : value
    }
    let directed: [(CustomPass.Field, TravelDirection)] = [
      (.eastbound, .eastbound), (.westbound, .westbound), (.northbound, .northbound), (.southbound, .southbound),
    ]
    let restrictions = try directed.compactMap { name, direction in try field(name).map { Restriction(direction: direction, text: $0) } }
    guard !restrictions.isEmpty else { throw PassengrError.noPassData(source: "custom", url: url) }
    return PassConditions(
      restrictions: restrictions, roadConditions: try field(.conditions), weather: try field(.weather),
      temperatureF: try field(.temperature).flatMap(PassPageDecoder.fahrenheit) ?? field(.temperature).flatMap { Int($0) },
      updatedAt: try field(.updated).flatMap { PacificTime.date(fromPageText: $0) ?? PacificTime.date(iso8601: $0) }, fetchedAt: fetchedAt)
  }
}
