import Foundation

/// What the unkeyed and single-value containers share: every scalar is written as JSON text the
/// same way, then `put` where the container keeps it.
protocol NodeScalarContainer {
  var codingPath: [any CodingKey] { get }
  /// Keeps one scalar's JSON text.
  func put(_ text: String)
}

extension NodeScalarContainer {
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
}
