import Foundation

/// One value of a JSON document being encoded: a scalar already written as JSON text, an object
/// or an array. A class, so that a container handed out by the encoder can still fill it in after
/// its parent took it.
final class JSONNode {
  /// What the node holds; objects and arrays grow in place.
  enum Content {
    /// Nothing written yet; written as an empty object, as Foundation's encoder does.
    case unset
    case scalar(String)
    case object([String: JSONNode])
    case array([JSONNode])
  }

  private(set) var content: Content

  init(_ content: Content) { self.content = content }

  /// `null`.
  static var null: JSONNode { JSONNode(.scalar("null")) }

  /// Sets `key` of this object (a node that is not an object becomes one: the last container asked
  /// for wins, as with Foundation's encoder).
  func set(_ node: JSONNode, for key: String) {
    guard case .object(var members) = content else {
      content = .object([key: node])
      return
    }
    content = .scalar("")  // drops the reference, so the dictionary is not copied on write
    members[key] = node
    content = .object(members)
  }

  /// Appends `node` to this array (a node that is not an array becomes one).
  func append(_ node: JSONNode) {
    guard case .array(var elements) = content else {
      content = .array([node])
      return
    }
    content = .scalar("")  // drops the reference, so the array is not copied on write
    elements.append(node)
    content = .array(elements)
  }

  /// Replaces what the node holds.
  func replace(with content: Content) { self.content = content }

  /// Makes this node an empty object unless it already is one.
  func becomeObject() {
    if case .object = content { return }
    content = .object([:])
  }

  /// Makes this node an empty array unless it already is one.
  func becomeArray() {
    if case .array = content { return }
    content = .array([])
  }

  /// The number of elements of an array node (0 for any other node).
  var count: Int {
    if case .array(let elements) = content { return elements.count }
    return 0
  }

  /// The document as text, keys sorted by their UTF-8 bytes; `pretty` indents by two spaces and
  /// writes `"key" : value`, exactly as Foundation's `JSONEncoder` with `.prettyPrinted` does.
  func text(pretty: Bool) -> String {
    var output = ""
    write(to: &output, pretty: pretty, depth: 0)
    return output
  }

  private func write(to output: inout String, pretty: Bool, depth: Int) {
    switch content {
    case .unset:
      output += pretty ? "{\n\n" : "{"
      if pretty { indent(&output, depth) }
      output += "}"
    case .scalar(let text):
      output += text
    case .array(let elements):
      output += "["
      if pretty { output += "\n" }
      for (index, element) in elements.enumerated() {
        if index > 0 { output += pretty ? ",\n" : "," }
        if pretty { indent(&output, depth + 1) }
        element.write(to: &output, pretty: pretty, depth: depth + 1)
      }
      if pretty {
        output += "\n"
        indent(&output, depth)
      }
      output += "]"
    case .object(let members):
      output += "{"
      if pretty { output += "\n" }
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (index, key) in keys.enumerated() {
        if index > 0 { output += pretty ? ",\n" : "," }
        if pretty { indent(&output, depth + 1) }
        JSONNode.appendString(key, to: &output)
        output += pretty ? " : " : ":"
        members[key]?.write(to: &output, pretty: pretty, depth: depth + 1)
      }
      if pretty {
        output += "\n"
        indent(&output, depth)
      }
      output += "}"
    }
  }

  private func indent(_ output: inout String, _ depth: Int) {
    output += String(repeating: "  ", count: depth)
  }

  /// `true` or `false`.
  static func text(of value: Bool) -> String { value ? "true" : "false" }

  /// `value` as a JSON string.
  static func text(of value: String) -> String {
    var text = ""
    appendString(value, to: &text)
    return text
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped (`\b \t \n \f \r`
  /// short, the others `\u00xx`), slashes and everything else as they are.
  static func appendString(_ text: String, to output: inout String) {
    output += "\""
    var plainStart = text.utf8.startIndex
    var index = plainStart
    let utf8 = text.utf8
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C {
        output += String(decoding: utf8[plainStart..<index], as: UTF8.self)
        switch byte {
        case 0x22: output += "\\\""
        case 0x5C: output += "\\\\"
        case 0x08: output += "\\b"
        case 0x09: output += "\\t"
        case 0x0A: output += "\\n"
        case 0x0C: output += "\\f"
        case 0x0D: output += "\\r"
        default:
          let hex = Array("0123456789abcdef".utf8)
          output += "\\u00"
          output.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
          output.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0x0F)]))
        }
        index = utf8.index(after: index)
        plainStart = index
      } else {
        index = utf8.index(after: index)
      }
    }
    output += String(decoding: utf8[plainStart..<utf8.endIndex], as: UTF8.self)
    output += "\""
  }
}
