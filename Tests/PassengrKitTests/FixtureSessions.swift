import Foundation
import TestSupport

@testable import PassengrKit

/// A directory of its own under the temporary directory, and sessions reading the shipped
/// fixtures into its `data`, each as a new process has one (an archive cache of its own).
struct FixtureSessions {
  let root: URL

  /// Creates the directory; `name` marks it among the temporary files.
  init(_ name: String) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// The data directory the sessions use.
  var data: URL { root.appendingPathComponent("data") }

  /// A new session, reading the shipped fixtures. Its time limits never end a read of local files,
  /// however busy the machine: a refresh that gave up would leave passes unfetched.
  func session() throws -> PassengrSession {
    var settings = PassengrSession.Settings()
    settings.timeout = TimeSpan(seconds: 600)
    settings.deadline = TimeSpan(seconds: 600)
    settings.dataDirectory = data.path
    settings.baseURL = Fixtures.directory.path
    settings.environment = ["HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path]
    return try PassengrSession(settings)
  }
}

/// A suite whose tests read the fixtures through sessions of their own directory.
protocol ReadsFixtures {
  var sessions: FixtureSessions { get }
}

extension ReadsFixtures {
  /// The suite's directory.
  var root: URL { sessions.root }

  /// A session as a new process has it (its own cache), reading the shipped fixtures.
  func session() throws -> PassengrSession { try sessions.session() }
}

extension TimeSpan {
  /// The one time limit a kit test gives a session, a refresh or a request: a bound against hangs
  /// only, never reached by a read of local files however busy the machine (ten minutes, as
  /// `.hangGuard`), so no outcome depends on how fast the machine is.
  static let hangBound = TimeSpan(seconds: 600)
}
