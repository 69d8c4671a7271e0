#ifndef TABLECHAPTERS_CSQLITE_SHIM_H
#define TABLECHAPTERS_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
