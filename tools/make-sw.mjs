// Write the site's service worker (site/sw.js) around two precache lists that Workbox
// (workbox-build's getManifest, from npm) computes from the built files: nothing is listed
// by hand.  Usage: node tools/make-sw.mjs SITE_DIR
//
// - "core": pages, styles, scripts, search index: cached when the service worker installs,
//   so after one visit the pages and search work with no connection.
// - "runtime": the Pyodide runtime, the core's wheel and the snapshot: cached the first
//   time a calculator runs (the page asks for it), so a rules page never downloads Python.
// Entries are cached under "<url>?__rev=<revision>": a new build with new files replaces
// exactly what changed, and entries of older builds are deleted when it activates.
import { getManifest } from "workbox-build";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const site = process.argv[2];
if (!site) {
  console.error("usage: node tools/make-sw.mjs SITE_DIR");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const RUNTIME = ["assets/pyodide/**", "assets/wheels/**"];
const NEVER = ["sw.js", "**/*.map", "**/*.gz.map", "downloads/**", "sitemap.xml.gz"];

async function manifest(globPatterns, globIgnores) {
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: site,
    globPatterns,
    globIgnores,
    maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`workbox: ${warning}`);
  return { entries: manifestEntries.map(({ url, revision }) => ({ url, revision })), count, size };
}

const core = await manifest(["**/*"], [...NEVER, ...RUNTIME, "**/*.pdf"]);
const runtime = await manifest([...RUNTIME, "**/*.pdf"], NEVER);
const version = createHash("sha256")
  .update(JSON.stringify([core.entries, runtime.entries]))
  .digest("hex")
  .slice(0, 16);

const template = readFileSync(join(here, "sw-template.js"), "utf8");
const sw = template
  .replace("__VERSION__", JSON.stringify(version))
  .replace("__CORE__", JSON.stringify(core.entries))
  .replace("__RUNTIME__", JSON.stringify(runtime.entries));
writeFileSync(join(site, "sw.js"), sw);
const mb = (n) => (n / 1024 / 1024).toFixed(1);
console.log(
  `sw.js ${version}: core ${core.count} files (${mb(core.size)} MB), runtime ${runtime.count} files (${mb(runtime.size)} MB)`,
);
