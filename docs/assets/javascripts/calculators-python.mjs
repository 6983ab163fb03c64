// Python that runs inside Pyodide, shared by the worker (calculators-worker.mjs) and the
// build step that makes the memory snapshot (tools/make-snapshot.mjs): one source.

const WHEEL_PATH = "/tmp/core.whl";

/**
 * Unpack the core's wheel into site-packages (Python's zipfile, not loadPackage: the
 * snapshot must hold no JavaScript references, and after a restore the image has the
 * modules but not the files) and return `calculators.__version__` if it is imported
 * (after a restore from the snapshot), else null.
 */
export function unpackWheel(pyodide, bytes) {
  pyodide.FS.writeFile(WHEEL_PATH, bytes);
  return pyodide.runPython(`
import importlib, os, sys, zipfile
from pyodide._package_loader import SITE_PACKAGES
with zipfile.ZipFile(${JSON.stringify(WHEEL_PATH)}) as _whl:
    _whl.extractall(SITE_PACKAGES)
os.remove(${JSON.stringify(WHEEL_PATH)})
importlib.invalidate_caches()
if "random" in sys.modules:  # a restored image holds the generator state it was made with
    sys.modules["random"].seed()
del _whl
getattr(sys.modules.get("calculators"), "__version__", None)
`);
}
