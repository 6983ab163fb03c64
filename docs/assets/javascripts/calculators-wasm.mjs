// WebAssembly modules compiled once per worker, for the many tiny ones Pyodide's start makes;
// and Python's own module, when the page compiled it for the worker.
//
// At each start, Emscripten's dynamic linker (pyodide.asm.mjs, convertJsFunctionToWasm)
// wraps every JavaScript function whose address Python takes in a WebAssembly module of its
// own, compiled with `new WebAssembly.Module(bytes)` from bytes that depend only on the
// function's signature; the function itself is given when that module is instantiated.
// Some 260 compiles, on the worker's thread, for a few dozen different modules.  A compiled
// module is immutable and may be instantiated any number of times, so the same bytes may be
// given the same module.

import { MessageType, PAGE_WASM_NAME } from "./calculators-protocol.mjs";

/** Modules of at most this many bytes are looked up before they are compiled. */
export const SMALL_MODULE_BYTES = 512;

/**
 * Make `new wasm.Module(bytes)` give the module already compiled from the same bytes when
 * they are few (at most `maxBytes`); anything else is compiled as before.  `instanceof
 * wasm.Module` stays true of every module, however it was made (Emscripten asks it of the
 * main module).  Returns the number of compiles saved so far, as a function.
 */
export function compileSmallModulesOnce(wasm = globalThis.WebAssembly, maxBytes = SMALL_MODULE_BYTES) {
  const NativeModule = wasm.Module;
  const compiled = new Map(); // the bytes, joined -> their module
  let saved = 0;
  wasm.Module = class Module extends NativeModule {
    static [Symbol.hasInstance](value) {
      return value instanceof NativeModule;
    }

    constructor(bytes, options) {
      if (!(bytes instanceof Uint8Array) || bytes.length > maxBytes || options !== undefined) {
        super(bytes, options);
        return;
      }
      const key = bytes.join();
      const known = compiled.get(key);
      if (known) {
        saved += 1;
        return known;
      }
      super(bytes);
      compiled.set(key, this);
    }
  };
  return () => saved;
}

/**
 * The WebAssembly module the page compiled for this worker (hooks/calculators_early.js), when
 * the page named the worker PAGE_WASM_NAME to say it would: a promise of the module, or of
 * null when the page could not have it from a cache; null at once for any other worker.
 * The page's "wasm" message is taken here, before the worker's other listeners see it.
 */
export function moduleFromPage(scope = globalThis, wasm = globalThis.WebAssembly) {
  if (scope.name !== PAGE_WASM_NAME) return null;
  return new Promise((resolve) => {
    scope.addEventListener("message", (event) => {
      if (event.data?.type !== MessageType.WASM) return;
      event.stopImmediatePropagation();
      const module = event.data.data?.module;
      resolve(module instanceof wasm.Module ? module : null);
    });
  });
}
