import Foundation

/// An array's elements.
struct NodeUnkeyedContainer: UnkeyedEncodingContainer, NodeScalarContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]
  var count: Int { node.count }

  func put(_ text: String) { node.append(JSONNode(.scalar(text))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.append(try JSONTextEncoder.node(for: value, codingPath: codingPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    let child = JSONNode(.object([:]))
    node.append(child)
    return KeyedEncodingContainer(NodeKeyedContainer<NestedKey>(node: child, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = JSONNode(.array([]))
    node.append(child)
    return NodeUnkeyedContainer(node: child, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    let child = JSONNode(.object([:]))
    node.append(child)
    return NodeEncoder(node: child, codingPath: codingPath)
  }
}
