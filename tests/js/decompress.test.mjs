// decompressed (calculators-decompress.mjs): the runtime's compressed files as the worker
// reads them (python.zip.gz, pyodide.asm.wasm.zst).
// The fixture is "000 001 ... 999 " a hundred times over (400,000 bytes, so several
// Zstandard blocks), compressed by the zstd command line at level 19 (1,754 bytes).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

import { decompressed } from "../../docs/assets/javascripts/calculators-decompress.mjs";

const COMPRESSED = new Uint8Array(readFileSync(new URL("fixtures/counting.txt.zst", import.meta.url)));
const TEXT = Array.from({ length: 100000 }, (_, i) => String(i % 1000).padStart(3, "0") + " ").join("");

/** A response whose body arrives in pieces of `sizes` bytes (the last size repeated). */
function arriving(bytes, sizes) {
  let at = 0;
  let i = 0;
  return new Response(
    new ReadableStream({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        const size = sizes[Math.min(i++, sizes.length - 1)];
        controller.enqueue(bytes.slice(at, at + size));
        at += size;
      },
    }),
  );
}

test("a compressed file arriving a few bytes at a time is read whole, of the type asked for", async () => {
  // The first piece is shorter than the magic number: it is waited for.
  const response = decompressed(arriving(COMPRESSED, [2, 1, 5, 64]), "application/wasm");
  assert.equal(response.headers.get("Content-Type"), "application/wasm");
  assert.equal(await response.text(), TEXT);
});

test("a gzipped file arriving a few bytes at a time is read whole", async () => {
  const gzipped = new Uint8Array(gzipSync(new TextEncoder().encode(TEXT)));
  const response = decompressed(arriving(gzipped, [1, 2, 3, 100]), "application/zip");
  assert.equal(response.headers.get("Content-Type"), "application/zip");
  assert.equal(await response.text(), TEXT);
});

test("a gzipped file cut short is an error", async () => {
  const gzipped = new Uint8Array(gzipSync(new TextEncoder().encode(TEXT)));
  await assert.rejects(decompressed(arriving(gzipped.slice(0, gzipped.length - 40), [512]), "x").arrayBuffer());
});

test("a file already whole (kept decompressed, or undone by the host) is passed on as it is", async () => {
  const bytes = new TextEncoder().encode(TEXT);
  const response = decompressed(arriving(bytes, [3, 4096]), "application/zip");
  assert.deepEqual(new Uint8Array(await response.arrayBuffer()), bytes);
});

test("a file of fewer bytes than the magic number is passed on", async () => {
  assert.equal(await decompressed(arriving(new TextEncoder().encode("PK"), [1]), "x").text(), "PK");
});

test("a compressed file cut short is an error, not a shorter file", async () => {
  const cut = COMPRESSED.slice(0, COMPRESSED.length - 40);
  await assert.rejects(decompressed(arriving(cut, [512]), "application/wasm").arrayBuffer());
});
