import FoundationEssentials

/// The agencies a session works with, in the order their passes are listed on a first run.
/// `Agencies.all` is the built-in set; tests give a session their own.
package struct Agencies: Sendable {
  /// The built-in agencies; a new one is one more line here.
  package static let all = Agencies([
    WSDOT(),
    Caltrans(),
    WYDOT(),
    ODOT(),
    CDOT(),
    MDT(),
    ITD(),
    UDOT(),
    NDOT(),
    ADOT(),
    DriveBC(),
  ])

  /// The agencies, in order.
  let list: [any Agency]
  /// Each agency's catalogue, in the order of `list`: an agency makes its catalogue from its tables
  /// each time it is asked, so a set asks once.
  private let catalogues: [[Pass]]
  /// Every built-in pass once, in the order of `list`: a pass several agencies list (`SharedPasses`)
  /// in the place of the copy it keeps, with the others as its partners.
  let catalogue: [Pass]
  /// The built-in pass of each id; a partner's id gives the pass it belongs to.
  private let passesByID: [Int: Pass]
  /// For the id of each partner, the id of the pass it belongs to.
  let keptIDs: [Int: Int]

  /// A set of agencies.
  init(_ list: [any Agency]) {
    self.list = list
    catalogues = list.map(\.catalogue)
    let listed = Dictionary(catalogues.joined().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var partners: [Int: [Pass]] = [:]
    var kept: [Int: Int] = [:]
    for group in SharedPasses.groups {
      guard let first = group.first, listed[first] != nil else { continue }
      for id in group.dropFirst() {
        guard let partner = listed[id] else { continue }
        partners[first, default: []].append(partner)
        kept[id] = first
      }
    }
    keptIDs = kept
    catalogue = catalogues.joined().compactMap { pass in
      guard kept[pass.id] == nil else { return nil }
      var pass = pass
      pass.partners = partners[pass.id] ?? []
      return pass
    }
    var byID = Dictionary(catalogue.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for (partner, first) in kept { byID[partner] = byID[first] }
    passesByID = byID
  }

  /// The agency with `id`.
  func agency(_ id: AgencyID) -> (any Agency)? { list.first { $0.id == id } }

  /// Every id a selection by agency accepts: these agencies and `custom`.
  package var ids: [AgencyID] { list.map(\.id) + [.custom] }

  /// The agencies whose sources take a key, in order: what `key set` completes.
  package var keyedIDs: [AgencyID] { list.filter { $0.key != nil }.map(\.id) }

  /// The road prefixes the agencies declare for their own systems, each with the agency's state;
  /// the first agency to declare a prefix keeps it.
  var routes: [String: String] {
    var routes: [String: String] = [:]
    for agency in list {
      guard let state = agency.state else { continue }
      for prefix in agency.routePrefixes where routes[prefix] == nil { routes[prefix] = state }
    }
    return routes
  }

  /// The built-in pass with `id`, of whichever agency (the first, should two agencies list it); the
  /// id of a partner (`SharedPasses`) gives the one pass it belongs to.
  func pass(id: Int) -> Pass? { passesByID[id] }

  /// The agency that publishes the source called `name`.
  func agency(publishing name: SourceName) -> (any Agency)? { list.first { $0.sourceNames.contains(name) } }

  /// The agency whose formats include `format`.
  func agency(reading format: SourceFormat) -> (any Agency)? { list.first { $0.formats.contains(format) } }

  /// What is wrong with this set, if anything: two agencies with one id, overlapping id ranges, a
  /// catalogue pass outside its agency's range or of another agency, a pass id twice, a source or
  /// format name twice. A session refuses such a set rather than silently taking the first.
  var problems: [String] {
    var problems: [String] = []
    var seen: [AgencyID] = []
    for agency in list {
      if seen.contains(agency.id) || agency.id == .custom {
        problems.append("agency id '\(agency.id)' is used twice or reserved")
      }
      seen.append(agency.id)
    }
    for (index, (agency, catalogue)) in zip(list, catalogues).enumerated() {
      for other in list[(index + 1)...] where agency.idRange.overlaps(other.idRange) {
        problems.append("the id ranges of \(agency.id) (\(agency.idRange)) and \(other.id) (\(other.idRange)) overlap")
      }
      if agency.idRange.overlaps(UserPasses.idRange) {
        problems.append(
          "the id range of \(agency.id) (\(agency.idRange)) overlaps the ids of passes users add (\(UserPasses.idRange))"
        )
      }
      for pass in catalogue {
        if !agency.idRange.contains(pass.id) {
          problems.append("\(agency.id) pass \(pass.id) (\(pass.name)) is outside \(agency.idRange)")
        }
        if pass.agency != agency.id {
          problems.append("\(agency.id) pass \(pass.id) (\(pass.name)) says it belongs to \(pass.agency)")
        }
      }
    }
    let ids = catalogues.joined().map(\.id)
    for id in Set(ids) where ids.filter({ $0 == id }).count > 1 { problems.append("pass id \(id) is used twice") }
    let sources = list.flatMap(\.sourceNames)
    for name in Set(sources) where sources.filter({ $0 == name }).count > 1 {
      problems.append("source name '\(name)' is used twice")
    }
    let formats = list.flatMap(\.formats)
    for format in Set(formats) where formats.filter({ $0 == format }).count > 1 || format == .auto {
      problems.append("format '\(format)' is used twice or reserved")
    }
    return problems.sorted()
  }
}

extension AgencyID {
  /// Every id a selection by agency accepts: the built-in agencies and `custom`.
  public static var all: [AgencyID] { Agencies.all.ids }
}
