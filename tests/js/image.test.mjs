// packImage / unpackImage / readImage / restoreOptions (calculators-image.mjs): the memory
// image without its zero pages, and Python's memory restored from it as the worker does.
import assert from "node:assert/strict";
import { test } from "node:test";

import { packImage, readImage, restoreOptions, unpackImage } from "../../docs/assets/javascripts/calculators-image.mjs";

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

test("a window of the image is written from any offset, the left-out pages' bytes untouched", () => {
  const original = image(6, [1, 4], 9);
  const read = readImage(packImage(original, PAGE));
  assert.equal(read.length, original.length);
  // From the middle of page 0 (left out) to the middle of page 4.
  const target = new Uint8Array(4 * PAGE).fill(0xee);
  read.copyInto(target, PAGE / 2);
  const expected = new Uint8Array(4 * PAGE).fill(0xee);
  expected.set(original.subarray(PAGE, 2 * PAGE), PAGE / 2);
  expected.set(original.subarray(4 * PAGE, 4 * PAGE + PAGE / 2), 4 * PAGE - PAGE / 2); // the window ends mid-page
  assert.deepEqual(target, expected);
  // zeroGaps clears what copyInto left: together, the image's window whole.
  read.zeroGaps(target, PAGE / 2);
  assert.deepEqual(target, original.slice(PAGE / 2, PAGE / 2 + 4 * PAGE));
});

// Pyodide's image (pyodide.asm.mjs makeSnapshot): 32-bit words [magic, where the memory
// begins, the description's length, 0, 8 words of build id], the description, the memory.
const PYODIDE_MAGIC = 1886286592;
function pyodideImage(memory, description = "{}") {
  const text = new TextEncoder().encode(description);
  const memoryAt = Math.ceil((48 + text.length) / 16) * 16;
  const bytes = new Uint8Array(memoryAt + memory.length);
  const words = new Uint32Array(bytes.buffer, 0, 12);
  words.set([PYODIDE_MAGIC, memoryAt, text.length, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
  bytes.set(text, 48);
  bytes.set(memory, memoryAt);
  return { bytes, memoryAt };
}

/** A stand-in for pyodide.asm.mjs's default export: a module whose memory its start has
 *  written below the heap's end (`used`), whose restoreSnapshot checks the header and copies
 *  what follows it into the memory, as Pyodide's does. */
function fakePyodide(used, seen) {
  return async (settings) => {
    const HEAP8 = new Int8Array(settings.INITIAL_MEMORY);
    HEAP8.fill(0x5a, 0, used); // written by the start: data, stack, heap
    seen.memory = settings.INITIAL_MEMORY;
    return {
      HEAP8,
      _sbrk: (grow) => (assert.equal(grow, 0), used),
      API: {
        restoreSnapshot(head) {
          const words = new Uint32Array(head.buffer, head.byteOffset, head.byteLength / 4);
          if (words[0] !== PYODIDE_MAGIC) throw new Error("Snapshot has invalid magic number");
          seen.head = head.slice();
          HEAP8.set(head.subarray(words[1]));
          return JSON.parse(new TextDecoder().decode(head.subarray(48, 48 + words[2])));
        },
      },
    };
  };
}

test("Python's memory is restored from the packed image: its pages written, the used zero pages cleared", () => {
  const PAGE4K = 4096;
  // Memory pages: 0-1 data, 2 zeros (inside what the start uses), 3 data, 4-7 zeros (above it).
  const memory = new Uint8Array(8 * PAGE4K);
  memory.fill(3, 0, 2 * PAGE4K);
  memory.fill(4, 3 * PAGE4K, 4 * PAGE4K);
  const { bytes, memoryAt } = pyodideImage(memory, '{"hiwireKeys":[]}');
  const seen = {};
  const options = restoreOptions(readImage(packImage(bytes)), fakePyodide(5 * PAGE4K, seen));
  // loadPyodide's part: the module made for an image of this length, the "image" handed to it restored.
  return options.createPyodideModule({ INITIAL_MEMORY: options._loadSnapshot.length }).then((module) => {
    assert.equal(seen.memory, bytes.length);
    assert.deepEqual(module.API.restoreSnapshot(options._loadSnapshot), { hiwireKeys: [] });
    assert.deepEqual(seen.head, bytes.subarray(0, memoryAt));
    assert.deepEqual(new Uint8Array(module.HEAP8.buffer, 0, memory.length), memory);
  });
});

test("an image that is not Pyodide's is refused before Pyodide starts", () => {
  const notPyodide = new Uint8Array(4096).fill(1); // where the memory begins: far past the end
  assert.throws(() => restoreOptions(readImage(packImage(notPyodide)), fakePyodide(0, {})), /not one of Pyodide's/);
  const zeros = new Uint8Array(4096);
  assert.throws(() => restoreOptions(readImage(packImage(zeros)), fakePyodide(0, {})), /not one of Pyodide's/);
});

test("Pyodide's module is made while the image is still on its way, then restored from it", async () => {
  const PAGE4K = 4096;
  const memory = new Uint8Array(4 * PAGE4K);
  memory.fill(7, PAGE4K, 2 * PAGE4K);
  const { bytes } = pyodideImage(memory);
  let arrive;
  const image = new Promise((resolve) => {
    arrive = resolve;
  });
  const seen = {};
  const create = fakePyodide(3 * PAGE4K, seen);
  const options = restoreOptions(image, create, bytes.length);
  // loadPyodide awaits _loadSnapshot, then makes the module: neither waits for the image.
  const standIn = await options._loadSnapshot;
  const module = options.createPyodideModule({ INITIAL_MEMORY: standIn.length });
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(seen.memory, bytes.length, "the module is made, at the image's length, before the image is in");
  arrive(readImage(packImage(bytes)));
  const made = await module;
  assert.deepEqual(made.API.restoreSnapshot(standIn), {});
  assert.deepEqual(new Uint8Array(made.HEAP8.buffer, 0, memory.length), memory);
});

test("an image that arrives of another length than the runtime says fails Pyodide's start", async () => {
  const { bytes } = pyodideImage(new Uint8Array(4096));
  const options = restoreOptions(Promise.resolve(readImage(packImage(bytes))), fakePyodide(0, {}), bytes.length + 4096);
  await assert.rejects(options.createPyodideModule({}), /bytes where \d+ were expected/);
});
