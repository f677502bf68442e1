import FoundationEssentials

/// One answer of a 511 resource: a bare JSON array of objects. An answer of another shape (an
/// object, a plain `Invalid Key`) is no answer; an element that is no object is counted and said,
/// and never sinks the others.
struct IBI511Answer: Sendable {
  /// The objects, in order.
  var records: [IBI511Record]
  /// Elements that were not objects, by position, for notes.
  var skipped: [Int]

  /// Reads `data` fetched from `url` as `resource`.
  static func decode(_ data: Data, resource: IBI511Resource, url: String) throws -> IBI511Answer {
    let value: IBI511Value
    do {
      value = try JSONDecoder().decode(IBI511Value.self, from: data)
    } catch {
      let head = String(decoding: data.prefix(60), as: UTF8.self).trimmingSpacesAndNewlines()
      throw SourceError.source(
        resource.agency,
        IBI511Failure.unreadable(
          url: url, resource: resource.name, reason: "not JSON (it begins \"\(TextSanitizer.clean(head))\")"))
    }
    guard case .list(let items) = value else {
      throw SourceError.source(
        resource.agency,
        IBI511Failure.unreadable(
          url: url, resource: resource.name, reason: "\(value.kind) where a list of records belongs"))
    }
    var records: [IBI511Record] = []
    var skipped: [Int] = []
    for (index, item) in items.enumerated() {
      if case .object(let object) = item { records.append(IBI511Record(object)) } else { skipped.append(index) }
    }
    return IBI511Answer(records: records, skipped: skipped)
  }

  /// What was skipped, for `doctor`.
  func notes(resource: String) -> [String] {
    skipped.isEmpty
      ? []
      : [
        "\(resource): \(skipped.count) element(s) of the list are not records and were skipped (first at \(skipped[0]))"
      ]
  }
}
