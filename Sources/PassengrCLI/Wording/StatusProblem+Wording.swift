import FoundationEssentials
import PassengrKit

extension StatusProblem {
  /// The problem as one stderr line, in the CLI's words (naming its flags where they help), with
  /// ages counted to `now`.
  func line(now: Date) -> String {
    switch self {
    case .offline(let reason, let saved):
      return "offline: \(reason); \(saved.summary(now: now))"
    case .sourceFailed(let source, let consecutiveFailures, let reason, let saved):
      let streak = consecutiveFailures >= 2 ? " (\(consecutiveFailures) failed refreshes in a row)" : ""
      return "could not refresh from \(source)\(streak): \(PassengrError.hinted(reason)); \(saved.summary(now: now))"
    case .sourcePartlyFailed(let source, let passes, let reason, let saved):
      return
        "\(passes.joined(separator: ", ")): could not read \(source): \(PassengrError.hinted(reason)); \(saved.summary(now: now))"
    case .passesFailed(let passes, let reason, let saved):
      return "\(passes.joined(separator: ", ")): \(PassengrError.hinted(reason)); \(saved.summary(now: now))"
    case .noSavedData(let passes):
      return "no saved data for \(passes.joined(separator: ", ")); run without --offline to fetch it"
    case .savedDataTooOld(let fetchedAt, let maxStale):
      return
        "the saved data is from \(Reports.age(of: fetchedAt, at: now)), older than --max-stale \(maxStale); run without --offline"
    case .nothingToShow(let causes):
      // What failed, without "no saved data to show" once per cause: the line says it once.
      let failed = causes.map { $0.line(now: now).replacingEvery("; \(Self.SavedData.nothing)", with: "") }
        .joined(separator: "; ")
      // Nothing was asked of the network (--offline), or only keys are missing: the network is
      // not what to check.
      guard causes.contains(where: \.isNetworkTrouble) || causes.isEmpty else { return failed }
      let demo =
        Self.isInSourceTree
        ? "; to see Passengr work without one, run it here with --base-url Fixtures --data-dir .build/demo" : ""
      return
        "\(failed.isEmpty ? "nothing could be fetched" : failed); no saved data to show yet. Check the network and run again"
        + demo
    }
  }

  /// Whether the problem may be the network's: a failed source, not one only waiting for its key
  /// (the key's wording says how to set one) and not a pass with nothing saved under --offline.
  private var isNetworkTrouble: Bool {
    switch self {
    case .offline: return true
    case .sourceFailed(_, _, let reason, _), .sourcePartlyFailed(_, _, let reason, _), .passesFailed(_, let reason, _):
      // A key missing or refused is the key's trouble: its wording says what to do.
      guard case .key = reason else { return true }
      return false
    case .noSavedData, .savedDataTooOld, .nothingToShow: return false
    }
  }

  /// Whether passengr runs in its own source tree, where the shipped recording is `Fixtures/`.
  private static var isInSourceTree: Bool {
    let manager = FileManager.default
    return manager.fileExists(atPath: "Package.swift") && manager.fileExists(atPath: "Fixtures/RECORDED")
  }
}

extension StatusProblem.SavedData {
  /// What is said when none of the passes has saved data.
  static let nothing = "no saved data to show"

  /// "showing data from 3 h ago", "showing the saved data of the others (…); none is saved yet for
  /// Wauconda Pass", or "no saved data to show".
  func summary(now: Date) -> String {
    guard let oldestFetch else { return Self.nothing }
    let age = Reports.age(of: oldestFetch, at: now)
    guard !missing.isEmpty else { return "showing data from \(age)" }
    return
      "showing the saved data of the others (from \(age)); none is saved yet for \(missing.joined(separator: ", "))"
  }
}
