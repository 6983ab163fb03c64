// How the worker (calculators-worker.mjs) has the runtime's files: Pyodide's own requests
// answered with the responses the worker hands over, a file fetched (one that cannot be had
// is Unavailable) or found in a cache, and the memory image read out of its response.
// Importing it takes the worker's `fetch` over (below).

/** A runtime file could not be had: the page reports it (and may look for a newer build). */
export class Unavailable extends Error {}

// Responses handed to Pyodide by URL instead of a request of its own: python.zip, already
// being downloaded (and probed) here, and the WebAssembly, compiled here.
export const handOver = new Map();
const nativeFetch = self.fetch.bind(self);
self.fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  const given = handOver.get(url);
  if (given) return given();
  const response = nativeFetch(input, init);
  response.catch(() => {}); // reported by Pyodide, or by us: never an uncaught rejection
  return response;
};

export async function fetchOk(url, init) {
  let response;
  try {
    response = await nativeFetch(url, init);
  } catch (error) {
    throw new Unavailable(`${url.pathname}: ${error?.message ?? error}`);
  }
  if (!response.ok) throw new Unavailable(`${response.status} for ${url.pathname}`);
  return response;
}

/** The service worker's copy of `url` (CacheStorage), else null. */
export async function keptOffline(url) {
  try {
    return (await caches.match(url.href)) ?? null;
  } catch {
    return null; // no CacheStorage here (an insecure context)
  }
}

/** A response from a cache (the service worker's, or the HTTP cache), else null. */
export async function cached(url) {
  const hit = await keptOffline(url);
  if (hit) return hit;
  try {
    const response = await nativeFetch(url, { cache: "only-if-cached", mode: "same-origin" });
    return response.ok ? response : null;
  } catch {
    return null;
  }
}

const isGzip = (bytes) => bytes?.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
const inflate = async (stream) =>
  new Uint8Array(await new Response(stream.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());

/**
 * The memory image in a response: gzipped as the site serves it (decompressed as it
 * arrives), or already whole (the host undid the compression, or it comes from the
 * service worker's cache, which keeps it decompressed: read at once, in one piece).
 */
export async function unpack(response, cached) {
  if (cached) {
    // Through a Blob: the cache hands over its stored body, read in one piece (about half
    // the thread time of response.arrayBuffer(), which takes it chunk by chunk).
    const bytes = new Uint8Array(await (await response.blob()).arrayBuffer());
    return isGzip(bytes) ? inflate(new Blob([bytes]).stream()) : bytes;
  }
  const [head, body] = response.body.tee();
  const reader = head.getReader();
  const { value } = await reader.read();
  reader.cancel().catch(() => {});
  return isGzip(value) ? inflate(body) : new Uint8Array(await new Response(body).arrayBuffer());
}
