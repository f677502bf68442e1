import FoundationEssentials

/// A Caltrans district's chain-control feed (`ccStatusDNN.json`), read leniently: every value is a
/// string, entries may be `{"cc": null}` or `{}`, and one unreadable record never sinks the rest.
struct ChainControlFeed: Equatable, Sendable {
  var district: Int
  var checkpoints: [ChainControlCheckpoint]
  /// Records that could not be read (no route or county, or not a record at all).
  var skipped: Int

  /// When the file was last generated, as read at `now`: the newest time of an in-service record.
  /// Retired gates keep whatever date they were left with (2099 has been seen), and a record dated
  /// in the future says nothing about when the file was written, so neither counts.
  func generatedAt(now: Date) -> Date? {
    checkpoints.filter(\.isInService).compactMap(\.recordedAt).filter { Plausibility.isPlausible($0, now: now) }.max()
  }

  /// How many records are dated in the future at `now` (ignored for staleness).
  func futureRecords(now: Date) -> Int {
    checkpoints.compactMap(\.recordedAt).filter { $0 > now.addingTimeInterval(Plausibility.futureAllowance) }.count
  }

  /// Decodes `data`; malformed JSON is reported with line and column.
  static func decode(_ data: Data, district: Int, url: String) throws -> ChainControlFeed {
    let source = SourceFormat.caltransCC.rawValue
    let root: JSONValue
    do {
      root = try JSONValue(parsing: data)
    } catch {
      let failure = JSONSyntaxLocator.firstError(in: Array(data))
      throw SourceError.malformed(
        source: source, url: url, location: failure?.location ?? "the top level", reason: failure?.reason ?? "not JSON")
    }
    guard let entries = root["data"]?.array else {
      throw SourceError.noPassData(source: source, url: url)
    }
    var checkpoints: [ChainControlCheckpoint] = []
    var skipped = 0
    for entry in entries {
      if let checkpoint = checkpoint(from: entry, district: district) {
        checkpoints.append(checkpoint)
      } else {
        skipped += 1
      }
    }
    guard !checkpoints.isEmpty else { throw SourceError.noPassData(source: source, url: url) }
    return ChainControlFeed(district: district, checkpoints: checkpoints, skipped: skipped)
  }

  private static func checkpoint(from entry: JSONValue, district fallback: Int) -> ChainControlCheckpoint? {
    guard let record = entry["cc"]?.object, let location = record["location"]?.object
    else { return nil }
    let text = { (dictionary: [String: JSONValue]?, key: String) -> String in
      TextSanitizer.clean(dictionary?[key]?.string ?? "")
    }
    let route = text(location, "route")
    let county = text(location, "county")
    guard !route.isEmpty, !county.isEmpty else { return nil }
    let status = record["statusData"]?.object
    let stamp = record["recordTimestamp"]?.object
    return ChainControlCheckpoint(
      index: text(record, "index"),
      district: Int(text(location, "district")) ?? fallback,
      locationName: text(location, "locationName").isEmpty
        ? text(location, "nearbyPlace") : text(location, "locationName"),
      direction: direction(text(location, "direction")),
      county: county, route: route,
      isInService: text(record, "inService").lowercased() != "false",
      status: text(status, "status"), statusDescription: text(status, "statusDescription"),
      recordedAt: date(text(stamp, "recordDate"), text(stamp, "recordTime")))
  }

  /// "East" … "South"; "*" (or anything unreadable) means both directions.
  private static func direction(_ text: String) -> TravelDirection? {
    switch text.lowercased() {
    case "east", "eastbound", "e": return .eastbound
    case "west", "westbound", "w": return .westbound
    case "north", "northbound", "n": return .northbound
    case "south", "southbound", "s": return .southbound
    default: return nil
    }
  }

  /// "2026-09-29" and "20:57:03", Pacific local time.
  static func date(_ day: String, _ time: String) -> Date? {
    let d = day.split(separator: "-").compactMap { Int($0) }
    let t = time.split(separator: ":").compactMap { Int($0) }
    guard d.count == 3, t.count >= 2, (1...12).contains(d[1]), (1...31).contains(d[2]), (0...23).contains(t[0]),
      (0...59).contains(t[1])
    else { return nil }
    return PacificTime.date(
      year: d[0], month: d[1], day: d[2], hour: t[0], minute: t[1], second: t.count > 2 ? t[2] : 0)
  }

  /// Conditions for a pass of `corridor`: each direction's level is the worst over its in-service
  /// checkpoints (a `*` checkpoint counts for both); an unreadable status is unknown, which
  /// outranks open but not a known restriction. Nil when no in-service checkpoint belongs to it.
  static func conditions(
    for corridor: Corridor, directions: DirectionPair, in feeds: [ChainControlFeed], fetchedAt: Date
  ) -> PassConditions? {
    let mine = feeds.flatMap(\.checkpoints).filter { $0.isInService && $0.belongs(to: corridor) }
    guard !mine.isEmpty else { return nil }
    let (first, second) = directions.directions
    let restrictions = [first, second].map { direction -> Restriction in
      let all = mine.filter { $0.reports(direction) }
      guard !all.isEmpty else {
        return Restriction(direction: direction, text: "no checkpoint reports this direction", level: .unknown)
      }
      // A truck level (MAX, MIN, TS) binds trucks: a car goes by the R-levels, unless its words close the road.
      let reporting = all.filter { !$0.isTruckLevel }
      let truckClosures = all.filter(\.isTruckLevel).compactMap { checkpoint in
        checkpoint.truckLevelForACar.map { (checkpoint, $0) }
      }
      let levels = reporting.map(\.level) + truckClosures.map(\.1)
      guard !levels.isEmpty else {
        let posted = all.map { "\($0.status) at \($0.locationName)" }.joined(separator: ", ")
        return Restriction(
          direction: direction,
          text: "only truck chain controls are posted (\(posted)); no checkpoint says what a car needs",
          level: .unknown)
      }
      let level = RestrictionLevel.worst(of: levels)
      let shown =
        reporting.first { $0.level == level }?.text ?? truckClosures.first { $0.1 == level }.map(\.0.text)
        ?? reporting.first?.text ?? all[0].text
      return Restriction(direction: direction, text: shown, level: level)
    }
    let trucks = mine.filter(\.isTruckLevel).map {
      "\($0.status) at \($0.locationName): truck chain controls (trucks only)"
    }
    var skipped = feeds.filter { $0.skipped > 0 }.map {
      "district \($0.district) feed: \($0.skipped) unreadable record\($0.skipped == 1 ? "" : "s") skipped"
    }
    for feed in feeds {
      let future = feed.futureRecords(now: fetchedAt)
      if future > 0 {
        skipped.append(
          "district \(feed.district) feed: \(future) record\(future == 1 ? "" : "s") dated in the future ignored")
      }
    }
    return PassConditions(
      restrictions: restrictions,
      roadConditions: "Chain controls only: closures are not reported in this feed.", weather: nil, temperatureF: nil,
      updatedAt: mine.compactMap(\.recordedAt).filter { Plausibility.isPlausible($0, now: fetchedAt) }.max(),
      fetchedAt: fetchedAt,
      notes: trucks + skipped)
  }
}
