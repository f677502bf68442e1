/// Decodes one element, keeping its failure instead of failing the whole array.
struct Lossy<Element: Decodable>: Decodable {
  var value: Element?

  init(from decoder: Decoder) throws {
    value = try? Element(from: decoder)
  }
}
