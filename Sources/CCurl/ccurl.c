#include "ccurl.h"

// curl.h gives the types and constants; the functions are looked up in libcurl when the first
// transfer starts, so a command that never fetches never loads libcurl and its ~28 libraries.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The few libcurl functions the shim calls.
struct curl_api {
  CURLcode (*global_init)(long);
  CURL *(*easy_init)(void);
  CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
  void (*easy_cleanup)(CURL *);
  void (*easy_reset)(CURL *);
  CURLM *(*multi_init)(void);
  CURLMcode (*multi_add_handle)(CURLM *, CURL *);
  CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
  CURLMcode (*multi_perform)(CURLM *, int *);
  CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
  CURLMcode (*multi_wakeup)(CURLM *);
  CURLMsg *(*multi_info_read)(CURLM *, int *);
  CURLMcode (*multi_cleanup)(CURLM *);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
};

static struct curl_api curl;
// Set once `curl` is filled in; a failed load never touches either.
static atomic_int loaded;

enum { HEADER_LIMIT = 256 * 1024 };

struct buffer {
  char *bytes;
  size_t length;
  size_t capacity;
};

struct ccurl_transfer {
  CURL *easy;
  CURLM *multi;
  struct curl_slist *headers;
  struct buffer body;
  struct buffer header_block;
  size_t max_body;
  atomic_int cancelled;
  int too_large;
  long status;
  char error[CURL_ERROR_SIZE];
};

static int append(struct buffer *buffer, const char *bytes, size_t count, size_t limit) {
  if (count > limit || buffer->length > limit - count) return 0;
  if (buffer->length + count + 1 > buffer->capacity) {
    size_t wanted = buffer->capacity ? buffer->capacity : 16384;
    while (wanted < buffer->length + count + 1) wanted *= 2;
    if (wanted > limit + 1) wanted = limit + 1;
    char *grown = realloc(buffer->bytes, wanted);
    if (!grown) return 0;
    buffer->bytes = grown;
    buffer->capacity = wanted;
  }
  memcpy(buffer->bytes + buffer->length, bytes, count);
  buffer->length += count;
  buffer->bytes[buffer->length] = 0;
  return 1;
}

// Returning less than asked aborts the transfer: the cap bounds memory, not what the server sends.
static size_t on_body(char *bytes, size_t size, size_t count, void *context) {
  ccurl_transfer *transfer = context;
  size_t total = size * count;
  if (!append(&transfer->body, bytes, total, transfer->max_body)) {
    transfer->too_large = 1;
    return 0;
  }
  return total;
}

static size_t on_header(char *bytes, size_t size, size_t count, void *context) {
  ccurl_transfer *transfer = context;
  size_t total = size * count;
  // A new status line (after 100 Continue, say) starts a new header block.
  if (total >= 5 && memcmp(bytes, "HTTP/", 5) == 0) transfer->header_block.length = 0;
  if (!append(&transfer->header_block, bytes, total, HEADER_LIMIT)) return 0;
  return total;
}

int ccurl_load(const char *library, char *message, size_t size) {
  void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *reason = dlerror();
    snprintf(message, size, "cannot load %s (%s); install libcurl (Debian: apt-get install libcurl4)", library,
             reason ? reason : "not found");
    return -1;
  }
  struct curl_api api;
  struct { void **slot; const char *name; } symbols[] = {
    {(void **)&api.global_init, "curl_global_init"},
    {(void **)&api.easy_init, "curl_easy_init"},
    {(void **)&api.easy_setopt, "curl_easy_setopt"},
    {(void **)&api.easy_getinfo, "curl_easy_getinfo"},
    {(void **)&api.easy_cleanup, "curl_easy_cleanup"},
    {(void **)&api.easy_reset, "curl_easy_reset"},
    {(void **)&api.multi_init, "curl_multi_init"},
    {(void **)&api.multi_add_handle, "curl_multi_add_handle"},
    {(void **)&api.multi_remove_handle, "curl_multi_remove_handle"},
    {(void **)&api.multi_perform, "curl_multi_perform"},
    {(void **)&api.multi_poll, "curl_multi_poll"},
    {(void **)&api.multi_wakeup, "curl_multi_wakeup"},
    {(void **)&api.multi_info_read, "curl_multi_info_read"},
    {(void **)&api.multi_cleanup, "curl_multi_cleanup"},
    {(void **)&api.slist_append, "curl_slist_append"},
    {(void **)&api.slist_free_all, "curl_slist_free_all"},
  };
  for (size_t index = 0; index < sizeof symbols / sizeof symbols[0]; index++) {
    *symbols[index].slot = dlsym(handle, symbols[index].name);
    if (!*symbols[index].slot) {
      // curl_multi_poll and curl_multi_wakeup need libcurl 7.68 (January 2020) or later.
      snprintf(message, size, "%s lacks %s; libcurl 7.68 or later is needed", library, symbols[index].name);
      dlclose(handle);
      return -1;
    }
  }
  // Loaded already (by an earlier call): the library in use stays; this one was only checked.
  if (atomic_load(&loaded)) return 0;
  if (api.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
    snprintf(message, size, "%s could not be initialised", library);
    return -1;
  }
  // The library stays loaded for the life of the process.
  curl = api;
  atomic_store(&loaded, 1);
  return 0;
}

static void configure(ccurl_transfer *transfer, const char *url, long timeout_ms, size_t max_body) {
  transfer->max_body = max_body;
  CURL *easy = transfer->easy;
  curl.easy_setopt(easy, CURLOPT_URL, url);
  curl.easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
  curl.easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 0L);
  curl.easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
  curl.easy_setopt(easy, CURLOPT_TIMEOUT_MS, timeout_ms > 0 ? timeout_ms : 1L);
  curl.easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
  curl.easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_body);
  curl.easy_setopt(easy, CURLOPT_WRITEFUNCTION, on_body);
  curl.easy_setopt(easy, CURLOPT_WRITEDATA, transfer);
  curl.easy_setopt(easy, CURLOPT_HEADERFUNCTION, on_header);
  curl.easy_setopt(easy, CURLOPT_HEADERDATA, transfer);
  curl.easy_setopt(easy, CURLOPT_ERRORBUFFER, transfer->error);
}

ccurl_transfer *ccurl_transfer_create(const char *url, long timeout_ms, size_t max_body) {
  ccurl_transfer *transfer = calloc(1, sizeof *transfer);
  if (!transfer) return NULL;
  transfer->easy = curl.easy_init();
  transfer->multi = curl.multi_init();
  if (!transfer->easy || !transfer->multi) {
    ccurl_transfer_destroy(transfer);
    return NULL;
  }
  atomic_init(&transfer->cancelled, 0);
  configure(transfer, url, timeout_ms, max_body);
  return transfer;
}

void ccurl_transfer_reuse(ccurl_transfer *transfer, const char *url, long timeout_ms, size_t max_body) {
  // curl_easy_reset keeps the connections: they live in the transfer's multi handle's cache.
  curl.easy_reset(transfer->easy);
  curl.slist_free_all(transfer->headers);
  transfer->headers = NULL;
  transfer->body.length = 0;
  transfer->header_block.length = 0;
  transfer->too_large = 0;
  transfer->status = 0;
  transfer->error[0] = 0;
  atomic_store(&transfer->cancelled, 0);
  configure(transfer, url, timeout_ms, max_body);
}

int ccurl_transfer_add_header(ccurl_transfer *transfer, const char *line) {
  struct curl_slist *list = curl.slist_append(transfer->headers, line);
  if (!list) return -1;
  transfer->headers = list;
  return 0;
}

static ccurl_outcome outcome_of(ccurl_transfer *transfer, CURLcode code) {
  if (transfer->too_large || code == CURLE_FILESIZE_EXCEEDED) return CCURL_TOO_LARGE;
  switch (code) {
  case CURLE_OK: return CCURL_OK;
  case CURLE_OPERATION_TIMEDOUT: return CCURL_TIMED_OUT;
  case CURLE_COULDNT_RESOLVE_HOST: return CCURL_CANNOT_RESOLVE;
  case CURLE_COULDNT_CONNECT: return CCURL_CANNOT_CONNECT;
  case CURLE_GOT_NOTHING:
  case CURLE_RECV_ERROR:
  case CURLE_SEND_ERROR:
  case CURLE_PARTIAL_FILE: return CCURL_CONNECTION_LOST;
  case CURLE_URL_MALFORMAT:
  case CURLE_UNSUPPORTED_PROTOCOL: return CCURL_BAD_URL;
  default: return CCURL_OTHER;
  }
}

ccurl_outcome ccurl_transfer_perform(ccurl_transfer *transfer) {
  if (transfer->headers) curl.easy_setopt(transfer->easy, CURLOPT_HTTPHEADER, transfer->headers);
  if (curl.multi_add_handle(transfer->multi, transfer->easy) != CURLM_OK) return CCURL_OTHER;
  CURLcode result = CURLE_OK;
  int running = 1;
  int cancelled = 0;
  while (running) {
    if (atomic_load(&transfer->cancelled)) {
      cancelled = 1;
      break;
    }
    if (curl.multi_perform(transfer->multi, &running) != CURLM_OK) {
      result = CURLE_FAILED_INIT;
      break;
    }
    // Woken at once by ccurl_transfer_cancel; otherwise at most 100 ms between looks.
    if (running) curl.multi_poll(transfer->multi, NULL, 0, 100, NULL);
  }
  if (!cancelled) {
    int queued;
    CURLMsg *message;
    while ((message = curl.multi_info_read(transfer->multi, &queued))) {
      if (message->msg == CURLMSG_DONE) result = message->data.result;
    }
  }
  curl.easy_getinfo(transfer->easy, CURLINFO_RESPONSE_CODE, &transfer->status);
  curl.multi_remove_handle(transfer->multi, transfer->easy);
  if (cancelled) return CCURL_CANCELLED;
  return outcome_of(transfer, result);
}

void ccurl_transfer_cancel(ccurl_transfer *transfer) {
  atomic_store(&transfer->cancelled, 1);
  curl.multi_wakeup(transfer->multi);
}

long ccurl_transfer_status(const ccurl_transfer *transfer) { return transfer->status; }

const char *ccurl_transfer_body(const ccurl_transfer *transfer, size_t *length) {
  *length = transfer->body.length;
  return transfer->body.bytes ? transfer->body.bytes : "";
}

const char *ccurl_transfer_headers(const ccurl_transfer *transfer, size_t *length) {
  *length = transfer->header_block.length;
  return transfer->header_block.bytes ? transfer->header_block.bytes : "";
}

const char *ccurl_transfer_error(const ccurl_transfer *transfer) { return transfer->error; }

void ccurl_transfer_destroy(ccurl_transfer *transfer) {
  if (!transfer) return;
  if (transfer->multi) curl.multi_cleanup(transfer->multi);
  if (transfer->easy) curl.easy_cleanup(transfer->easy);
  curl.slist_free_all(transfer->headers);
  free(transfer->body.bytes);
  free(transfer->header_block.bytes);
  free(transfer);
}
