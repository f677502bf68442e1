import FoundationEssentials
import Networking

#if canImport(Glibc)
  import Glibc
#endif

/// Where agencies' keys are kept and found: a file named on the command line, the agency's
/// environment variable, its file `keys/AGENCY` under the config directory (0600, in a 0700
/// directory), then any older file it used to read. Keys are read here and nowhere else, and never
/// printed: what is reported about a key is where it came from.
struct KeyStore: Sendable {
  /// Where a key was found.
  enum Origin: Equatable, Sendable {
    /// A file the front end named (the access-code file of Passengr 0.1).
    case option(String)
    /// The environment variable of this name.
    case environment(String)
    /// A file under the config directory.
    case file(String)
  }

  /// `$XDG_CONFIG_HOME/passengr`, or `~/.config/passengr`.
  let directory: URL
  /// Files named on the command line, by agency.
  private let optionFiles: [AgencyID: URL]

  /// A store under the config directory `environment` names; `optionFiles` are files the user
  /// named for agencies' keys. The environment is not kept: it may hold keys.
  init(environment: [String: String], optionFiles: [AgencyID: URL] = [:]) {
    let config =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path)
      .appendingPathComponent(".config")
    directory = config.appendingPathComponent("passengr")
    self.optionFiles = optionFiles
  }

  /// The directory of key files.
  var keysDirectory: URL { directory.appendingPathComponent("keys") }

  /// The file `key set` writes for `agency`.
  func file(for agency: AgencyID) -> URL { keysDirectory.appendingPathComponent(agency.rawValue) }

  /// The key of `agency` and where it came from, looking in `environment` too; nil when none is
  /// set. A file named on the command line must be readable; the others are skipped when missing.
  func key(for agency: AgencyID, _ key: AgencyKey, environment: [String: String]) throws -> (
    value: Secret, origin: Origin
  )? {
    if let file = optionFiles[agency] {
      let data: Data
      do { data = try LocalFile.read(file) } catch {
        throw DocumentError.unreadableFile(path: file.path, reason: error.reason)
      }
      return Self.firstLine(of: data).map { (Secret($0), .option(file.path)) }
    }
    if let value = environment[key.variable]?.trimmingSpacesAndNewlines(), !value.isEmpty {
      return (Secret(value), .environment(key.variable))
    }
    let files = [file(for: agency)] + key.legacyFiles.map { directory.appendingPathComponent($0) }
    for file in files {
      // A key file that is there but cannot be read is an error, never "no key": the user who
      // set it is told why it is not used.
      let data: Data?
      do { data = try LocalFile.readIfPresent(file) } catch {
        throw DocumentError.unreadableFile(path: file.path, reason: error.reason)
      }
      if let data, let value = Self.firstLine(of: data) {
        return (Secret(value), .file(file.path))
      }
    }
    return nil
  }

  /// Writes `value` as `agency`'s key file, atomically, 0600, in a 0700 directory; returns its path.
  func save(_ value: String, for agency: AgencyID) throws -> String {
    let target = file(for: agency)
    do {
      // New folders on the way are the user's alone (XDG asks 0700 of the config directory too).
      try FileManager.default.createDirectory(
        at: keysDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw DocumentError.fileNotWritten(path: keysDirectory.path, reason: SystemMessage.describe(error))
    }
    // The keys directory is the user's alone, whatever the umask or an older mode said.
    chmod(keysDirectory.path, 0o700)
    do {
      try AtomicFile.write(Data((value + "\n").utf8), to: target)
    } catch ArchiveError.writeFailed(_, let reason) {
      throw DocumentError.fileNotWritten(path: target.path, reason: reason)
    }
    return target.path
  }

  /// Removes `agency`'s key file; returns its path, or nil when there was none.
  func remove(for agency: AgencyID) throws -> String? {
    let target = file(for: agency)
    if unlink(target.path) != 0 {
      if errno == ENOENT { return nil }
      throw DocumentError.fileNotWritten(path: target.path, reason: SystemMessage.current())
    }
    AtomicFile.syncDirectory(keysDirectory)
    return target.path
  }

  /// A key as typed or piped: its first line, trimmed; nil when empty.
  static func firstLine(of data: Data) -> String? {
    let line = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first.map {
      $0.trimmingSpaces()
    }
    return line?.isEmpty == false ? line : nil
  }

  /// A key read from standard input by `key set`: one line of printable characters without spaces.
  static func parse(_ data: Data) throws -> String {
    guard let value = firstLine(of: data) else { throw KeyError.invalidKey("no key on standard input") }
    guard value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
      throw KeyError.invalidKey("a key is one word of printable ASCII characters, without spaces")
    }
    guard value.utf8.count <= 4096 else { throw KeyError.invalidKey("a key is at most 4096 characters") }
    return value
  }
}
