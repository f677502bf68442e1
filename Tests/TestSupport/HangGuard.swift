import Testing

extension Trait where Self == TimeLimitTrait {
  /// The one time limit of every suite: a bound against hangs, never a speed check.
  ///
  /// Swift Testing starts every test of a run at once, and each shares the cooperative pool (one
  /// thread per core) with all the others, so a test's time is the time of the whole run around
  /// it: on a two-core machine under load, a test of a few milliseconds of work reports a hundred
  /// seconds. Ten minutes is several times the longest run seen with both cores busy, and still
  /// ends a hung test long before CI's own limit.
  public static var hangGuard: Self { .timeLimit(.minutes(10)) }
}
