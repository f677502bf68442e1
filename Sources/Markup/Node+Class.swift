@preconcurrency internal import CLibXML2

extension Node {
  /// Whether the element's `class` attribute holds the token `name` (white-space separated, exact
  /// case), as CSS's `.name` matches. Reads libxml2's bytes in place: no string is made per node.
  public func hasClass(_ name: String) -> Bool {
    guard kind == .element else { return false }
    return Self.hasClass(Array(name.utf8), pointer)
  }

  /// The first element below this node, depth first in document order, whose class holds `name`.
  public func firstDescendant(withClass name: String) -> Node? {
    let token = Array(name.utf8)
    var found: Node?
    walkElements { element in
      guard Self.hasClass(token, element) else { return true }
      found = Node(storage: storage, pointer: element)
      return false
    }
    return found
  }

  /// Every element below this node whose class holds `name`, in document order, as CSS's `.name`
  /// selects them: a walk of the tree that makes no string per element, where an XPath query
  /// would make one per element and per test.
  public func descendants(withClass name: String) -> [Node] {
    let token = Array(name.utf8)
    var found: [Node] = []
    walkElements { element in
      if Self.hasClass(token, element) { found.append(Node(storage: storage, pointer: element)) }
      return true
    }
    return found
  }

  /// The first element below this node, in document order, named `name` (ASCII letters compared
  /// without case, as HTML names are): what `descendant::name[1]` selects.
  public func firstDescendant(named name: String) -> Node? {
    let wanted = Array(name.utf8).map(Self.lowercased)
    var found: Node?
    walkElements { element in
      guard let elementName = element.pointee.name, Self.equalsLowercased(elementName, wanted) else { return true }
      found = Node(storage: storage, pointer: element)
      return false
    }
    return found
  }

  /// Calls `visit` with every element below this node, depth first in document order, until it
  /// returns false.
  private func walkElements(_ visit: (xmlNodePtr) -> Bool) {
    var stack: [xmlNodePtr] = []
    var next = pointer.pointee.children
    while true {
      while let current = next {
        if current.pointee.type == XML_ELEMENT_NODE {
          if !visit(current) { return }
          if let child = current.pointee.children {
            if let sibling = current.pointee.next { stack.append(sibling) }
            next = child
            continue
          }
        }
        next = current.pointee.next
      }
      guard let resumed = stack.popLast() else { return }
      next = resumed
    }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }

  private static func equalsLowercased(_ bytes: UnsafePointer<xmlChar>, _ wanted: [UInt8]) -> Bool {
    for index in wanted.indices where bytes[index] == 0 || lowercased(bytes[index]) != wanted[index] { return false }
    return bytes[wanted.count] == 0
  }

  private static func hasClass(_ token: [UInt8], _ element: xmlNodePtr) -> Bool {
    guard !token.isEmpty, let attribute = xmlHasProp(element, "class") else { return false }
    // An HTML attribute's value is one text node; anything else takes the general path.
    var matched = false
    let scan = { (bytes: UnsafePointer<UInt8>) in
      var start = 0
      var index = 0
      while true {
        let byte = bytes[index]
        let isSeparator = byte == 0 || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
        if isSeparator {
          if index - start == token.count, token.indices.allSatisfy({ bytes[start + $0] == token[$0] }) {
            matched = true
            return
          }
          if byte == 0 { return }
          start = index + 1
        }
        index += 1
      }
    }
    if let text = attribute.pointee.children, text.pointee.next == nil, text.pointee.type == XML_TEXT_NODE,
      let content = text.pointee.content
    {
      scan(content)
    } else if let value = xmlNodeListGetString(element.pointee.doc, attribute.pointee.children, 1) {
      defer { xmlFree(value) }
      scan(value)
    }
    return matched
  }
}
