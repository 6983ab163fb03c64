// Benchmark init script (bench/run.py adds it to every page of a context, after
// `window.__benchConfig = {path, calc, field, value}`).  On the calculator page it notes
// when the page creates the calculators' worker and when that reports ready (with the
// worker's own data), times each compute round trip, and as soon as the calculator is
// mounted changes one field and notes when the calculator answers (its state leaves
// "loading"), with the result's text.  Everything lands in window.__bench (page clock).
(() => {
  const config = window.__benchConfig;
  if (!config || location.pathname !== config.path) return;
  const bench = (window.__bench = { sent: new Map(), roundtrips: [] });
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      // The page's worker, not the rehearsal it starts once its runtime is kept.
      if (!String(url).includes("calculators-worker") || options?.name === "rehearsal") return;
      bench.worker ??= performance.now();
      this.addEventListener("message", ({ data }) => {
        if (data?.type === "result" && bench.sent.has(data.id)) {
          bench.roundtrips.push(performance.now() - bench.sent.get(data.id));
          bench.sent.delete(data.id);
        }
        if (data?.type === "ready" && bench.ready === undefined) {
          bench.ready = performance.now();
          bench.readyData = data.data;
        }
      });
    }

    postMessage(msg, ...rest) {
      if (msg?.type === "compute") bench.sent.set(msg.id, performance.now());
      return super.postMessage(msg, ...rest);
    }
  };
  const arm = () => {
    const root = document.querySelector(`[data-calculator="${config.calc}"]`);
    if (!root || !root.dataset.mounted) return false;
    new MutationObserver((_, observer) => {
      if (root.dataset.calcState === "loading") return;
      bench.answer = performance.now();
      bench.state = root.dataset.calcState;
      bench.text = root.querySelector("[data-calc-result]").textContent;
      observer.disconnect();
    }).observe(root, { attributes: true, attributeFilter: ["data-calc-state"] });
    const input = root.querySelector(`[name="${config.field}"]`);
    input.value = config.value;
    bench.change = performance.now();
    input.dispatchEvent(new Event("input", { bubbles: true }));
    return true;
  };
  new MutationObserver((_, observer) => {
    if (arm()) observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-mounted"] });
})();
