import Foundation
import Testing

@testable import PassengrKit

/// Looking passes up by id and name stays right when the list changes under the index.
@Suite struct PassLookupTests {
  func custom(_ id: Int) -> ArchivedPass {
    let page = CustomPass(url: URL(fileURLWithPath: "/pages/\(id)"), queries: [.eastbound: "//td"])
    return ArchivedPass(
      pass: Pass(id: id, name: "Custom \(id)", highway: "SR \(id)", custom: page, order: id - 999, isEnabled: true))
  }

  @Test func entriesAreFoundAfterPassesAreRemovedOrMoved() throws {
    var source = PassDataSource(archive: PassArchive(passes: (1000..<1010).map(custom)))
    try UserPasses.remove(1003, from: &source)
    #expect(source.entry(1003) == nil)
    for id in [1000, 1002, 1004, 1009] { #expect(source.entry(id)?.pass.id == id) }
    #expect(source.orderedPasses.map(\.order) == Array(1...9))
    // Entries moved behind the index's back are still found, by a scan.
    source.archive.passes.reverse()
    for id in [1000, 1004, 1009] { #expect(source.entry(id)?.pass.id == id) }
    #expect(source.entry(1003) == nil)
    let page = try #require(custom(2000).pass.custom)
    let added = try UserPasses.add(name: "Late", highway: "SR 1", custom: page, to: &source)
    #expect(source.entry(added.id)?.pass.name == "Late")
  }

  @Test func namesSelectByIdOnceEach() throws {
    let names = PassNames(passes: (1000..<1010).map(custom).map(\.pass))
    #expect(try names.select(["1004", "custom 1002", "1004"]).map(\.id) == [1004, 1002])
    #expect(throws: SelectionError.self) { try names.select("1100") }
  }
}
