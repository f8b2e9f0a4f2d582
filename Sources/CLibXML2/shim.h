#ifndef EPUB_A11Y_CLIBXML2_SHIM_H
#define EPUB_A11Y_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU; <libxml/encoding.h> then includes the system
// <unicode/ucnv.h>, whose UErrorCode clashes with the toolchain's _FoundationICU
// as soon as Foundation is imported next to this module. We never touch the
// ICU-only fields of xmlCharEncodingHandler, so hide them.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/uri.h>
#include <libxml/HTMLparser.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlIO.h>

// Swift 6 rejects reads of the global function-pointer variable `xmlFree`.
static inline void epub_xmlFree(void *p) { xmlFree(p); }

// libxml2 prints some I/O errors through the per-thread generic error handler
// even with XML_PARSE_NOERROR. A silent handler must be variadic, which Swift
// cannot define.
static inline void epub_xmlSilentGenericError(void *ctx, const char *msg, ...) {
    (void)ctx; (void)msg;
}

// Installed for every thread: never load an external entity or DTD, whatever
// the options say (XML_PARSE_NONET does not cover file: URLs).
static inline xmlParserInputPtr epub_xmlNoExternalEntity(const char *url, const char *id,
                                                        xmlParserCtxtPtr ctxt) {
    (void)url; (void)id; (void)ctxt;
    return NULL;
}

static inline void epub_xmlInstallSafeGlobals(void) {
    xmlInitParser();
    xmlThrDefSetGenericErrorFunc(NULL, epub_xmlSilentGenericError);
    xmlSetGenericErrorFunc(NULL, epub_xmlSilentGenericError);
    xmlSetExternalEntityLoader(epub_xmlNoExternalEntity);
}

// Called at the start of each parse on the current thread: libxml2's generic
// error handler is per thread, so a worker thread created after start-up still
// prints unless it is silenced too.
static inline void epub_xmlSilenceThread(void) {
    xmlSetGenericErrorFunc(NULL, epub_xmlSilentGenericError);
}

#endif
