import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// An archive that is a symbolic link (dotfiles kept elsewhere) is never silently replaced by a
  /// plain file: a write is refused with one line, the link and the file it points at stay as they
  /// were, and reading through the link still works.
  @Suite(.hangGuard) struct ArchiveLinkTests {
    @Test func aWriteToALinkedArchiveIsRefusedAndBothFilesKept() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["enable", "tiger"]).status == 0)
      let elsewhere = sandbox.dataDirectory.appendingPathComponent("dotfiles")
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
      let real = elsewhere.appendingPathComponent("real.json")
      try FileManager.default.moveItem(at: sandbox.archive, to: real)
      try FileManager.default.createSymbolicLink(at: sandbox.archive, withDestinationURL: real)
      let before = try Data(contentsOf: real)

      let output = try await sandbox.run(["enable", "cayuse"])
      #expect(output.status == 2, "\(output.stderr)")
      #expect(
        output.stderr
          == "passengr: could not write \(sandbox.archive.path): it is a symbolic link to \(real.path); Passengr replaces "
          + "the archive whole on every write and never turns a link into a file: move the file it points at into its place; "
          + "the previous archive is intact\n", "\(output.stderr)")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.archive.path) == real.path)
      #expect(try Data(contentsOf: real) == before)

      // Reading goes through the link.
      let list = try await sandbox.run(["list"])
      #expect(list.status == 0, "\(list.stderr)")
      #expect(list.stdout.contains("Tiger"), "\(list.stdout)")
    }
  }
}
