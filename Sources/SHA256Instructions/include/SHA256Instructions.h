#ifndef SHA256_INSTRUCTIONS_H
#define SHA256_INSTRUCTIONS_H

#include <stddef.h>
#include <stdint.h>

/// Compresses `count` whole 64-byte blocks at `blocks` into the eight words of `state` with the
/// processor's SHA instructions, and returns 1; returns 0, with `state` untouched, on a processor
/// without them, where the caller compresses the blocks itself.
///
/// The instructions are those of x86-64 (SHA-NI); other architectures return 0.
int stsim_sha256_compress_blocks(uint32_t *state, const uint8_t *blocks, size_t count);

/// Whether `stsim_sha256_compress_blocks` uses the processor's instructions here.
int stsim_sha256_has_instructions(void);

#endif
