import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// `passengr key`: keys kept in 0600 files, found again by every command, sent where they belong
  /// and never shown.
  @Suite(.hangGuard) struct KeyCommandTests {
    /// A key no output and no file but its own may ever contain.
    static let key = "WSDOT-9b1e-KEY-canary"

    /// Every file under `roots` but `except`, as text.
    static func files(under roots: [URL], except: String) -> [(String, String)] {
      roots.flatMap { root in
        (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []).compactMap { name in
          let path = root.appendingPathComponent(name).path
          guard path != except, let data = FileManager.default.contents(atPath: path) else { return nil }
          return (path, String(decoding: data, as: UTF8.self))
        }
      }
    }

    /// A key file that is there but cannot be read is an error naming it, never "no key".
    @Test func anUnreadableKeyFileIsAnErrorNotAbsent() async throws {
      let sandbox = try Sandbox()
      let config = sandbox.dataDirectory.appendingPathComponent("config")
      let file = config.appendingPathComponent("passengr/keys/wsdot")
      // A directory where the file should be: unreadable even for root.
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
      let output = try await sandbox.run(
        ["status", "--source", "wsdot-api"], environment: ["XDG_CONFIG_HOME": config.path])
      #expect(output.status == 2, "\(output.stderr)")
      #expect(output.stderr == "passengr: cannot read \(file.path): is a directory\n")
    }

    @Test func aKeySetFromStandardInputIsUsedSentToTheSourceAndNeverShown() async throws {
      let sandbox = try Sandbox()
      let config = sandbox.dataDirectory.appendingPathComponent("config")
      let environment = ["XDG_CONFIG_HOME": config.path]
      var outputs: [CommandRunner.Output] = []

      let set = try await CommandRunner.run(
        ["key", "set", "wsdot"], environment: environment, stdin: Data("\(Self.key)\n".utf8))
      outputs.append(set)
      #expect(set.status == 0, "\(set.stderr)")
      let file = config.appendingPathComponent("passengr/keys/wsdot")
      #expect(set.stderr == "passengr: saved the wsdot key to \(file.path)\n")
      #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
      #expect(
        try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)[.posixPermissions]
          as? Int == 0o700)

      let list = try await CommandRunner.run(["key", "list"], environment: environment)
      outputs.append(list)
      #expect(list.status == 0)
      #expect(
        list.stdout.contains(
          "wsdot  access code: set (\(file.path)); needed by --source wsdot-api; WSDOT_ACCESS_CODE or \(file.path)"))

      let status = try await sandbox.run(
        ["status", "--source", "wsdot-api", "--json", "--refresh"], environment: environment)
      outputs.append(status)
      #expect(status.status == 0, "\(status.stderr)")
      #expect(sandbox.server.requests.contains { $0.query == "AccessCode=\(Self.key)" })
      let document = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
      let agencies = try #require(document["agencies"] as? [[String: Any]])
      #expect(agencies.prefix(2).map { $0["id"] as? String } == ["wsdot", "caltrans"])
      #expect(agencies.first?["key"] as? String == "present" && agencies.first?["source"] as? String == "wsdot-api")
      #expect(document["source"] == nil, "version 1's deprecated field is gone in version 2")

      // Refused: the message says so with the key redacted, and doctor says which agency's key it was.
      sandbox.server.setHandler { _ in .init(status: 403, text: "Invalid Access Code") }
      let refused = try await sandbox.run(["refresh", "--source", "wsdot-api"], environment: environment)
      outputs.append(refused)
      #expect(refused.stderr.contains("the wsdot access code was rejected by http://127.0.0.1:"), "\(refused.stderr)")
      #expect(refused.stderr.contains("AccessCode=REDACTED"))
      let doctor = try await sandbox.run(["doctor", "--source", "wsdot-api"], environment: environment)
      outputs.append(doctor)
      #expect(
        doctor.stdout.contains("access code from \(file.path) was rejected in the last refresh"), "\(doctor.stdout)")
      let history = try await sandbox.run(["history", "--json"], environment: environment)
      outputs.append(history)

      for output in outputs {
        #expect(
          !output.stdout.contains(Self.key) && !output.stderr.contains(Self.key), "\(output.stdout)\(output.stderr)")
      }
      for (path, text) in Self.files(under: [sandbox.dataDirectory], except: file.path) {
        #expect(!text.contains(Self.key), "\(path) holds the key")
      }

      let removed = try await CommandRunner.run(["key", "remove", "wsdot"], environment: environment)
      #expect(removed.status == 0 && !FileManager.default.fileExists(atPath: file.path))
    }

    @Test(arguments: [
      (["key", "set", "wsdot"], "", "not a key: no key on standard input"),
      (
        ["key", "set", "wsdot"], "two words\n",
        "not a key: a key is one word of printable ASCII characters, without spaces"
      ),
      (
        ["key", "set", "caltrans"], "abc\n",
        "caltrans needs no key; agencies that take one: wsdot, odot, cdot, itd, udot, ndot, adot"
      ),
    ])
    func badKeysAreUsageErrorsAndWriteNothing(arguments: [String], input: String, message: String) async throws {
      let config = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-keys-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: config) }
      let output = try await CommandRunner.run(
        arguments, environment: ["XDG_CONFIG_HOME": config.path], stdin: Data(input.utf8))
      #expect(output.status == 64)
      #expect(output.stderr.hasPrefix("passengr: \(message)\n"), "\(output.stderr)")
      #expect(!FileManager.default.fileExists(atPath: config.appendingPathComponent("passengr/keys").path))
    }

    @Test func theEnvironmentVariableStillWinsAndKeySetSaysSo() async throws {
      let config = FileManager.default.temporaryDirectory.appendingPathComponent("passengr-keys-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: config) }
      let environment = ["XDG_CONFIG_HOME": config.path, "WSDOT_ACCESS_CODE": "from-the-environment"]
      let set = try await CommandRunner.run(
        ["key", "set", "wsdot"], environment: environment, stdin: Data("from-the-file\n".utf8))
      #expect(set.status == 0)
      #expect(set.stderr.contains("note: WSDOT_ACCESS_CODE is set and is used before the file"))
      let list = try await CommandRunner.run(["key", "list"], environment: environment)
      #expect(list.stdout.contains("access code: set (WSDOT_ACCESS_CODE)"))
      #expect(!list.stdout.contains("from-the-"))
    }
  }
}
