// compileSmallModulesOnce and moduleFromPage (calculators-wasm.mjs), on Node's own WebAssembly.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { MessageType, PAGE_WASM_NAME } from "../../docs/assets/javascripts/calculators-protocol.mjs";
import { compileSmallModulesOnce, moduleFromPage } from "../../docs/assets/javascripts/calculators-wasm.mjs";

// A module like Emscripten's wrapper of a JavaScript function (convertJsFunctionToWasm):
// it imports e.f of type (i32) -> i32, or (i32, i32) -> void, and exports it as f.
const wrapper = (params, results) =>
  Uint8Array.of(
    0, 97, 115, 109, 1, 0, 0, 0, // magic, version
    1, 4 + params.length + results.length, 1, 0x60, params.length, ...params, results.length, ...results, // type
    2, 7, 1, 1, 101, 1, 102, 0, 0, // import "e" "f" func type 0
    7, 5, 1, 1, 102, 0, 0, // export "f" func 0
  );
const I32 = 0x7f;

function fakeWasm() {
  return { Module: WebAssembly.Module, Instance: WebAssembly.Instance };
}

test("the same small bytes give the same module, and it wraps each function it is given", () => {
  const wasm = fakeWasm();
  const saved = compileSmallModulesOnce(wasm);
  const first = new wasm.Module(wrapper([I32], [I32]));
  const again = new wasm.Module(wrapper([I32], [I32]));
  assert.equal(again, first);
  assert.equal(saved(), 1);
  const double = new wasm.Instance(first, { e: { f: (x) => x * 2 } }).exports.f;
  const square = new wasm.Instance(again, { e: { f: (x) => x * x } }).exports.f;
  assert.equal(double(7), 14);
  assert.equal(square(7), 49);
});

test("other bytes give another module", () => {
  const wasm = fakeWasm();
  const saved = compileSmallModulesOnce(wasm);
  const one = new wasm.Module(wrapper([I32], [I32]));
  const two = new wasm.Module(wrapper([I32, I32], []));
  assert.notEqual(one, two);
  assert.deepEqual(WebAssembly.Module.imports(two), [{ module: "e", name: "f", kind: "function" }]);
  assert.equal(saved(), 0);
});

test("large modules and modules with options are compiled each time", () => {
  const small = wrapper([I32], [I32]);
  const wasm = fakeWasm();
  const saved = compileSmallModulesOnce(wasm, small.length - 1);
  assert.notEqual(new wasm.Module(small), new wasm.Module(small));
  const withOptions = fakeWasm();
  compileSmallModulesOnce(withOptions);
  assert.notEqual(new withOptions.Module(small, {}), new withOptions.Module(small, {}));
  assert.equal(saved(), 0);
});

test("every module is still an instance of WebAssembly.Module, however it was made", async () => {
  const wasm = fakeWasm();
  const native = new WebAssembly.Module(wrapper([I32], [I32]));
  const compiled = await WebAssembly.compile(wrapper([], []));
  compileSmallModulesOnce(wasm);
  const small = new wasm.Module(wrapper([I32], [I32]));
  assert.ok(native instanceof wasm.Module);
  assert.ok(compiled instanceof wasm.Module);
  assert.ok(small instanceof wasm.Module);
  assert.ok(small instanceof WebAssembly.Module);
  assert.equal(WebAssembly.Module.customSections(small, "name").length, 0);
  assert.ok(!({} instanceof wasm.Module));
});

// A worker's global scope as moduleFromPage and the worker's own listener see it: messages
// are dispatched to the listeners in the order they were added.
function workerScope(name) {
  const scope = new EventTarget();
  scope.name = name;
  scope.post = (data) => scope.dispatchEvent(new MessageEvent("message", { data }));
  return scope;
}

test("a worker the page named for it takes the page's module, and its other listeners never see that message", async () => {
  const scope = workerScope(PAGE_WASM_NAME);
  const module = new WebAssembly.Module(wrapper([I32], [I32]));
  const given = moduleFromPage(scope);
  const seen = [];
  scope.addEventListener("message", (event) => seen.push(event.data.type)); // the worker's handler
  scope.post({ type: MessageType.COMPUTE, id: 1, data: {} });
  scope.post({ type: MessageType.WASM, id: 0, data: { module } });
  assert.equal(await given, module);
  assert.deepEqual(seen, [MessageType.COMPUTE]);
});

test("the page's null, or anything not a module, leaves the worker to fetch the WebAssembly itself", async () => {
  for (const module of [null, undefined, "pyodide.asm.wasm", {}]) {
    const scope = workerScope(PAGE_WASM_NAME);
    const given = moduleFromPage(scope);
    scope.post({ type: MessageType.WASM, id: 0, data: { module } });
    assert.equal(await given, null);
  }
});

test("a worker not named for it does not wait for the page", () => {
  assert.equal(moduleFromPage(workerScope("")), null);
  assert.equal(moduleFromPage(workerScope("rehearsal")), null);
});

test("the page's early script names the worker and its message as the protocol does", () => {
  // hooks/calculators_early.js is a classic script, inline in the page: it cannot import them.
  const early = readFileSync(new URL("../../hooks/calculators_early.js", import.meta.url), "utf8");
  assert.match(early, new RegExp(`name: "${PAGE_WASM_NAME}"`));
  assert.match(early, new RegExp(`postMessage\\(\\{ type: "${MessageType.WASM}", id: 0, data: \\{ module: module \\} \\}\\)`));
});
