@preconcurrency internal import CLibXML2

/// Owns one libxml2 document and frees it exactly once; every `Node` keeps it alive.
final class DocumentStorage {
  let pointer: xmlDocPtr

  init(_ pointer: xmlDocPtr) {
    self.pointer = pointer
  }

  deinit {
    // A front end that reads one document and ends leaves the tree to the process's exit.
    if !DocumentMemory.isLeftToProcessExit { xmlFreeDoc(pointer) }
  }

  /// The document itself as a node: libxml2 lays `xmlDoc` out with `xmlNode`'s leading fields.
  var documentNode: Node {
    Node(storage: self, pointer: UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: xmlNode.self))
  }
}
