import FoundationEssentials

/// DriveBC's event list as one refresh read it: every page, in order, and whether the list is known
/// to be whole. Only a whole list shows that nothing is on a stretch.
struct DriveBCListing: Sendable {
  /// The pages read.
  var pages: [DriveBCPage]
  /// Why the list may not be whole (a last page as long as a full one); nil when it is.
  var incompleteness: String?

  /// Every event of every page.
  var events: [DriveBCEvent] { pages.flatMap(\.events) }

  /// Elements of the pages that were no events.
  var unreadable: Int { pages.reduce(0) { $0 + $1.unreadable } }

  /// Whether the list is known to be whole.
  var isComplete: Bool { incompleteness == nil }

  /// The sizes of a full page: the documented default and the ceiling a `limit` may reach.
  static let fullPageSizes: Set<Int> = [50, 500]

  /// The list of `pages`, read to a page that names no next one; judged whole unless its last page
  /// is exactly as long as a full page (the page size it states, or a size DriveBC documents):
  /// DriveBC has been seen to name no next page when there was one.
  init(pages: [DriveBCPage]) {
    self.pages = pages
    guard let last = pages.last else {
      incompleteness = "no page was read"
      return
    }
    let count = last.events.count + last.unreadable
    if let limit = last.limit, count >= limit {
      incompleteness = "its last page holds \(count) events, the page size it states, and names no next page"
    } else if Self.fullPageSizes.contains(count) {
      incompleteness = "its last page holds \(count) events, a full page, and names no next page"
    } else {
      incompleteness = nil
    }
  }

  /// The newest time an event of the list was changed, no later than `now` give or take the skew
  /// allowed: how current the list is.
  func newestUpdate(before now: Date) -> Date? {
    events.compactMap { $0.updated ?? $0.created }.filter { $0 <= now.addingTimeInterval(OldReason.skew) }.max()
  }
}
