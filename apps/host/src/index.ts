import type { EarlyContract } from './early/earlyContract';
import { yieldToMain } from './start/yieldToMain';

/** The bundler's runtime: `e` loads a chunk (rejecting when its script could not be loaded). */
declare const __webpack_require__: { e: (chunk: string | number) => Promise<unknown> };

// While the page starts, a chunk whose script the connection dropped is asked for again (the early
// contract's retry, with its back-off), inside the runtime, so that what waits on it (Module
// Federation's shared modules among them) waits instead of failing for good. A page drawn by the
// browser alone has no contract, and tries once. Chunks loaded later fail as they did (their
// callers say so: a form, a dialog).
const retry = (window as { __sfEarly?: EarlyContract }).__sfEarly?.retry;
const ensure = __webpack_require__.e;
if (retry)
  __webpack_require__.e = (chunk) =>
    new Promise((resolve) => retry((failed) => void ensure(chunk).then(resolve, failed)));

// The async boundary lets Module Federation set up shared modules before React loads; it waits a
// task first, so that setting up the federation runtime and loading the shared modules are two
// short tasks instead of one long one.
void yieldToMain()
  .then(() => import('./start/bootstrap'))
  .finally(() => (__webpack_require__.e = ensure));
