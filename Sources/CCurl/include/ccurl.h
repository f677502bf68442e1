// A small, non-variadic face of libcurl for Swift: one blocking transfer with a body cap, a
// header cap, a timeout and a thread-safe cancel, reusable for the next request to its host. curl.h stays out of this header on purpose, so
// Swift sees only these functions and no libcurl type. libcurl itself is loaded by ccurl_load, on
// the first request, not when the program starts.
#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

typedef struct ccurl_transfer ccurl_transfer;

/// How a transfer ended.
typedef enum {
  CCURL_OK = 0,
  CCURL_CANCELLED,
  CCURL_TOO_LARGE,
  CCURL_TIMED_OUT,
  CCURL_CANNOT_RESOLVE,
  CCURL_CANNOT_CONNECT,
  CCURL_CONNECTION_LOST,
  CCURL_BAD_URL,
  CCURL_OTHER,
} ccurl_outcome;

/// Loads `library` (libcurl.so.4), looks up the functions the shim uses and initialises libcurl;
/// returns 0 on success, or -1 with a one-line reason in `message`. Call once, before the first
/// transfer; once one call succeeded, a later one only checks its library and changes nothing.
/// Successful calls must not run concurrently.
int ccurl_load(const char *library, char *message, size_t size);

/// A GET of `url` that gives up after `timeout_ms` and refuses bodies over `max_body` bytes
/// (after content decoding). Redirects are not followed: the caller judges each Location.
/// NULL when libcurl cannot allocate a handle.
ccurl_transfer *ccurl_transfer_create(const char *url, long timeout_ms, size_t max_body);

/// Makes a finished transfer ready for another GET, as `ccurl_transfer_create` would, keeping its
/// open connections for the next request to the same host. Only after `perform` returned OK.
void ccurl_transfer_reuse(ccurl_transfer *transfer, const char *url, long timeout_ms, size_t max_body);

/// Adds a request header line ("Name: value"); returns 0 on success.
int ccurl_transfer_add_header(ccurl_transfer *transfer, const char *line);

/// Runs the transfer to its end on the calling thread.
ccurl_outcome ccurl_transfer_perform(ccurl_transfer *transfer);

/// Asks a running transfer to stop at once; safe from any thread, any number of times.
void ccurl_transfer_cancel(ccurl_transfer *transfer);

/// The response status (0 when none arrived).
long ccurl_transfer_status(const ccurl_transfer *transfer);

/// The body received, and its length.
const char *ccurl_transfer_body(const ccurl_transfer *transfer, size_t *length);

/// The header block of the last response, "Name: value" lines separated by CRLF, and its length.
const char *ccurl_transfer_headers(const ccurl_transfer *transfer, size_t *length);

/// libcurl's words for the failure, or "".
const char *ccurl_transfer_error(const ccurl_transfer *transfer);

/// Frees the transfer and everything it holds.
void ccurl_transfer_destroy(ccurl_transfer *transfer);

#endif
