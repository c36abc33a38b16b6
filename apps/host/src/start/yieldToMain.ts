/**
 * Ends the current task: the browser paints and handles input before the next step of the page's
 * start runs. The start is three steps (the federation runtime, the shared modules and the host's
 * code, then hydration), each short enough on a mid-range phone; run back to back they were one
 * task of 150-250 ms, the page's total blocking time (docs/decisions/0014-boot-in-short-tasks.md).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
