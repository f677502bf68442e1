import TestSupport
import Testing

/// The end-to-end suites run in two lanes, this one and `EndToEndSecondLane`, each one test at a
/// time: each test starts real passengr processes (twenty at once in one test), and all of them
/// side by side would load both cores enough to skew the timing tests of the other modules. One
/// lane alone left a core idle for minutes once the other modules were done; two keep both busy.
/// The lanes share nothing but the built binaries (each test has its own sandbox and server); they
/// hold about the same work (the suites from ArchiveCommandTests to HistoryCommandTests, and
/// TerminalTests, here; the rest in the second lane).
@Suite(.serialized, .hangGuard) struct EndToEnd {}

/// The second lane of end-to-end suites, beside `EndToEnd` (see there).
@Suite(.serialized, .hangGuard) struct EndToEndSecondLane {}
