// packImage / unpackImage (calculators-image.mjs): the memory image without its zero pages.
import assert from "node:assert/strict";
import { test } from "node:test";

import { packImage, unpackImage } from "../../docs/assets/javascripts/calculators-image.mjs";

const PAGE = 16; // small pages, to write the cases by hand

/** An image of `pages` pages (the last one `tail` bytes long if given), with the pages
 *  listed in `full` holding bytes and every other page zeros. */
function image(pages, full, tail = PAGE) {
  const bytes = new Uint8Array((pages - 1) * PAGE + tail);
  for (const p of full) {
    for (let i = p * PAGE; i < Math.min(bytes.length, (p + 1) * PAGE); i++) bytes[i] = (i % 251) + 1;
  }
  return bytes;
}

const runsOf = (packed) => {
  const view = new DataView(packed.buffer, packed.byteOffset);
  return Array.from({ length: view.getUint32(12, true) }, (_, i) => [
    view.getUint32(16 + 8 * i, true),
    view.getUint32(20 + 8 * i, true),
  ]);
};

test("the zero pages are left out, the others kept as runs, and the image comes back whole", () => {
  const original = image(10, [0, 1, 4, 7, 8]);
  const packed = packImage(original, PAGE);
  assert.deepEqual(runsOf(packed), [
    [0, 2],
    [4, 1],
    [7, 2],
  ]);
  // Header, three runs, five pages of bytes.
  assert.equal(packed.length, 16 + 3 * 8 + 5 * PAGE);
  assert.deepEqual(unpackImage(packed), original);
});

test("an image whose last page is cut short, or that is all zeros, comes back as it was", () => {
  const short = image(3, [2], 5);
  assert.equal(short.length, 2 * PAGE + 5);
  assert.deepEqual(unpackImage(packImage(short, PAGE)), short);
  const zeros = new Uint8Array(5 * PAGE);
  const packed = packImage(zeros, PAGE);
  assert.equal(packed.length, 16);
  assert.deepEqual(unpackImage(packed), zeros);
});

test("a page with one byte set is kept", () => {
  const original = new Uint8Array(4 * PAGE);
  original[3 * PAGE - 1] = 7;
  assert.deepEqual(runsOf(packImage(original, PAGE)), [[2, 1]]);
  assert.deepEqual(unpackImage(packImage(original, PAGE)), original);
});

test("what does not add up is refused, never read as an image", () => {
  const packed = packImage(image(6, [1, 4]), PAGE);
  const broken = {
    "not packed": new TextEncoder().encode("not a memory snapshot at all"),
    "too short for its header": packed.subarray(0, 10),
    "cut short": packed.subarray(0, packed.length - 1),
    "bytes left over": Uint8Array.of(...packed, 0),
  };
  // Runs out of order: the second run starts before the first.
  const swapped = packed.slice();
  const view = new DataView(swapped.buffer);
  view.setUint32(16, 4, true);
  view.setUint32(24, 1, true);
  broken["runs out of order"] = swapped;
  // A run past the image's end.
  const past = packed.slice();
  new DataView(past.buffer).setUint32(24, 6, true);
  broken["a run past the end"] = past;
  for (const [what, bytes] of Object.entries(broken)) {
    assert.throws(() => unpackImage(bytes), /memory image/, what);
  }
});
