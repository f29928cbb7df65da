/*
| What one entry of the read cache costs in memory, so that its budget bounds
| the process and not only the JSON: the key (a UTF-16 string), the value as
| objects on the heap, the JSON bytes and ETag made once from it
| (`rememberJson`), and the bookkeeping around it (Map slots, the entry
| record, weak-map slots, the Buffer's own header). The factors were measured
| on the catalog's own values (`tests/unit/services/read_cache/read_cache.spec.ts`
| checks them against V8's heap figures): they over-count rather than under.
*/

/** Heap bytes of a parsed JSON value per byte of its JSON text (objects, arrays, strings). */
const HEAP_PER_JSON_BYTE = 3

/** Bookkeeping of one entry whatever its size. */
const ENTRY_OVERHEAD = 1024

/** The weight of an entry under `key` whose value serializes to `jsonBytes` bytes. */
export function entryWeight(key: string, jsonBytes: number) {
  return ENTRY_OVERHEAD + key.length * 2 + jsonBytes * (1 + HEAP_PER_JSON_BYTE)
}

/** The weight of something kept with an entry: a string counts two bytes a character. */
export function keptWeight(name: string, made: unknown) {
  const size =
    typeof made === 'string'
      ? made.length * 2
      : Buffer.isBuffer(made)
        ? made.length
        : Buffer.byteLength(JSON.stringify(made) ?? '') * (1 + HEAP_PER_JSON_BYTE)
  return 64 + name.length * 2 + size
}
