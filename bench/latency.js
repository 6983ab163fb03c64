// Benchmark (bench/run.py, page.evaluate): `n` changes of one field of a ready calculator,
// each `gap` ms after the previous result was painted (a player types far slower); the
// time from the input event to the result's DOM mutation, and to the next animation frame
// (the frame that paints it).  The first `warmup` changes are not counted.
async ({ calc, field, values, n, warmup, gap }) => {
  const root = document.querySelector(`[data-calculator="${calc}"]`);
  const input = root.querySelector(`[name="${field}"]`);
  const result = root.querySelector("[data-calc-result]");
  const dom = [];
  const frame = [];
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  for (let i = 0; i < n + warmup; i++) {
    await new Promise((resolve) => setTimeout(resolve, gap));
    const done = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`change ${i}: no result in 10 s`)), 10000);
      const observer = new MutationObserver(() => {
        if (root.dataset.calcState !== "ready") return;
        clearTimeout(timer);
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(result, { childList: true, subtree: true, characterData: true });
    });
    input.value = values[(values.indexOf(input.value) + 1) % values.length]; // always a new value
    const t0 = performance.now();
    input.dispatchEvent(new Event("input", { bubbles: true }));
    const t1 = await done;
    const t2 = await nextFrame();
    if (i >= warmup) {
      dom.push(t1 - t0);
      frame.push(t2 - t0);
    }
  }
  return { dom, frame };
};
