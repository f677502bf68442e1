import Foundation

/// One value.
struct NodeSingleValueContainer: SingleValueEncodingContainer, NodeScalarContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]

  func put(_ text: String) { node.replace(with: .scalar(text)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.replace(with: try JSONTextEncoder.node(for: value, codingPath: codingPath).content)
  }
}
