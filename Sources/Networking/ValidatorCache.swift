import FoundationEssentials

/// Remembers each URL's `ETag` / `Last-Modified` so the next request can be conditional.
actor ValidatorCache {
  private var validators: [URL: Validators] = [:]

  func validators(for url: URL) -> Validators? { validators[url] }

  func store(_ new: Validators?, for url: URL) {
    validators[url] = new
  }
}
