import FoundationEssentials

/// Which pass a wsdot.com page is about, by its heading (or title): a page is read as a pass's only
/// when it names that pass. A page that names another catalogue pass (a CMS slug mix-up, a mirror
/// that saved pages under the wrong names, a redirect to a neighbour's page) is a failed page; one
/// whose name cannot be read, or names no pass Passengr knows, is read with a warning, so its
/// openings read `unknown` while a closure on it stands.
enum PageIdentity {
  /// The catalogue pass `publishedName` names ("Manastash Ridge I-82", "Manastash Ridge I-82 |
  /// WSDOT", "WSDOT - Stevens Pass", or an alias such as "Snoqualmie Summit"), if any.
  static func pass(named publishedName: String) -> Pass? {
    var name = TextSanitizer.clean(publishedName).collapsingSpaces()
    if let bar = name.lastRange(of: " | "), name[bar.upperBound...].equalsIgnoringCase("WSDOT") {
      name = String(name[..<bar.lowerBound])
    }
    if name.hasPrefix("WSDOT - ") { name = String(name.dropFirst("WSDOT - ".count)) }
    if let pass = PassCatalog.pass(publishedName: name) { return pass }
    let candidates = [name.lowercased(), PassCatalog.split(publishedName: name).name.lowercased()]
    return PassCatalog.wsdot.first { pass in
      (WSDOT.aliases[pass.id] ?? []).contains { candidates.contains($0.lowercased()) }
    }
  }

  /// `report`, read from `url` for `pass`, once its page is shown to be that pass's. Throws when the
  /// page names another catalogue pass; adds a warning when it names none that can be told.
  static func confirm(_ report: PassReport, is pass: Pass, url: String) throws -> PassReport {
    let shown = TextSanitizer.clean(report.publishedName)
    guard let named = Self.pass(named: shown) else {
      var report = report
      let which =
        shown.isEmpty ? "has no heading or title that can be read" : "names no pass Passengr knows (\"\(shown)\")"
      report.conditions.warning = "the page at \(url) \(which), so it is not shown to be \(pass.name)'s"
      return report
    }
    guard named.id == pass.id else {
      throw SourceError.notTheExpectedPage(
        url: url, reason: "it is \(named.name)'s page (\"\(shown)\"), not \(pass.name)'s")
    }
    return report
  }
}
