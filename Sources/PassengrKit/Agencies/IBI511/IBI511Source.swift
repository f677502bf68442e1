import FoundationEssentials

/// A state's 511 resources, each asked once per refresh for every pass of the state (the platform
/// has no filters: every answer is the whole state), concurrently, through the shared loader,
/// which adds the key as the query item `key` and keeps to the state's pace. One resource failing
/// fails only what needs it.
struct IBI511Source: AgencySource {
  let deployment: IBI511Deployment
  let sites: [IBI511Site]
  let loader: ResourceLoader
  let clock: @Sendable () -> Date

  var name: String { deployment.agency.rawValue }
  var answersWholeCatalogue: Bool { true }
  var consultedNames: [String] { deployment.resources.map(\.healthName) }
  func requestURLs(for pass: Pass) -> [URL] { deployment.resources.map(\.url) }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    let reading = await read()
    return Dictionary(
      passes.map { pass in
        let result: Result<PassConditions, Error> =
          sites.first { $0.pass.id == pass.id }.map { reading.conditions(for: $0) }
          ?? .failure(SourceError.passNotInSource(id: pass.id, source: name))
        return (pass.id, result)
      }, uniquingKeysWith: { first, _ in first })
  }

  /// Reads every resource once.
  func read() async -> IBI511Reading {
    let loader = self.loader
    let results = await withTaskGroup(of: (IBI511Resource.Kind, Result<IBI511Answer, Error>).self) { group in
      for resource in deployment.resources {
        group.addTask {
          do {
            let answer = try await loader.decoded(resource.url) { fetched in
              try await CPUWork.run { try IBI511Answer.decode(fetched.data, resource: resource, url: fetched.location) }
            }
            return (resource.kind, .success(answer))
          } catch {
            return (resource.kind, .failure(error))
          }
        }
      }
      var results: [IBI511Resource.Kind: Result<IBI511Answer, Error>] = [:]
      for await (kind, result) in group { results[kind] = result }
      return results
    }
    let fetchedAt = clock()
    // A directory is a recording: judged at its own newest time, not at the moment it is read.
    let now = loader.readsFromDisk ? (IBI511Reading.newestTime(of: results) ?? fetchedAt) : fetchedAt
    return IBI511Reading(deployment: deployment, answers: results, now: now, fetchedAt: fetchedAt)
  }

  /// Which resource a saved answer is, from its records' fields.
  static func kind(of answer: IBI511Answer) -> IBI511Resource.Kind? {
    for record in answer.records.prefix(20) {
      if record.has("EventType", "IsFullClosure", "DirectionOfTravel") { return .event }
      if record.has("SeasonalInfo", "MaxElevation", "StationName") { return .mountainPasses }
      if record.has("Overall Status", "Primary Condition") { return .winterRoads }
      if record.has("RoadCondition", "Restriction") { return .roadConditions }
    }
    return nil
  }
}
