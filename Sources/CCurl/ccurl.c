#include "ccurl.h"

#include <curl/curl.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

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

int ccurl_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK ? 0 : -1; }

ccurl_transfer *ccurl_transfer_create(const char *url, long timeout_ms, size_t max_body) {
  ccurl_transfer *transfer = calloc(1, sizeof *transfer);
  if (!transfer) return NULL;
  transfer->easy = curl_easy_init();
  transfer->multi = curl_multi_init();
  if (!transfer->easy || !transfer->multi) {
    ccurl_transfer_destroy(transfer);
    return NULL;
  }
  transfer->max_body = max_body;
  atomic_init(&transfer->cancelled, 0);
  CURL *easy = transfer->easy;
  curl_easy_setopt(easy, CURLOPT_URL, url);
  curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
  curl_easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(easy, CURLOPT_TIMEOUT_MS, timeout_ms > 0 ? timeout_ms : 1L);
  curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
  curl_easy_setopt(easy, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_body);
  curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, on_body);
  curl_easy_setopt(easy, CURLOPT_WRITEDATA, transfer);
  curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, on_header);
  curl_easy_setopt(easy, CURLOPT_HEADERDATA, transfer);
  curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, transfer->error);
  return transfer;
}

int ccurl_transfer_add_header(ccurl_transfer *transfer, const char *line) {
  struct curl_slist *list = curl_slist_append(transfer->headers, line);
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
  if (transfer->headers) curl_easy_setopt(transfer->easy, CURLOPT_HTTPHEADER, transfer->headers);
  if (curl_multi_add_handle(transfer->multi, transfer->easy) != CURLM_OK) return CCURL_OTHER;
  CURLcode result = CURLE_OK;
  int running = 1;
  int cancelled = 0;
  while (running) {
    if (atomic_load(&transfer->cancelled)) {
      cancelled = 1;
      break;
    }
    if (curl_multi_perform(transfer->multi, &running) != CURLM_OK) {
      result = CURLE_FAILED_INIT;
      break;
    }
    // Woken at once by ccurl_transfer_cancel; otherwise at most 100 ms between looks.
    if (running) curl_multi_poll(transfer->multi, NULL, 0, 100, NULL);
  }
  if (!cancelled) {
    int queued;
    CURLMsg *message;
    while ((message = curl_multi_info_read(transfer->multi, &queued))) {
      if (message->msg == CURLMSG_DONE) result = message->data.result;
    }
  }
  curl_easy_getinfo(transfer->easy, CURLINFO_RESPONSE_CODE, &transfer->status);
  curl_multi_remove_handle(transfer->multi, transfer->easy);
  if (cancelled) return CCURL_CANCELLED;
  return outcome_of(transfer, result);
}

void ccurl_transfer_cancel(ccurl_transfer *transfer) {
  atomic_store(&transfer->cancelled, 1);
  curl_multi_wakeup(transfer->multi);
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
  if (transfer->multi) curl_multi_cleanup(transfer->multi);
  if (transfer->easy) curl_easy_cleanup(transfer->easy);
  curl_slist_free_all(transfer->headers);
  free(transfer->body.bytes);
  free(transfer->header_block.bytes);
  free(transfer);
}
