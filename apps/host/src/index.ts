import { yieldToMain } from './start/yieldToMain';

// The async boundary lets Module Federation set up shared modules before React loads; it waits a
// task first, so that setting up the federation runtime and loading the shared modules are two
// short tasks instead of one long one.
void yieldToMain().then(() => import('./start/bootstrap'));
