#ifndef TABLECHAPTERS_CCMARK_SHIM_H
#define TABLECHAPTERS_CCMARK_SHIM_H
#include <cmark.h>
#endif
