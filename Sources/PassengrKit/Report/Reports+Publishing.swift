import Foundation

extension Reports {
  /// Writes `page`, made of `rows`, to `path` atomically (mode 0600), unless the page already
  /// there knows more and is younger than `maxStale` (see `PagePublication`).
  public static func publishHTML(_ page: String, rows: [StatusRow], to path: String, now: Date = Date(), maxStale: TimeSpan) throws -> PagePublication {
    let known = PagePublication.known(rows)
    let url = URL(fileURLWithPath: path)
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let modified = attributes?[.modificationDate] as? Date, now.timeIntervalSince(modified) <= maxStale.seconds,
       attributes?[.type] as? FileAttributeType == .typeRegular,
       let data = try? LocalFile.read(url, limit: LocalFile.documentLimit) {
      let pageKnown = PagePublication.known(in: String(decoding: data, as: UTF8.self))
      if let pageKnown, known < pageKnown {
        return .kept(path: path, known: known, pageKnown: pageKnown, shown: rows.count)
      }
      if pageKnown == nil, known == 0 {
        return .kept(path: path, known: known, pageKnown: nil, shown: rows.count)
      }
    }
    try HTMLReport.write(page + PagePublication.marker(known: known, shown: rows.count), to: path)
    return .written
  }
}
