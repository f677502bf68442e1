@preconcurrency internal import CLibXML2

/// A node of a parsed document; it keeps its document alive, so it stays valid as long as it exists.
public struct Node {
  /// What sort of node this is.
  public enum Kind: Equatable, Sendable {
    case element, attribute, text, comment, processingInstruction, document, other
  }

  let storage: DocumentStorage
  let pointer: xmlNodePtr

  /// The kind of node.
  public var kind: Kind {
    switch pointer.pointee.type {
    case XML_ELEMENT_NODE: return .element
    case XML_ATTRIBUTE_NODE: return .attribute
    case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: return .text
    case XML_COMMENT_NODE: return .comment
    case XML_PI_NODE: return .processingInstruction
    case XML_DOCUMENT_NODE, XML_HTML_DOCUMENT_NODE: return .document
    default: return .other
    }
  }

  /// The element or attribute name without namespace prefix (HTML names are lowercase); empty for
  /// documents.
  public var name: String {
    guard kind != .document, let name = pointer.pointee.name else { return "" }
    return String(cString: name)
  }

  /// The text content with entities decoded and whitespace exactly as in the source.
  public var text: String {
    switch kind {
    case .text, .comment:
      // Text nodes carry their content inline; no copy from libxml2 needed.
      return pointer.pointee.content.map { String(cString: $0) } ?? ""
    default:
      return String.consuming(xmlNodeGetContent(pointer)) ?? ""
    }
  }

  /// The text with runs of whitespace (including no-break spaces) collapsed to one space, trimmed.
  public var normalizedText: String { text.collapsingWhitespace() }

  /// The value of the attribute called `name`, or nil when the element has none.
  public func attribute(_ name: String) -> String? {
    guard kind == .element else { return nil }
    return name.withXMLString { String.consuming(xmlGetProp(pointer, $0)) }
  }

  /// The element's attributes by name; empty for anything but elements.
  public var attributes: [String: String] {
    guard kind == .element else { return [:] }
    var result: [String: String] = [:]
    var attribute = pointer.pointee.properties
    while let current = attribute {
      if let name = current.pointee.name {
        let value = String.consuming(xmlNodeListGetString(storage.pointer, current.pointee.children, 1)) ?? ""
        result[String(cString: name)] = value
      }
      attribute = current.pointee.next
    }
    return result
  }

  /// The child nodes in document order, text and comments included.
  public var children: [Node] {
    guard kind == .element || kind == .document else { return [] }
    var result: [Node] = []
    var child = pointer.pointee.children
    while let current = child {
      result.append(Node(storage: storage, pointer: current))
      child = current.pointee.next
    }
    return result
  }

  /// The element children only, in document order.
  public var elements: [Node] { children.filter { $0.kind == .element } }

  /// The parent node: an element, or the document for the root element; nil for the document.
  public var parent: Node? {
    guard kind != .document, let parent = pointer.pointee.parent else { return nil }
    return Node(storage: storage, pointer: parent)
  }
}

extension Node: Equatable {
  /// Two nodes are equal when they are the same node of the same document.
  public static func == (lhs: Node, rhs: Node) -> Bool { lhs.pointer == rhs.pointer }
}
