import Foundation

/// An object's members.
struct NodeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: JSONNode
  let codingPath: [any CodingKey]

  private func put(_ text: String, _ key: Key) { node.set(JSONNode(.scalar(text)), for: key.stringValue) }

  mutating func encodeNil(forKey key: Key) throws { put("null", key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { put(JSONNode.text(of: value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { put(JSONNode.text(of: value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { put(try JSONTextEncoder.number(value, codingPath: codingPath + [key]), key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { put(try JSONTextEncoder.number(value, codingPath: codingPath + [key]), key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { put(value.description, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { put(value.description, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { put(value.description, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { put(value.description, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { put(value.description, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { put(value.description, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { put(value.description, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { put(value.description, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { put(value.description, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { put(value.description, key) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    node.set(try JSONTextEncoder.node(for: value, codingPath: codingPath + [key]), for: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
    let child = JSONNode(.object([:]))
    node.set(child, for: key.stringValue)
    return KeyedEncodingContainer(NodeKeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = JSONNode(.array([]))
    node.set(child, for: key.stringValue)
    return NodeUnkeyedContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

  private func superEncoder(named name: String) -> any Encoder {
    let child = JSONNode(.object([:]))
    node.set(child, for: name)
    return NodeEncoder(node: child, codingPath: codingPath)
  }
}
