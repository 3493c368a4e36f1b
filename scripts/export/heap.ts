// Keeps the export's peak memory near what it holds, whatever the number of pages. V8 lets the old
// generation grow to up to four times what survived its last full collection before it collects
// again: after Vite about 200 MB survive, so left alone the export's short-lived leftovers (pages,
// their compressed copies, share images) pile up to about 770 MB before the one collection near
// the end, and the build's peak is 1.0 to 1.5 GB depending on when it falls. Asking for a full
// collection whenever the heap has grown by HEADROOM_MB since the last one keeps it within about
// 200 MB + HEADROOM_MB, for a few collections of about 0.1 s each (docs/decisions/005).
import v8 from "node:v8";

const HEADROOM_MB = 256;

/** Present when node runs with --expose-gc (`npm run build` does). */
const collect = (globalThis as { gc?: () => void }).gc;

const heapUsed = () => v8.getHeapStatistics().used_heap_size;

/**
 * Below this, what the heap holds as the export starts is not collected first: a rebuild without
 * Vite holds about 100 MB, and a full collection of it cost about 0.1 s of a 5 s rebuild.
 */
const SMALL_MB = 128;

/** Returns a check to call between pages: it collects when the heap has grown by the headroom. */
export function boundHeap(): () => void {
  if (!collect) return () => {};
  // What Vite and the content check leave behind is mostly garbage: measured from what is not.
  if (heapUsed() > SMALL_MB * 2 ** 20) collect();
  let after = heapUsed();
  return () => {
    if (heapUsed() - after < HEADROOM_MB * 2 ** 20) return;
    collect();
    after = heapUsed();
  };
}
