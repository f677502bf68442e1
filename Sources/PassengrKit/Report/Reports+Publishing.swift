import FoundationEssentials

extension Reports {
  /// Writes `page`, made of `rows`, to `path` atomically (mode 0600), unless the page already
  /// there knows more and is younger than `maxStale` (see `PagePublication`). A trip's page passes
  /// its check's rows: it follows the same rule.
  public static func publishHTML(
    _ page: String, rows: [StatusRow], to path: String, now: Date, maxStale: TimeSpan
  ) throws -> PagePublication {
    try HTMLReport.checkTarget(path)
    let known = PagePublication.known(rows)
    let url = URL(fileURLWithPath: path)
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let modified = attributes?[.modificationDate] as? Date, now.timeIntervalSince(modified) <= maxStale.seconds,
      attributes?[.type] as? FileAttributeType == .typeRegular,
      let data = try? LocalFile.read(url, limit: LocalFile.documentLimit)
    {
      let record = PagePublication.record(in: String(decoding: data, as: UTF8.self))
      let (less, lacking) = PagePublication.knowsLess(rows, than: record)
      if less {
        return .kept(path: path, known: known, pageKnown: record?.known, shown: rows.count, lacking: lacking)
      }
    }
    try HTMLReport.write(page + PagePublication.marker(rows), to: path)
    return .written
  }
}
