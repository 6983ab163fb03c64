// Python's memory image (the snapshot) without its zero pages: how tools/make-runtime.mjs
// writes it into snapshot.bin.gz and how the worker reads it back, one source for both.
//
// More than half of the image's 4 KiB pages are zeros (free heap; the last 7 MB are all
// free).  Left out, the image is some 14 MB instead of 31: the service worker keeps it
// decompressed, and a warm visit read all 31 MB from the cache before Python could start,
// after the WebAssembly was ready (stop 44's traces); a cold one inflated them.  Put back
// into a new buffer, whose pages start as zeros, costs a copy of the pages that are not.
//
// Format, little-endian:
//   "CIMG"  u32 image length  u32 page size  u32 runs
//   runs × (u32 first page, u32 pages)       the runs of pages that hold anything
//   the bytes of those pages, run after run  (the image's last page may be cut short)

const MAGIC = 0x474d4943; // "CIMG", read as a little-endian u32
const HEADER = 16;
export const PAGE = 4096;

/** The image without its zero pages (a Uint8Array in the format above). */
export function packImage(image, page = PAGE) {
  const pages = Math.ceil(image.length / page);
  const runs = [];
  for (let p = 0; p < pages; p++) {
    if (isZero(image, p * page, Math.min(image.length, (p + 1) * page))) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === p) last[1]++;
    else runs.push([p, 1]);
  }
  const spans = runs.map(([first, count]) => [first * page, Math.min(image.length, (first + count) * page)]);
  const data = spans.reduce((sum, [start, end]) => sum + end - start, 0);
  const out = new Uint8Array(HEADER + 8 * runs.length + data);
  const head = new DataView(out.buffer);
  head.setUint32(0, MAGIC, true);
  head.setUint32(4, image.length, true);
  head.setUint32(8, page, true);
  head.setUint32(12, runs.length, true);
  runs.forEach(([first, count], i) => {
    head.setUint32(HEADER + 8 * i, first, true);
    head.setUint32(HEADER + 8 * i + 4, count, true);
  });
  let at = HEADER + 8 * runs.length;
  for (const [start, end] of spans) {
    out.set(image.subarray(start, end), at);
    at += end - start;
  }
  return out;
}

/**
 * A packed image read and checked, not yet put together: {length, copyInto(target, from)},
 * where `copyInto` writes the image's bytes from `from` on into `target` (as many as it
 * holds) and leaves alone the bytes of the pages that were left out, which the target must
 * already hold as zeros (a new buffer, or a new WebAssembly memory: calculators-worker.mjs
 * restores Python's memory this way, without the image whole in between).  Throws on
 * anything that is not a packed image that adds up: the worker then starts Python without it.
 */
export function readImage(packed) {
  const head = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  if (packed.length < HEADER || head.getUint32(0, true) !== MAGIC) throw new Error("not a packed memory image");
  const length = head.getUint32(4, true);
  const page = head.getUint32(8, true);
  const count = head.getUint32(12, true);
  let at = HEADER + 8 * count;
  if (!page || at > packed.length) throw new Error("packed memory image: bad header");
  const runs = []; // [start, end, at]: the image's bytes start..end are packed's at..
  let next = 0; // runs come in order and do not overlap
  for (let i = 0; i < count; i++) {
    const first = head.getUint32(HEADER + 8 * i, true);
    const pages = head.getUint32(HEADER + 8 * i + 4, true);
    const start = first * page;
    const end = Math.min(length, (first + pages) * page);
    if (first < next || !pages || start >= length || at + end - start > packed.length) {
      throw new Error("packed memory image: a run out of place");
    }
    runs.push([start, end, at]);
    at += end - start;
    next = first + pages;
  }
  if (at !== packed.length) throw new Error("packed memory image: bytes left over");
  return {
    length,
    copyInto(target, from = 0) {
      const until = from + target.length;
      for (const [start, end, at] of runs) {
        const a = Math.max(start, from);
        const b = Math.min(end, until);
        if (a < b) target.set(packed.subarray(at + a - start, at + b - start), a - from);
      }
      return target;
    },
    /** Zeros where the image has a page left out, in `target` as copyInto would write it. */
    zeroGaps(target, from = 0) {
      const until = from + target.length;
      let gap = 0; // the image's bytes from `gap` on are zeros, up to the next run
      for (const [start, end] of [...runs, [length, length]]) {
        const a = Math.max(gap, from);
        const b = Math.min(start, until);
        if (a < b) target.fill(0, a - from, b - from);
        gap = end;
      }
      return target;
    },
  };
}

/** The whole image again (throws as readImage). */
export function unpackImage(packed) {
  const image = readImage(packed);
  return image.copyInto(new Uint8Array(image.length));
}

function isZero(bytes, start, end) {
  for (let i = start; i < end; i++) if (bytes[i] !== 0) return false;
  return true;
}

// Pyodide's own image (pyodide.asm.mjs `makeSnapshot`, Pyodide 314): 32-bit words, of which
// [1] is where the memory's bytes begin, after the header (48 bytes) and a description in JSON.
const PYODIDE_HEADER = 48;

/** Where the memory's bytes begin in Pyodide's image `bytes` (at least its first 8 bytes). */
export const pyodideMemoryAt = (bytes) => new DataView(bytes.buffer, bytes.byteOffset, 8).getUint32(4, true);

/**
 * `loadPyodide` options that restore Python's memory from `image` (readImage's, or a promise
 * of it) without putting the image together first.  Pyodide checks an image's header and then
 * copies the whole of it into its new memory (31 MB, more than half of it zeros).  Given the
 * header alone, it checks that; the pages that hold anything are then written here, straight
 * into the memory, and the zero pages among what Pyodide's start has used of it (up to the
 * heap's end, `sbrk(0)`; above it the memory is still as new, zeros) are cleared.  `create`:
 * pyodide.asm.mjs's default export; `length`: the image's (runtime.json `snapshot.raw_bytes`).
 *
 * The image need not be in yet.  Pyodide makes its module (its JavaScript's setup, then the
 * WebAssembly's instantiation) only once `_loadSnapshot` has resolved, and of that it uses the
 * length and, once the module is made, the header it hands to `restoreSnapshot`.  So
 * `_loadSnapshot` is a stand-in, the memory is made `length` bytes, and the image is awaited
 * only once the module is made: on a warm visit the image, read from the service worker's
 * cache beside the WebAssembly, often came after it, and the module waited (stop 55).  An
 * image that does not fit then fails the module's start (the worker falls back to a plain
 * one); an image already in is checked at once.
 */
export function restoreOptions(image, create, length = image.length) {
  if (typeof image.then !== "function") headerOf(image, length);
  return {
    _loadSnapshot: new Uint8Array(0),
    createPyodideModule: async (settings) => {
      settings.INITIAL_MEMORY = length; // as for the whole image (loadPyodide takes the length of what it is given)
      const module = await create(settings);
      const whole = await image;
      const head = headerOf(whole, length);
      const restore = module.API.restoreSnapshot;
      module.API.restoreSnapshot = () => {
        const description = restore(head); // the header checked; nothing copied
        const used = module._sbrk(0) >>> 0;
        whole.zeroGaps(module.HEAP8.subarray(0, used), head.length);
        whole.copyInto(module.HEAP8, head.length);
        return description;
      };
      return module;
    },
  };
}

/** The header of Pyodide's image `image` (readImage's) of `length` bytes; throws if it is not one. */
function headerOf(image, length) {
  if (image.length !== length) throw new Error(`memory image: ${image.length} bytes where ${length} were expected`);
  const memoryAt = pyodideMemoryAt(image.copyInto(new Uint8Array(8)));
  if (memoryAt < PYODIDE_HEADER || memoryAt % 4 || memoryAt > image.length) {
    throw new Error("memory image: not one of Pyodide's");
  }
  return image.copyInto(new Uint8Array(memoryAt));
}
