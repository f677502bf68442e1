import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// `passengr.lock` is written (the holder's pid) and emptied by every writer: it must never be a
  /// way to write into some other file.
  @Suite(.hangGuard) struct LockFileSafetyTests {
    static let precious = Data("line1\nline2\n".utf8)

    /// A symbolic link in the lock's place: the command fails with one line naming it, exit 2, and
    /// the file the link points at keeps every byte.
    @Test(arguments: [["enable", "tiger"], ["refresh"]])
    func aLockThatIsASymbolicLinkIsRefusedAndItsTargetKept(_ command: [String]) async throws {
      let sandbox = try Sandbox()
      let elsewhere = sandbox.dataDirectory.appendingPathComponent("elsewhere")
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
      let target = elsewhere.appendingPathComponent("precious.txt")
      try Self.precious.write(to: target)
      let lock = sandbox.dataDirectory.appendingPathComponent("passengr.lock")
      try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: target)
      let output = try await sandbox.run(command)
      #expect(output.status == 2, "\(output.stderr)")
      #expect(
        output.stderr
          == "passengr: lock file \(lock.path) is a symbolic link; Passengr never writes through one: remove it and Passengr makes a new one\n",
        "\(output.stderr)")
      #expect(try Data(contentsOf: target) == Self.precious)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: lock.path) == target.path)
    }

    /// `doctor` applies the writes' rule: a lock the writes refuse is not called fine, and doctor
    /// itself neither follows the link nor creates anything.
    @Test func doctorCallsALinkedLockUnusable() async throws {
      let sandbox = try Sandbox()
      let target = sandbox.dataDirectory.appendingPathComponent("precious.txt")
      try Self.precious.write(to: target)
      let lock = sandbox.dataDirectory.appendingPathComponent("passengr.lock")
      try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: target)
      let output = try await sandbox.run(["doctor"])
      #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
      #expect(output.stdout.contains("is a symbolic link; Passengr never writes through one"), "\(output.stdout)")
      #expect(try Data(contentsOf: target) == Self.precious)
    }

    /// A dangling link is refused too: its target is never created.
    @Test func aDanglingLinkIsNotFollowedToCreateAFile() async throws {
      let sandbox = try Sandbox()
      let target = sandbox.dataDirectory.appendingPathComponent("made-through-the-link")
      let lock = sandbox.dataDirectory.appendingPathComponent("passengr.lock")
      try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: target)
      let output = try await sandbox.run(["enable", "tiger"])
      #expect(output.status == 2, "\(output.stderr)")
      #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    /// A second hard link to the lock file: writing the pid would overwrite the other name's bytes.
    @Test func aLockWithAnotherHardLinkIsRefusedAndTheOtherNameKept() async throws {
      let sandbox = try Sandbox()
      let other = sandbox.dataDirectory.appendingPathComponent("precious.txt")
      try Self.precious.write(to: other)
      let lock = sandbox.dataDirectory.appendingPathComponent("passengr.lock")
      try FileManager.default.linkItem(at: other, to: lock)
      let output = try await sandbox.run(["enable", "tiger"])
      #expect(output.status == 2, "\(output.stderr)")
      #expect(
        output.stderr.hasPrefix("passengr: lock file \(lock.path) has another name (a hard link)"), "\(output.stderr)")
      #expect(try Data(contentsOf: other) == Self.precious)
    }

    /// A FIFO in the lock's place is refused at once, not waited on.
    @Test func aLockThatIsNotARegularFileIsRefused() async throws {
      let sandbox = try Sandbox()
      let lock = sandbox.dataDirectory.appendingPathComponent("passengr.lock")
      #expect(mkfifo(lock.path, 0o600) == 0)
      let output = try await sandbox.run(["enable", "tiger"])
      #expect(output.status == 2, "\(output.stderr)")
      #expect(
        output.stderr
          == "passengr: lock file \(lock.path) is not a regular file; remove it and Passengr makes a new one\n",
        "\(output.stderr)")
    }

    /// A plain lock file works as before and is left empty.
    @Test func anOrdinaryLockIsUsedAndLeftEmpty() async throws {
      let sandbox = try Sandbox()
      let output = try await sandbox.run(["enable", "tiger"])
      #expect(output.status == 0, "\(output.stderr)")
      let lock = sandbox.dataDirectory.appendingPathComponent("passengr.lock")
      #expect(try Data(contentsOf: lock).isEmpty)
    }
  }
}
