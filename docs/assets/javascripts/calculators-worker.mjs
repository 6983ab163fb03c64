// Module Web Worker: starts Pyodide once from the site's own copy, installs the scoring
// core's wheel, and answers "compute" messages with calculators.api.handle().  Only JSON
// strings cross the Python/JavaScript boundary.  See calculators-protocol.mjs.
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { MessageType, isMessage, message } from "./calculators-protocol.mjs";

const PYODIDE_URL = new URL("../pyodide/", import.meta.url);
const WHEELS_URL = new URL("../wheels/", import.meta.url);

async function start() {
  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL: PYODIDE_URL.href });
  const manifest = await (await fetch(new URL("index.json", WHEELS_URL))).json();
  // loadPackage logs and resolves on failure instead of rejecting: check what it loaded.
  const loaded = await pyodide.loadPackage(new URL(manifest.wheel, WHEELS_URL).href, {
    messageCallback: () => {},
  });
  if (!loaded.some((pkg) => pkg.name === "calculators")) {
    throw new Error(`the calculators wheel ${manifest.wheel} did not load`);
  }
  const api = pyodide.pyimport("calculators.api");
  return { api, version: manifest.version, start_ms: performance.now() - started };
}

const core = start();

/** Answer one message from the page; unknown types are a programming error. */
export async function handler(msg) {
  if (!isMessage(msg)) throw new TypeError("Invalid message");
  switch (msg.type) {
    case MessageType.COMPUTE: {
      const { api } = await core;
      const response = JSON.parse(api.handle(JSON.stringify(msg.data)));
      return message(MessageType.RESULT, msg.id, response);
    }
    default:
      throw new TypeError(`Invalid message type ${msg.type}`);
  }
}

core.then(
  ({ version, start_ms }) => self.postMessage(message(MessageType.READY, 0, { version, start_ms })),
  (error) => self.postMessage(message(MessageType.FATAL, 0, { message: String(error?.message ?? error) })),
);

self.addEventListener("message", async (event) => {
  const id = Number.isInteger(event.data?.id) ? event.data.id : -1;
  try {
    self.postMessage(await handler(event.data));
  } catch (error) {
    self.postMessage(message(MessageType.ERROR, id, { message: String(error?.message ?? error) }));
  }
});
