import Foundation

/// One value.
struct NodeSingleValueContainer: SingleValueEncodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]

  private func put(_ text: String) { node.replace(with: .scalar(text)) }

  mutating func encodeNil() throws { put("null") }
  mutating func encode(_ value: Bool) throws { put(JSONNode.text(of: value)) }
  mutating func encode(_ value: String) throws { put(JSONNode.text(of: value)) }
  mutating func encode(_ value: Double) throws { put(try JSONTextEncoder.number(value, codingPath: codingPath)) }
  mutating func encode(_ value: Float) throws { put(try JSONTextEncoder.number(value, codingPath: codingPath)) }
  mutating func encode(_ value: Int) throws { put(value.description) }
  mutating func encode(_ value: Int8) throws { put(value.description) }
  mutating func encode(_ value: Int16) throws { put(value.description) }
  mutating func encode(_ value: Int32) throws { put(value.description) }
  mutating func encode(_ value: Int64) throws { put(value.description) }
  mutating func encode(_ value: UInt) throws { put(value.description) }
  mutating func encode(_ value: UInt8) throws { put(value.description) }
  mutating func encode(_ value: UInt16) throws { put(value.description) }
  mutating func encode(_ value: UInt32) throws { put(value.description) }
  mutating func encode(_ value: UInt64) throws { put(value.description) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    node.replace(with: try JSONTextEncoder.node(for: value, codingPath: codingPath).content)
  }
}
