// Benchmark (bench/run.py, page.evaluate): click the link to `target` (Material's instant
// navigation fetches the page and swaps it in, in the same JavaScript realm) and time until
// every calculator of the new page is live; how many workers the realm has started.
async ({ target, timeout }) => {
  const link = [...document.querySelectorAll("a[href]")].find((a) => a.href === target);
  if (!link) throw new Error(`no link to ${target}`);
  const t0 = performance.now();
  link.click();
  const path = new URL(target).pathname;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (location.pathname !== path) continue;
    const roots = [...document.querySelectorAll("[data-calculator]")];
    if (roots.length && roots.every((r) => ["ready", "invalid", "failed"].includes(r.dataset.calcState))) {
      return {
        ms: performance.now() - t0,
        calculators: roots.length,
        states: roots.map((r) => r.dataset.calcState),
        starts: document.documentElement.dataset.calcWorkerStarts,
        documents: performance.getEntriesByType("navigation").length,
      };
    }
    if (performance.now() - t0 > timeout) throw new Error(`instant navigation to ${target}: calculators not live`);
  }
};
