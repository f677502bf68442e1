import FoundationEssentials

/// Fetches conditions for a list of passes, each from its agency's source, and passes the user
/// added from their own pages: every agency at once.
struct ConditionsFetcher: Sendable {
  /// The agencies fetched from.
  let agencies: Agencies
  /// The source in use for each agency.
  let sourceNames: [AgencyID: SourceName]
  private let sources: [AgencyID: any AgencySource]
  private let custom: CustomPageSource

  /// Creates a fetcher: for each agency the source `chosen` names (its default otherwise), reading
  /// through `loader` with the agency's key from `keys` when that source needs one, and its pace;
  /// sources may keep rarely changing data in `cacheDirectory`.
  init(
    agencies: Agencies = .all, chosen: [AgencyID: SourceName] = [:], loader: ResourceLoader,
    keys: [AgencyID: Secret] = [:],
    keyFiles: [AgencyID: String] = [:], clock: @escaping @Sendable () -> Date, cacheDirectory: URL? = nil
  ) {
    self.agencies = agencies
    var names: [AgencyID: SourceName] = [:]
    var sources: [AgencyID: any AgencySource] = [:]
    for agency in agencies.list where sources[agency.id] == nil {
      let name = chosen[agency.id] ?? agency.defaultSourceName
      let access = agency.key.flatMap { key in
        key.isNeeded(by: name)
          ? ResourceLoader.Access(
            agency: agency.id, requirement: key, key: keys[agency.id], file: keyFiles[agency.id] ?? agency.id.rawValue)
          : nil
      }
      let settings = SourceSettings(
        loader: loader.agency(
          access: access, minimumInterval: agency.minimumRequestInterval, window: agency.requestWindow,
          layout: agency.mirrorLayout),
        clock: clock, cacheDirectory: cacheDirectory)
      names[agency.id] = name
      sources[agency.id] = agency.source(named: name, settings)
    }
    sourceNames = names
    self.sources = sources
    custom = CustomPageSource(loader: loader, clock: clock)
  }

  /// Where `pass` is really read from, as `loader` resolves it (the base location, a mirror or a directory,
  /// for built-in passes; a user's own page as given): the hosts its refresh needs.
  func requestURLs(for pass: Pass, loader: ResourceLoader) -> [URL] {
    if let custom = pass.custom { return [loader.effectiveURL(for: custom.url, isBuiltIn: false)] }
    return readers(of: pass).flatMap { reader in
      let layout = agencies.agency(reader.agency)?.mirrorLayout
      return (sources[reader.agency]?.requestURLs(for: reader) ?? []).map {
        loader.effectiveURL(for: $0, layout: layout)
      }
    }
  }

  /// Every address a refresh of `pass` contacts, by the health name of its source, as given and as
  /// `loader` resolves it: its agency's feeds and the pages that source consults, or the page of a
  /// pass the user added.
  func contactedURLs(for pass: Pass, loader: ResourceLoader) -> [(source: String, url: URL, effective: URL)] {
    if let custom = pass.custom {
      return [(sourceName(for: pass), custom.url, loader.effectiveURL(for: custom.url, isBuiltIn: false))]
    }
    return readers(of: pass).flatMap { reader in
      let layout = agencies.agency(reader.agency)?.mirrorLayout
      return (sources[reader.agency]?.contactedURLs(for: reader) ?? []).map {
        ($0.source, $0.url, loader.effectiveURL(for: $0.url, layout: layout))
      }
    }
  }

  /// The copies of `pass` a refresh reads: its own and its partners' (`SharedPasses`), each of an
  /// agency that publishes conditions; just `pass` when none of them does.
  func readers(of pass: Pass) -> [Pass] {
    let all = [pass] + pass.partners
    let reading = all.filter { agencies.agency($0.agency)?.publishesConditions ?? true }
    return reading.isEmpty ? [pass] : reading
  }

  /// The built-in passes worth saving besides `targets`: the rest of the catalogue of every agency
  /// whose one answer carries them all anyway.
  func quietExtras(besides targets: [Pass]) -> [Pass] {
    let asked = Set(targets.map(\.id))
    let wanted = Set(targets.map(\.agency))
    let whole = Set(
      agencies.list.filter { wanted.contains($0.id) && sources[$0.id]?.answersWholeCatalogue == true }.map(\.id))
    // A pass several agencies report is saved only whole, when asked for: half of it is no answer.
    return agencies.catalogue.filter {
      whole.contains($0.agency) && readers(of: $0).count == 1 && !asked.contains($0.id)
    }
  }

  /// The name of the source `pass` is read from: its agency's source, or the host of the page of a
  /// pass the user added. Health is counted per source.
  func sourceName(for pass: Pass) -> String {
    if let custom = pass.custom { return custom.url.host.map { "custom \($0)" } ?? "custom" }
    return sources[pass.agency]?.name ?? pass.agency.rawValue
  }

  /// The health names of `agency`'s source in use and the second sources it consults.
  func healthNames(of agency: AgencyID) -> [String] {
    sources[agency].map { [$0.name] + $0.consultedNames } ?? []
  }

  /// One result per pass id; `progress` hears how many more passes are done.
  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)? = nil) async -> [Int: Result<
    PassConditions, Error
  >] {
    var groups: [(source: any PassSource, passes: [Pass])] = []
    let mine = passes.filter(\.isCustom)
    if !mine.isEmpty { groups.append((custom, mine)) }
    // A pass several agencies report is read from each of them, every copy by its own agency.
    var read: [Pass] = []
    for pass in passes where !pass.isCustom {
      for reader in readers(of: pass) where !read.contains(where: { $0.id == reader.id }) { read.append(reader) }
    }
    for agency in agencies.list {
      let theirs = read.filter { $0.agency == agency.id }
      if !theirs.isEmpty, let source = sources[agency.id] { groups.append((source, theirs)) }
    }
    let orphans = read.filter { sources[$0.agency] == nil }
    // Every source at once; each gives one result per pass of its own.
    let sourced = groups
    let bySource = await Concurrently.results(for: Array(sourced.indices)) { index in
      await sourced[index].source.conditions(for: sourced[index].passes, progress: progress)
    }
    var all: [Int: Result<PassConditions, Error>] = [:]
    for pass in orphans {
      all[pass.id] = .failure(SourceError.passNotInSource(id: pass.id, source: pass.agency.rawValue))
    }
    for case .success(let results) in bySource.values { all.merge(results) { first, _ in first } }
    return combiningPartners(of: passes, in: all)
  }

  /// `results` with each pass several agencies report answered once, under its own id, from every
  /// copy read (`PassConditions.combining`); the partners' own answers are dropped.
  private func combiningPartners(of passes: [Pass], in results: [Int: Result<PassConditions, Error>]) -> [Int:
    Result<PassConditions, Error>]
  {
    var results = results
    let asked = Set(passes.map(\.id))
    for pass in passes where !pass.partners.isEmpty && !pass.isCustom {
      let shares = readers(of: pass).map { reader in
        let agency = agencies.agency(reader.agency)
        return PassConditions.Share(
          agency: agency?.name ?? reader.agency.rawValue,
          source: sources[reader.agency]?.name ?? reader.agency.rawValue,
          result: results[reader.id]
            ?? .failure(SourceError.passNotInSource(id: reader.id, source: reader.agency.rawValue)))
      }
      results[pass.id] = PassConditions.combining(shares, over: pass.directions.all)
      for partner in pass.partners where !asked.contains(partner.id) { results[partner.id] = nil }
    }
    return results
  }
}
