import FoundationEssentials
import Glibc
import PassengrKit

extension DoctorCheck {
  /// The check's name in the first column of `doctor` and the `label` of its JSON: "data
  /// directory", "key odot", "source wsdot".
  var label: String {
    switch subject {
    case .version(let component): return component.rawValue
    case .dataDirectory: return "data directory"
    case .lockFile: return "lock file"
    case .archive: return "archive"
    case .sourceHealth: return "source health"
    case .droppedValues: return "dropped values"
    case .sourceNote: return "source notes"
    case .history: return "history"
    case .leftoverFiles: return "leftover files"
    case .backups: return "backups"
    case .backup: return "backup"
    case .key(let agency): return "key \(agency)"
    case .source(let name, _, _): return "source \(name)"
    }
  }

  /// What was found, in words that name no command (the JSON's `detail`); ages are counted to `now`.
  func detail(now: Date) -> String {
    switch finding {
    case .version(let version): return version
    case .failed(let error): return error.description
    case .writable: return "\(place): ok, writable"
    case .notCreatedYet:
      if case .archive = subject { return "none yet (created on the first run)" }
      return "\(place): not there yet, can be created (by the first run)"
    case .archive(let passes, let enabled, let lastRefresh):
      let refreshed = lastRefresh.map { "last refresh \(Reports.age(of: $0, at: now))" } ?? "never refreshed"
      return "ok: \(passes) passes, \(enabled) enabled, \(refreshed)"
    case .consecutiveFailures(let count):
      let source = if case .sourceHealth(let source) = subject { source } else { "" }
      return "\(source): \(count) consecutive failed refresh\(count == 1 ? "" : "es")"
    case .droppedValues(let count):
      return "\(count) implausible, dropped in the last refresh (shown as unknown; see the notes below)"
    case .note(let note): return "\(note) (last refresh)"
    case .inaccessible(let code):
      let reason = String(cString: strerror(code))
      return
        "\(place): \(reason.prefix(1).lowercased() + reason.dropFirst()): every refresh that records a change fails"
    case .notARegularFile(let isDirectory):
      return
        "\(place) is \(isDirectory ? "a directory" : "not a regular file"): every refresh that records a change fails until it is moved aside"
    case .history(let bytes, let skipped):
      let size = "\((bytes + 1023) / 1024) KB"
      guard skipped > 0 else { return "\(place): ok, \(size)" }
      let lines = skipped == 1 ? "1 unreadable line" : "\(skipped) unreadable lines"
      return "\(place): \(lines) skipped by every read (a run may have been cut short); the rest ok, \(size)"
    case .leftoverFiles(let names):
      return
        "\(names.count) temporary file\(names.count == 1 ? "" : "s") from killed runs (\(names.joined(separator: ", "))); removed by the next refresh or change"
    case .noBackups(let kept):
      return "none yet (one is kept before each change to the pass list or trips, up to \(kept))"
    case .backup(let backup):
      let held = backup.passCount.map { "\($0) passes" } ?? "unreadable: \(backup.problem ?? "unknown reason")"
      return
        "\(backup.generation): \(Reports.time(backup.savedAt)) (\(Reports.age(of: backup.savedAt, at: now))), \(held) (\(backup.fileName))"
    case .keyNotNeededFromDirectory: return "not set (not needed: sources are read from a directory)"
    case .keyMissing(let key, let isNeeded, let isPassEnabled):
      if isNeeded, !isPassEnabled {
        return
          "\(key.name) not set (\(key.needs); no \(key.agency) pass is enabled); before enabling one, \(key.howToSet)"
      }
      return "\(key.name) not set (\(key.needs)); \(key.howToSet)"
    case .keyRejected(let key, let origin):
      return "\(key.name) from \(origin.place) was rejected in the last refresh; with a valid one, \(key.howToSet)"
    case .keyReadableByOthers(let key, let path, let mode):
      return
        "\(key.name) present (\(path)), but others can read it (mode \(String(mode, radix: 8))): run chmod 600 \(path)"
    case .keyPresent(let key, let origin, let isNeeded):
      return "\(key.name) present (\(origin.place))\(isNeeded ? "" : "; \(key.needs)")"
    case .reachable(let server): return "\(server): reachable"
    case .unreachable(let server, let reason): return "\(server): \(reason)"
    case .filesPresent(let count, let path):
      return count == 1 ? "\(path): present" : "\(count) files in \(path): present"
    case .filesMissing(let first, let more): return "\(first): missing" + (more > 0 ? " (and \(more) more)" : "")
    }
  }

  /// The line of `doctor`: the detail, and for a key it asks for, how to keep one with this command line.
  func text(now: Date) -> String {
    guard let agency = keyToSet else { return detail(now: now) }
    return detail(now: now) + " ('passengr key set \(agency)' keeps it there)"
  }

  /// The path the subject names, for details that start with it.
  private var place: String {
    switch subject {
    case .dataDirectory(let path), .lockFile(let path), .archive(let path), .history(let path): return path
    case .leftoverFiles(let directory), .backups(let directory): return directory
    default: return label
    }
  }
}

extension DoctorCheck.Key {
  /// Which sources need the key: "needed by every odot source", "needed only by the source wsdot-api".
  fileprivate var needs: String {
    neededBy.isEmpty
      ? "needed by every \(agency) source"
      : "needed only by the source \(neededBy.map(\.rawValue).joined(separator: " or "))"
  }

  /// How to give one, by the means every front end shares.
  fileprivate var howToSet: String { "set \(variable) or keep it in \(file)" }
}

extension DoctorCheck.Key.Origin {
  /// The variable or file the key came from.
  fileprivate var place: String {
    switch self {
    case .environment(let variable): return variable
    case .file(let path): return path
    }
  }
}
