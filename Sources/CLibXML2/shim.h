#ifndef PASSENGR_CLIBXML2_SHIM_H
#define PASSENGR_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU. Its headers then pull in the system ICU, whose
// symbols clash with the ICU bundled in Foundation. Nothing here needs ICU types,
// so switch the flag off before any other libxml2 header sees it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>

#endif
