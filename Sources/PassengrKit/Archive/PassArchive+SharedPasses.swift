import FoundationEssentials

extension PassArchive {
  /// The archive with the separate entries earlier versions kept of a pass several agencies report
  /// (`SharedPasses`: ITD's and MDT's Targhee Pass) merged into the one pass: in the place of the
  /// first of them, enabled when any was, its last conditions combined from what each reporting
  /// agency's entry held (a closure either saved stays), trips that named a partner naming the pass.
  /// Entries a user added are never touched; an archive without partner entries is returned as is.
  func mergingSharedPasses(from agencies: Agencies = .all) -> PassArchive {
    guard passes.contains(where: { !$0.pass.isCustom && agencies.keptIDs[$0.pass.id] != nil }) else { return self }
    var archive = self
    for pass in agencies.catalogue where !pass.partners.isEmpty {
      let ids = [pass.id] + pass.partners.map(\.id)
      let agencyOf = Dictionary(uniqueKeysWithValues: ([pass] + pass.partners).map { ($0.id, $0.agency) })
      let entries = archive.passes.filter { entry in
        !entry.pass.isCustom && agencyOf[entry.pass.id] == entry.pass.agency
      }
      guard entries.contains(where: { $0.pass.id != pass.id }) else { continue }
      let first = entries.min { $0.pass.order < $1.pass.order }
      var merged = entries.first { $0.pass.id == pass.id } ?? ArchivedPass(pass: pass)
      merged.pass.order = first?.pass.order ?? merged.pass.order
      merged.pass.isEnabled = entries.contains { $0.pass.isEnabled }
      merged.conditions = Self.combinedConditions(of: pass, from: entries, agencies: agencies)
      if merged.conditions == nil || entries.contains(where: { $0.conditions != nil && $0.lastError != nil }) {
        merged.lastError = entries.lazy.compactMap(\.lastError).first
        merged.errorOrigin = entries.lazy.compactMap(\.errorOrigin).first
      }
      merged.lastAttempt = entries.compactMap(\.lastAttempt).max()
      merged.weather = merged.weather ?? entries.lazy.compactMap(\.weather).first
      guard let position = archive.passes.firstIndex(where: { ids.contains($0.pass.id) && !$0.pass.isCustom }) else {
        continue
      }
      archive.passes.removeAll { ids.contains($0.pass.id) && !$0.pass.isCustom }
      archive.passes.insert(merged, at: min(position, archive.passes.count))
      for trip in archive.trips.indices {
        for leg in archive.trips[trip].legs.indices where ids.contains(archive.trips[trip].legs[leg].passID) {
          archive.trips[trip].legs[leg].passID = pass.id
        }
      }
    }
    // The list's positions run on without the gaps the merged entries left.
    let ordered = archive.passes.indices.sorted {
      (archive.passes[$0].pass.order, $0) < (archive.passes[$1].pass.order, $1)
    }
    for (offset, index) in ordered.enumerated() { archive.passes[index].pass.order = offset + 1 }
    return archive
  }

  /// What the entries of `pass`'s agencies saved, as one answer: each reporting agency's last
  /// conditions credited to it, as a refresh combines them. Nil when none saved any.
  private static func combinedConditions(of pass: Pass, from entries: [ArchivedPass], agencies: Agencies)
    -> PassConditions?
  {
    let shares = ([pass] + pass.partners).compactMap { copy -> PassConditions.Share? in
      guard let agency = agencies.agency(copy.agency), agency.publishesConditions,
        let conditions = entries.first(where: { $0.pass.id == copy.id })?.conditions
      else { return nil }
      return PassConditions.Share(
        agency: agency.name, source: agency.defaultSourceName.rawValue,
        result: .success(conditions))
    }
    guard !shares.isEmpty else { return nil }
    return try? PassConditions.combining(shares, over: pass.directions.all).get()
  }
}
