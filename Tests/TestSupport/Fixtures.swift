import Foundation

/// The repository's top-level `Fixtures/` folder, shared by tests, demos and benchmarks.
public enum Fixtures {
  /// The `Fixtures/` directory.
  public static let directory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
    .appendingPathComponent("Fixtures", isDirectory: true)

  /// The package root, where `Package.swift` lives.
  public static var packageRoot: URL { directory.deletingLastPathComponent() }

  /// The URL of the fixture at `path`, relative to `Fixtures/`.
  public static func url(_ path: String) -> URL {
    directory.appendingPathComponent(path)
  }

  /// The bytes of the fixture at `path`, relative to `Fixtures/`.
  public static func data(_ path: String) throws -> Data {
    try Data(contentsOf: url(path))
  }
}
