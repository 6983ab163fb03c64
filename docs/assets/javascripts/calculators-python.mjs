// Python that runs inside Pyodide, shared by the worker (calculators-worker.mjs) and the
// build step that makes the runtime (tools/make-runtime.mjs): one source.
//
// The runtime's standard library is trimmed to the modules the core and Pyodide itself
// import (tools/make-runtime.mjs lists them by running the core).  A module it lacks is
// found in Pyodide's full standard library, fetched once, synchronously (a worker may), the
// first time such a module is imported: slow once, never broken.

const WHEEL_PATH = "/tmp/core.whl";
const FALLBACK_ZIP = "/lib/python_stdlib_full.zip";

/**
 * Unpack a wheel into site-packages with Python's zipfile (the build step reads the core
 * this way before it compiles it) and return `calculators.__version__` if the module is
 * already imported, else null.
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
del _whl
getattr(sys.modules.get("calculators"), "__version__", None)
`);
}

/**
 * Install the finder of modules the trimmed standard library lacks (`stdlibNames`: the
 * top-level module names of Pyodide's full standard library; only those are looked for).
 * It holds no JavaScript object until it is used, so a memory snapshot may include it.
 */
export function installStdlibFallback(pyodide, stdlibNames) {
  pyodide.runPython(`
import sys, types

_source = '''
"""Finds a standard-library module the runtime's trimmed library lacks (calculators-python.mjs)."""
import sys
from importlib.machinery import PathFinder

URL = None  # Pyodide's full python_stdlib.zip, set by the worker after each start
ZIP = ${JSON.stringify(FALLBACK_ZIP)}
NAMES = frozenset(${JSON.stringify(stdlibNames)})
_state = None  # None: not fetched; True: on sys.path; False: could not be fetched


def _fetch():
    global _state
    if _state is None:
        _state = False
        import js  # only now: a memory snapshot must hold no JavaScript object

        request = js.XMLHttpRequest.new()
        request.open("GET", URL, False)  # synchronous: an import cannot wait otherwise
        request.responseType = "arraybuffer"
        request.send(None)
        if request.status == 200:
            with open(ZIP, "wb") as out:
                out.write(request.response.to_py())
            sys.path.append(ZIP)
            _state = True
    return _state


class StdlibFallback:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if URL is None or name.partition(".")[0] not in NAMES or not _fetch():
            return None
        package = name.rpartition(".")[0]
        where = None if not package else [ZIP + "/" + package.replace(".", "/")]
        return PathFinder.find_spec(name, where)

    @classmethod
    def invalidate_caches(cls):
        pass
'''
_module = types.ModuleType("_calculators_stdlib")
exec(compile(_source, "<calculators-python.mjs>", "exec"), _module.__dict__)
sys.modules["_calculators_stdlib"] = _module
sys.meta_path.append(_module.StdlibFallback)
del _source, _module
`);
}

/**
 * Run every calculator in each of its languages: its defaults, its presets, an empty form
 * and a form with a field it does not have; then requests that are not even JSON.  The build
 * runs it before it lists the modules the core imports and before it takes the memory
 * snapshot; the worker, `rounds` times over, to rehearse (calculators-worker.mjs).
 */
export function exercise(pyodide, rounds = 1) {
  pyodide.runPython(`
def _exercise(rounds):
    import json
    import calculators.api as api

    bad = ["", "[", "{}", json.dumps({"calculator": "no.such", "lang": "ru", "form": {}})]
    for _ in range(rounds):
        for id_, calc in api.REGISTRY.items():
            for lang in calc.languages:
                forms = [calc.default_form(), {}, {"no such field": "x"}]
                forms += [dict(preset.values) for preset in getattr(calc, "presets", ())]
                for form in forms:
                    api.handle(json.dumps({"calculator": id_, "lang": lang, "form": form}))
        for request in bad:
            api.handle(request)


_exercise(${Number(rounds)})
del _exercise
`);
}

/** After each start: where the full standard library is, and a fresh random state. */
export function prepareCore(pyodide, fullStdlibUrl) {
  return pyodide.runPython(`
import sys
sys.modules["_calculators_stdlib"].URL = ${JSON.stringify(String(fullStdlibUrl))}
if "random" in sys.modules:  # a restored image holds the generator state it was made with
    sys.modules["random"].seed()
import calculators, calculators.api
calculators.__version__
`);
}
