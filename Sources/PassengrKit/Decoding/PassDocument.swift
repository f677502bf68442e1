import Foundation

/// Reads a saved page or feed, as `passengr parse` does.
enum PassDocument {
  /// The bytes of the file at `path`; a directory or a missing file is an `unreadableFile` error.
  public static func read(path: String) throws -> Data {
    do {
      return try LocalFile.read(URL(fileURLWithPath: path))
    } catch {
      throw PassengrError.unreadableFile(path: path, reason: error.reason)
    }
  }

  /// The passes in `data`, and the format it was read as.
  ///
  /// - Parameters:
  ///   - format: the shape to expect, or `.auto` to guess from the content.
  ///   - location: a file path or URL, used in error messages.
  public static func reports(
    from data: Data, format: SourceFormat = .auto, charset: String? = nil, location: String, fetchedAt: Date = Date()
  ) throws -> (format: SourceFormat, reports: [PassReport]) {
    let resolved = format == .auto ? SourceFormat.detect(data) : format
    switch resolved {
    case .auto, .wsdotFeed:
      return (.wsdotFeed, try FeedDecoder.mobileFeed(data, url: location, fetchedAt: fetchedAt))
    case .wsdotAPI:
      let resource = ResourceLoader.Resource(data: data, charset: charset, location: location)
      return (.wsdotAPI, try WSDOTAPISource.decode(resource, location: location, fetchedAt: fetchedAt))
    case .caltransCC:
      let feed = try ChainControlFeed.decode(data, district: 0, url: location)
      return (.caltransCC, feed.checkpoints.map { $0.report(fetchedAt: fetchedAt) })
    case .wsdotPage, .legacyPage:
      var report = try PassPageDecoder.decode(data, format: resolved, charset: charset, url: location, fetchedAt: fetchedAt)
      report.id = PassCatalog.pass(publishedName: report.publishedName)?.id
      return (resolved, [report])
    }
  }
}

extension PassCatalog {
  /// The built-in pass a page title names ("Snoqualmie Pass I-90", "Snoqualmie Pass"), if any.
  public static func pass(publishedName: String) -> Pass? {
    let name = split(publishedName: publishedName).name.lowercased()
    return wsdot.first { $0.name.lowercased() == name }
  }
}
