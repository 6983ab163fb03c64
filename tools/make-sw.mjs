// Write the site's service worker (site/sw.js) around two lists computed from the built
// files: nothing is listed by hand.  Usage: node tools/make-sw.mjs SITE_DIR
//
// - PAGES (Workbox's getManifest, with a revision per file): pages, styles, scripts, the
//   search indexes with the Lunr languages they use, images a page shows, and the print
//   editions (PDF); cached when the service worker installs, so after one visit every
//   page, search and the PDFs work with no connection.  Not: the runtime, the offline
//   archive, source maps, other Lunr languages, images no page shows (the README's).
// - RUNTIME: the files a start of this build's Python runtime needs
//   (assets/runtime/<id>/runtime.json lists them); kept once a calculator has run.
// - FZSTD: fzstd's decompressor (its UMD build, kept to a scope of its own), with which the
//   service worker keeps the runtime's .zst files decompressed.
import { getManifest } from "workbox-build";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, dirname, posix } from "node:path";
import { fileURLToPath } from "node:url";

const site = process.argv[2];
if (!site) {
  console.error("usage: node tools/make-sw.mjs SITE_DIR");
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const NEVER = [
  "sw.js",
  "**/*.map",
  "**/*.gz",
  "downloads/**",
  "assets/runtime/**",
  "assets/pyodide/**",
  "assets/javascripts/lunr/**",
];

/** The site's files (paths relative to it, with "/"). */
const siteFiles = readdirSync(site, { recursive: true })
  .map((file) => String(file).split("\\").join("/"))
  .filter((file) => statSync(join(site, file)).isFile());

/** The Lunr files Material's search worker loads for the languages of the site's search
 * indexes (one per language root): a stemmer per language but English, the stemmers'
 * support, and lunr.multi for an index of several languages. */
function lunrFiles() {
  const files = new Set();
  for (const index of siteFiles.filter((file) => /(^|\/)search\/search_index\.json$/.test(file))) {
    const langs = [JSON.parse(readFileSync(join(site, index), "utf8")).config.lang].flat();
    for (const lang of langs.filter((each) => each !== "en")) {
      files.add("lunr.stemmer.support.min.js").add(`lunr.${lang}.min.js`);
    }
    if (langs.length > 1) files.add("lunr.multi.min.js");
  }
  return [...files].map((file) => `assets/javascripts/lunr/min/${file}`);
}

/** Images no built page, stylesheet or script refers to (e.g. the README's screenshots). */
function unusedImages() {
  const texts = siteFiles
    .filter((file) => /\.(html|css|m?js|json)$/.test(file) && !file.startsWith("assets/runtime/"))
    .map((file) => readFileSync(join(site, file), "utf8"))
    .join("\n");
  return siteFiles.filter((file) => file.startsWith("assets/images/") && !texts.includes(posix.basename(file)));
}

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

/** This build's runtime: the files its runtime.json lists, relative to the site's root. */
function runtimeFiles() {
  const found = siteFiles.filter((file) => /^assets\/runtime\/[^/]+\/runtime\.json$/.test(file));
  if (found.length !== 1) throw new Error(`expected one assets/runtime/*/runtime.json in ${site}, found ${found.length}`);
  const base = posix.dirname(found[0]);
  const { files } = JSON.parse(readFileSync(join(site, found[0]), "utf8"));
  return [found[0], ...files.map((file) => posix.normalize(posix.join(base, file)))];
}

const site_ = await manifest(["**/*"], [...NEVER, ...unusedImages()]);
const lunr = await manifest(lunrFiles(), []);
const pages = {
  entries: [...site_.entries, ...lunr.entries],
  count: site_.count + lunr.count,
  size: site_.size + lunr.size,
};
const runtime = runtimeFiles();
const version = createHash("sha256")
  .update(JSON.stringify([pages.entries, runtime]))
  .digest("hex")
  .slice(0, 16);

const template = readFileSync(join(here, "sw-template.js"), "utf8");
const fzstd = readFileSync(join(here, "..", "node_modules", "fzstd", "umd", "index.js"), "utf8");
// (Replaced by functions: a string replacement would read "$" in the code as a pattern.)
const sw = template
  .replace("__VERSION__", () => JSON.stringify(version))
  .replace("__PAGES__", () => JSON.stringify(pages.entries))
  .replace("__RUNTIME__", () => JSON.stringify(runtime))
  .replace("__FZSTD__", () => `(() => {\n  const self = {}; // fzstd 0.1.1 (MIT), UMD\n${fzstd}\n  return self.fzstd;\n})()`);
writeFileSync(join(site, "sw.js"), sw);
const mb = (n) => (n / 1024 / 1024).toFixed(1);
console.log(`sw.js ${version}: pages ${pages.count} files (${mb(pages.size)} MB), runtime ${runtime.length} files`);
