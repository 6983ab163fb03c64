// Starts Python as early as a page with a calculator can: an async module in the page's
// <head> (overrides/main.html), run as soon as it arrives, while the page still loads.
// calculators.mjs, which mounts the calculators later, gets the same worker
// (calculators-client.mjs keeps one per page).
import { canRunPython, setupWorker } from "./calculators-client.mjs";

if (canRunPython()) setupWorker();
