/* The floor: the same parse, queries and text extraction in plain C against libxml2. */
#include <libxml/HTMLparser.h>
#include <libxml/xpath.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static char *slurp(const char *path, long *size) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(2); }
  fseek(f, 0, SEEK_END); *size = ftell(f); rewind(f);
  char *buffer = malloc(*size + 1);
  if (fread(buffer, 1, *size, f) != (size_t)*size) { perror(path); exit(2); }
  buffer[*size] = 0; fclose(f);
  return buffer;
}

static void silent(void *ctx, xmlErrorPtr error) { (void)ctx; (void)error; }

int main(int argc, char **argv) {
  if (argc != 4) { fprintf(stderr, "usage: markup_floor PAGE QUERIES N\n"); return 64; }
  long pageSize, querySize;
  char *page = slurp(argv[1], &pageSize);
  char *queryText = slurp(argv[2], &querySize);
  char *queries[64]; int count = 0;
  for (char *line = strtok(queryText, "\n"); line && count < 64; line = strtok(NULL, "\n")) queries[count++] = line;
  long iterations = atol(argv[3]);
  xmlInitParser();
  xmlSetStructuredErrorFunc(NULL, silent);
  int options = HTML_PARSE_NONET | HTML_PARSE_RECOVER | HTML_PARSE_IGNORE_ENC | HTML_PARSE_COMPACT
              | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING;
  long checksum = 0;
  struct timespec start, end;
  for (long i = -1; i < iterations; i++) {   /* i == -1 is the warm-up */
    if (i == 0) clock_gettime(CLOCK_MONOTONIC, &start);
    htmlParserCtxtPtr ctxt = htmlNewParserCtxt();
    htmlDocPtr doc = htmlCtxtReadMemory(ctxt, page, (int)pageSize, NULL, "UTF-8", options);
    htmlFreeParserCtxt(ctxt);
    for (int q = 0; q < count; q++) {
      xmlXPathContextPtr xp = xmlXPathNewContext(doc);
      xmlXPathObjectPtr result = xmlXPathEval((const xmlChar *)queries[q], xp);
      if (result && result->nodesetval) {
        for (int n = 0; n < result->nodesetval->nodeNr; n++) {
          xmlChar *text = xmlNodeGetContent(result->nodesetval->nodeTab[n]);
          checksum += (long)strlen((const char *)text);
          xmlFree(text);
        }
      }
      xmlXPathFreeObject(result);
      xmlXPathFreeContext(xp);
    }
    xmlFreeDoc(doc);
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  long long ns = (end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
  printf("%lld %ld\n", ns / iterations, checksum / (iterations + 1));
  return 0;
}
