#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that own `main` (compiler-rt FuzzerInterface.h). SwiftPM
// renames an executable's entry point to `<Module>_main` and defines `main` as that symbol,
// so libFuzzer's own `main` is never linked in; each fuzz target calls this instead.
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *Data, size_t Size));

#endif
