/// Runs one piece of work per item at once and keeps each outcome on its own: one that fails or is
/// still waiting when the refresh is cancelled never takes the others' results with it.
enum Concurrently {
  /// `work(key)` for every key, at once; one result per key.
  static func results<Key: Hashable & Sendable, Value: Sendable>(
    for keys: [Key], _ work: @escaping @Sendable (Key) async throws -> Value
  ) async -> [Key: Result<Value, Error>] {
    await results(for: keys, keyedBy: { $0 }, work)
  }

  /// `work(item)` for every item, at once; one result per item's key.
  static func results<Item: Sendable, Key: Hashable & Sendable, Value: Sendable>(
    for items: [Item], keyedBy key: @escaping @Sendable (Item) -> Key,
    _ work: @escaping @Sendable (Item) async throws -> Value
  ) async -> [Key: Result<Value, Error>] {
    await withTaskGroup(of: (Key, Result<Value, Error>).self) { group in
      for item in items {
        group.addTask {
          do { return (key(item), .success(try await work(item))) } catch { return (key(item), .failure(error)) }
        }
      }
      var results: [Key: Result<Value, Error>] = [:]
      for await (key, result) in group where results[key] == nil { results[key] = result }
      return results
    }
  }
}
