import FoundationEssentials
import Markup

extension CustomPass {
  /// Every text `query` selects in `document`, cleaned, empty ones left out: one per matched node
  /// (an XPath may match several elements), or the one value of an expression that is not a node set.
  static func matches(of query: String, in document: HTMLDocument) throws -> [String] {
    switch try document.value(of: query) {
    case .nodes(let nodes):
      return nodes.map { TextSanitizer.clean($0.text) }.filter { !$0.isEmpty }
    default:
      let value = TextSanitizer.clean(try document.string(of: query))
      return value.isEmpty ? [] : [value]
    }
  }

  /// The texts of several matches as one: "No restrictions | Pass Closed".
  static func joined(_ matches: [String]) -> String { matches.joined(separator: " | ") }

  /// A direction from its matches: one match is read as it is; several are each read, and the
  /// direction takes the worst of them (a closure wins; one that cannot be read makes an opening
  /// `unknown`), never the first only. The text shows them all.
  static func restriction(_ direction: TravelDirection, matches: [String]) -> Restriction? {
    guard let first = matches.first else { return nil }
    guard matches.count > 1 else { return Restriction(direction: direction, text: first) }
    let levels = matches.map { Restriction(direction: direction, text: $0).level }
    return Restriction(direction: direction, text: joined(matches), level: RestrictionLevel.worst(of: levels))
  }
}
