import Synchronization

/// When a parsed document's memory is given back, for a process that reads one document and ends.
package enum DocumentMemory {
  private static let leftToProcessExit = Atomic(false)

  /// Leaves the tree of every document released from now on for the process's exit to reclaim,
  /// instead of freeing it node by node: freeing a 128 KB page's tree costs a tenth of parsing it,
  /// for memory the system takes back a moment later anyway. Only a front end whose process ends
  /// after its one command calls this; a long-running process (`watch`, a program that embeds the
  /// kit) never does, and every document is freed as it is released.
  package static func leaveToProcessExit() {
    leftToProcessExit.store(true, ordering: .relaxed)
  }

  /// Whether released documents are left for the process's exit.
  package static var isLeftToProcessExit: Bool { leftToProcessExit.load(ordering: .relaxed) }
}
