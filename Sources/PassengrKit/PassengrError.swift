/// Every error PassengrKit reports to a user: sources, the archive and its files, pass names and
/// option values. Each case carries what and where; `description` is one line a user can act on.
public enum PassengrError: Error, Equatable, Sendable {
  // MARK: The archive and its files; in every case the user's saved passes are left as they were.

  /// The archive exists but cannot be decoded; it was left untouched.
  case unreadable(path: String, reason: String)
  /// The change history (`history.jsonl`) cannot be read; the archive is not affected.
  case unreadableHistory(path: String, reason: String)
  /// The archive was written by a newer Passengr; it was left untouched.
  case unsupportedVersion(path: String, version: Int)
  /// Writing failed (full disk, permissions); the previous file is intact.
  case writeFailed(path: String, reason: String)
  /// Another Passengr process held the archive lock for longer than the timeout; `holder` is the process
  /// the wait named (as `LockWait` did), nil when the lock file named no running Passengr.
  case lockTimeout(path: String, seconds: Int, holder: Int32?)
  /// `restore` found no backup in the data directory `path`.
  case noBackup(path: String)
  /// `restore` was asked for a backup generation past the `count` there are.
  case noSuchBackup(generation: Int, count: Int)
  /// The backup `restore` chose cannot be read or decoded; it and the archive were left untouched.
  case unreadableBackup(path: String, reason: String)
  /// The data directory cannot be created or used.
  case dataDirectory(path: String, reason: String)
  /// The archive lock file cannot be opened (a directory stands in its place, permissions).
  case unusableLock(path: String, reason: String)
  /// A named watch's cursor file exists but is not a cursor; it was left untouched.
  case unreadableCursor(path: String, reason: String)
  /// Another watch is running under the same name; `path` is the lock it holds.
  case cursorInUse(name: String, path: String)

  // MARK: Naming passes and giving values (usage errors).

  /// No pass matches the name; the nearest pass name, if one is near.
  case unknownPass(String, suggestion: String?)
  /// More than one pass starts with the name.
  case ambiguousPass(String, candidates: [String])
  /// A highway asked for is no highway, or one that no pass is on.
  case unknownHighway(String)
  /// A check's time is no time.
  case invalidCheckTime(String, reason: String)
  /// A check's time is one NWS's forecasts cannot speak for.
  case checkTimeOutOfRange(String, reason: String)
  /// A pass name that is empty (`status ''`, `check :east`): it names no pass, not every one.
  case emptyPassName
  /// The agency asked for leaves none of the passes asked for: the `passes` named (their names), or the trip
  /// `trip`'s, or, with neither, the enabled ones. `agencyName` is the agency's name for people.
  case noPassOfAgency(agency: AgencyID, agencyName: String, passes: [String], trip: String?)
  /// A pass with that name exists already.
  case duplicatePass(String, existing: String)
  /// Only passes the user added can be removed.
  case notCustom(String)
  /// A span (how long to keep changes, a timeout, …) does not parse or is out of range; the text says how to write one.
  case invalidSpan(String)
  /// A watch's name that is not a plain file name (1 to 64 letters, digits, '.', '-', '_').
  case invalidResumeName(String)

  // MARK: Sources.

  /// The source's host could not be reached, so nothing was fetched; `reason` names the check.
  case offline(reason: String)
  /// The page or feed parsed but held no pass data; its layout may have changed.
  case noPassData(source: String, url: String)
  /// The feed or page is malformed; `location` says where ("line 3, column 14").
  case malformed(source: String, url: String, location: String, reason: String)
  /// The agency refused its key (`name`: "access code"); `url` has the key redacted.
  case keyRejected(agency: AgencyID, name: String, url: String)
  /// The agency's source needs a key and none is set: not in `variable`, not in `file`.
  case missingKey(agency: AgencyID, name: String, variable: String, file: String)
  /// What `key set` read is not a usable key.
  case invalidKey(String)
  /// `key set` named an agency that takes no key; `keyed` are the ones that do.
  case noKeyNeeded(agency: AgencyID, keyed: [AgencyID])
  /// One agency's own failure (a feed no longer regenerated, no checkpoint for a pass), in its words.
  case source(agency: AgencyID, SourceFailure)
  /// Parsing with no format given could not tell the format: no agency, or more than one, recognised it.
  case unrecognisedFormat(location: String, candidates: [String])
  /// The format named is one no agency reads.
  case unknownFormat(String, known: [String])
  /// A source was named that no agency has.
  case invalidSource(String)
  /// Two sources of one agency were named; it reads one.
  case conflictingSources(SourceName, SourceName, agency: AgencyID)
  /// A session was given agencies that clash (ids, id ranges, source or format names).
  case invalidAgencies([String])
  /// The source answered but said nothing about this pass.
  case passNotInSource(id: Int, source: String)
  /// A local file (under a directory given as the base location, or parsed) is missing or unreadable.
  case unreadableFile(path: String, reason: String)
  /// A pass's page URL is not http(s) with a host.
  case invalidPageURL(String)
  /// A pass definition names no direction of travel.
  case noDirection
  /// An XPath of a pass definition does not compile.
  case invalidXPath(field: String, reason: String)
  /// An XPath of a pass definition matches nothing on its page.
  case xpathMatchesNothing(field: String, url: String)
  /// The source did not answer within the refresh deadline.
  case deadlineExceeded(url: String, seconds: Int)
  /// The base URL is neither an http(s) URL nor an existing directory.
  case invalidBaseURL(String)
  /// A file was asked for where a directory stands (an HTML report given a directory).
  case notAFile(path: String)
  /// A page was asked for where something other than a regular file stands (a device, a pipe, a
  /// socket, a symbolic link): replacing it would destroy it, so nothing is written.
  case notAPageFile(path: String, kind: String)
  /// A file other than the archive could not be written; nothing else was touched.
  case fileNotWritten(path: String, reason: String)
  /// No saved trip has this name; the nearest one, if any is near.
  case unknownTrip(String, suggestion: String?)
  /// A trip with this name exists already (names compare case-insensitively).
  case duplicateTrip(String)
  /// `PASS:DIRECTION` names a direction the pass does not have.
  case directionNotOfPass(direction: String, pass: String, directions: [String])
  /// `PASS:DIRECTION` names no direction at all.
  case unknownDirection(String)
  /// The pass is part of saved trips; removing it must be forced, which drops it from them.
  case passInTrips(pass: String, trips: [String])
  /// A source answered with a page that is not the one asked for (a landing page, another route's
  /// page, a page that says nothing): it counts as a failed source, never as "nothing reported".
  case notTheExpectedPage(url: String, reason: String)
  /// A trip cannot have this name (it would be taken for a pass, or for a pass and a direction).
  case invalidTripName(String, reason: String)
  /// The trip has no passes (its last one was removed): it can be neither checked nor shown.
  case emptyTrip(String)
  /// No passes were named to check.
  case nothingToCheck
  /// The trip names a pass that no longer exists.
  case tripPassMissing(trip: String, id: Int)
  /// A file to read is not a regular file (a FIFO, a device, a socket): it was not read.
  case notRegularFile(path: String)
  /// A file or stream to read is larger than Passengr reads.
  case inputTooLarge(path: String, limit: Int)
  /// Fetching or reading a source failed below Passengr (the network, the HTTP client, the markup
  /// parser); `reason` says what, where, in one clean line.
  case sourceFailed(reason: String)
}

extension PassengrError {
  /// `error` as a Passengr error: itself when it is one, else `sourceFailed` with its description,
  /// so no other module's error type reaches a front end.
  init(wrapping error: Error) {
    if let error = error as? PassengrError {
      self = error
    } else {
      self = .sourceFailed(reason: TextSanitizer.clean(String(describing: error)))
    }
  }
}
