import FoundationEssentials

/// The rules for passes users add with `add`: names unique, ids from 1000 never reused by a
/// built-in pass, appended last and enabled; removable, unlike built-in passes.
enum UserPasses {
  /// The ids the first thousand passes users add take; no agency's catalogue may use them.
  static let idRange = 1000...1999

  /// Adds a pass read from the user's own page; it gets the id after the highest a user's pass
  /// ever had here (from 1000, never one a built-in pass holds) and goes last, enabled.
  @discardableResult
  static func add(
    name: String, highway: String, custom: CustomPass, to passes: inout PassDataSource, agencies: Agencies = .all
  ) throws -> Pass {
    if let clash = passes.orderedPasses.first(where: { $0.name.lowercased() == name.lowercased() }) {
      throw SelectionError.duplicatePass(name, existing: clash.name)
    }
    let builtIn = Set(agencies.catalogue.map(\.id))
    var id = max(999, passes.archive.passes.filter(\.pass.isCustom).map(\.pass.id).max() ?? 0) + 1
    while builtIn.contains(id) || passes.entry(id) != nil { id += 1 }
    let pass = Pass(
      id: id, name: name, highway: highway, custom: custom,
      order: (passes.archive.passes.map(\.pass.order).max() ?? 0) + 1, isEnabled: true)
    passes.archive.passes.append(ArchivedPass(pass: pass))
    passes.reindex()
    return pass
  }

  /// Removes a pass the user added; built-in passes can only be disabled.
  static func remove(_ id: Int, from passes: inout PassDataSource) throws {
    guard let entry = passes.entry(id) else { return }
    guard entry.pass.isCustom else { throw SelectionError.notCustom(entry.pass.name) }
    passes.archive.passes.removeAll { $0.pass.id == id }
    passes.reindex()
    var orders: [Int: Int] = [:]
    for (offset, pass) in passes.orderedPasses.enumerated() where orders[pass.id] == nil {
      orders[pass.id] = offset + 1
    }
    for index in passes.archive.passes.indices {
      passes.archive.passes[index].pass.order = orders[passes.archive.passes[index].pass.id] ?? 1
    }
  }
}
