import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

#if canImport(Glibc)
  import Glibc
#endif

/// A `--base-url` directory is read like the network: by URL path and query, only regular files,
/// never more than a network body may hold.
@Suite(.hangGuard) struct MirrorDirectoryTests {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-mirror-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("wrr"), withIntermediateDirectories: true)
  }

  func loader(maxBodyBytes: Int = 5 << 20) -> ResourceLoader {
    var configuration = HTTPClientConfiguration()
    configuration.maxBodyBytes = maxBodyBytes
    return ResourceLoader(client: HTTPClient(configuration: configuration), base: .directory(root))
  }

  @Test func aURLWithAQueryIsTheFileNamedWithItAsWgetSavesIt() async throws {
    try Data("WY22".utf8).write(to: root.appendingPathComponent("wrr/WRR.RoutesResults?SelectedRoute=WY22"))
    try Data("US20".utf8).write(to: root.appendingPathComponent("wrr/WRR.RoutesResults@SelectedRoute=US20"))
    try Data("none".utf8).write(to: root.appendingPathComponent("wrr/WRR.RoutesResults"))
    let base = "https://www.wyoroad.info/wrr/WRR.RoutesResults"
    for (query, expected) in [("?SelectedRoute=WY22", "WY22"), ("?SelectedRoute=US20", "US20"), ("", "none")] {
      let resource = try await loader().load(try #require(URL(string: base + query)))
      #expect(String(decoding: resource.data, as: UTF8.self) == expected)
    }
    // A query no file holds is missing under its own name, not read as the query-less page.
    await #expect(
      throws: DocumentError.unreadableFile(
        path: root.appendingPathComponent("wrr/WRR.RoutesResults?SelectedRoute=I80").path,
        reason: "no such file or directory")
    ) {
      _ = try await loader().load(try #require(URL(string: base + "?SelectedRoute=I80")))
    }
  }

  @Test func aFIFOIsRefusedAtOnceInsteadOfWaitingForAWriter() async throws {
    let fifo = root.appendingPathComponent("wrr/feed.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    do {
      _ = try await loader().load(try #require(URL(string: "https://example.org/wrr/feed.json")))
      Issue.record("a FIFO was read")
    } catch let error as DocumentError {
      #expect(error == .unreadableFile(path: fifo.path, reason: "not a regular file (a pipe, device or socket)"))
      #expect(error.description.contains(fifo.path))
    }
  }

  @Test func aDeviceIsRefused() async throws {
    let link = root.appendingPathComponent("wrr/zero")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
    await #expect(
      throws: DocumentError.unreadableFile(path: link.path, reason: "not a regular file (a pipe, device or socket)")
    ) {
      _ = try await loader().load(try #require(URL(string: "https://example.org/wrr/zero")))
    }
  }

  @Test func aFileLargerThanTheBodyCapFailsNamingItAndTheCap() async throws {
    let big = root.appendingPathComponent("wrr/big.json")
    try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: big)
    try Data(repeating: 0x20, count: 1 << 20).write(to: root.appendingPathComponent("wrr/fits.json"))
    let loader = loader(maxBodyBytes: 1 << 20)
    #expect(try await loader.load(try #require(URL(string: "https://example.org/wrr/fits.json"))).data.count == 1 << 20)
    do {
      _ = try await loader.load(try #require(URL(string: "https://example.org/wrr/big.json")))
      Issue.record("a file over the cap was read")
    } catch let error as DocumentError {
      #expect(error.description == "cannot read \(big.path): larger than 1 MiB")
    }
  }
}
