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

/** The whole image again.  Throws on anything that is not a packed image that adds up:
 *  the worker then starts Python without it. */
export function unpackImage(packed) {
  const head = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  if (packed.length < HEADER || head.getUint32(0, true) !== MAGIC) throw new Error("not a packed memory image");
  const length = head.getUint32(4, true);
  const page = head.getUint32(8, true);
  const runs = head.getUint32(12, true);
  let at = HEADER + 8 * runs;
  if (!page || at > packed.length) throw new Error("packed memory image: bad header");
  const image = new Uint8Array(length);
  let next = 0; // runs come in order and do not overlap
  for (let i = 0; i < runs; i++) {
    const first = head.getUint32(HEADER + 8 * i, true);
    const count = head.getUint32(HEADER + 8 * i + 4, true);
    const start = first * page;
    const end = Math.min(length, (first + count) * page);
    if (first < next || !count || start >= length || at + end - start > packed.length) {
      throw new Error("packed memory image: a run out of place");
    }
    image.set(packed.subarray(at, at + end - start), start);
    at += end - start;
    next = first + count;
  }
  if (at !== packed.length) throw new Error("packed memory image: bytes left over");
  return image;
}

function isZero(bytes, start, end) {
  for (let i = start; i < end; i++) if (bytes[i] !== 0) return false;
  return true;
}
