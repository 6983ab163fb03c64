// The runtime's compressed files as the worker reads them, decompressed as they arrive:
// python.zip gzipped whole (python.zip.gz), by the browser's own DecompressionStream; the
// WebAssembly compressed with Zstandard (pyodide.asm.wasm.zst, downloaded on a slow link),
// by fzstd: the browser offers a page no Zstandard of its own (tools/pyodide-files.mjs).
import { Decompress } from "fzstd";

// The formats' magic numbers: gzip (RFC 1952 §2.3.1) and a Zstandard frame (RFC 8878 §3.1.1).
const MAGIC = { gzip: [0x1f, 0x8b], zstd: [0x28, 0xb5, 0x2f, 0xfd] };
const HEAD = 4; // bytes enough to tell them apart
const formatOf = (head) =>
  Object.keys(MAGIC).find((format) => MAGIC[format].every((byte, i) => head[i] === byte)) ?? null;

/**
 * The file in `response` as a response of type `type`: gzipped or compressed with Zstandard
 * as the site ships it, or already whole (the service worker keeps it decompressed; a host
 * may have undone the compression).  Its first bytes say which.  A compressed file cut short
 * errors the body.
 */
export function decompressed(response, type) {
  let head = new Uint8Array(0);
  let format; // undefined until the first bytes are in; then "gzip", "zstd" or null
  let decoder; // what takes the compressed bytes: {push(chunk), end()}
  const body = response.body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        if (format === undefined) {
          head = concat(head, chunk);
          if (head.length < HEAD) return undefined;
          format = formatOf(head);
          decoder = DECODERS[format](controller);
          chunk = head;
        }
        return decoder.push(chunk);
      },
      flush(controller) {
        if (format === undefined) return head.length ? controller.enqueue(head) : undefined;
        return decoder.end();
      },
    }),
  );
  return new Response(body, { status: response.status, headers: { "Content-Type": type } });
}

const DECODERS = {
  null: (controller) => ({ push: (chunk) => controller.enqueue(chunk), end: () => {} }),
  zstd(controller) {
    const zstd = new Decompress((data) => data.length && controller.enqueue(data));
    return {
      push: (chunk) => zstd.push(chunk, false),
      end: () => zstd.push(new Uint8Array(0), true), // throws on a frame cut short
    };
  },
  gzip(controller) {
    const inflate = new DecompressionStream("gzip");
    const writer = inflate.writable.getWriter();
    const reader = inflate.readable.getReader();
    const pumped = (async () => {
      for (let read = await reader.read(); !read.done; read = await reader.read()) controller.enqueue(read.value);
    })();
    pumped.catch(() => {}); // told by end()
    return {
      push: (chunk) => writer.write(chunk),
      end: async () => {
        await writer.close();
        await pumped;
      },
    };
  },
};

function concat(a, b) {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
