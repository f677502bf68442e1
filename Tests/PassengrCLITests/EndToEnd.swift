import TestSupport
import Testing

/// The end-to-end suites run one test at a time: each starts real passengr processes (twenty at
/// once in one test), and run side by side they would load both cores enough to skew the timing
/// tests of the other modules.
@Suite(.serialized, .hangGuard) struct EndToEnd {}
