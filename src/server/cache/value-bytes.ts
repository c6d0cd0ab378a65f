/** Roughly what V8 spends on any object, array or boxed number beside its contents (header and slots). */
const OBJECT_BYTES = 16;
const SLOT_BYTES = 8;
// V8 keeps a string of Latin-1 characters at a byte each, any other string at two
const WIDE = /[\u0100-\uffff]/;

/**
 * About how many bytes a cached value (plain JSON data: CacheStore) holds in the heap: an estimate that
 * grows with the value as its heap share does, not a measure. A cache bounded by entries alone holds far
 * more where entries vary from a count to a drawn page of hundreds of kilobytes.
 */
export function valueBytes(value: unknown): number {
  if (typeof value === 'string') return OBJECT_BYTES + (WIDE.test(value) ? 2 : 1) * value.length;
  if (typeof value !== 'object' || value === null) return SLOT_BYTES;
  // not JSON, but a page could be kept compressed in one: its length, not an entry per byte
  if (ArrayBuffer.isView(value)) return OBJECT_BYTES + value.byteLength;
  let bytes = OBJECT_BYTES;
  if (Array.isArray(value)) for (const item of value as unknown[]) bytes += SLOT_BYTES + valueBytes(item);
  else for (const [key, item] of Object.entries(value)) bytes += SLOT_BYTES + key.length + valueBytes(item);
  return bytes;
}
