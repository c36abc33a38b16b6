import type { EarlyEntry } from './earlyContract';

/**
 * For the rare early action whose element React removed from a page the visitor is still on: where
 * it went, or what to tell them (./replay.ts). A chunk of its own, loaded only then: no page's
 * first load carries it.
 */

/**
 * The element that now stands where `old` stood, when React has drawn its part again (it drops a
 * remote area's server HTML and draws it afresh when that HTML cannot be hydrated): found by its
 * place in its area, and only if it is the same control (same tag, id, name and words). The area's
 * old HTML is detached whole, so `old` still knows its place in it.
 */
function counterpartOf(old: Element, d: Document): Element | null {
  const path: number[] = [];
  let top = old;
  for (let up = old.parentElement; up; up = up.parentElement) {
    path.unshift([...up.children].indexOf(top));
    top = up;
  }
  const area = top.getAttribute('data-remote-area');
  let found: Element | null | undefined =
    area && /^[\w-]+$/.test(area) ? d.querySelector(`[data-remote-area="${area}"]`) : null;
  for (const at of path) found = found?.children[at];
  const same = (a: Element, b: Element) =>
    a.localName === b.localName &&
    a.id === b.id &&
    a.getAttribute('name') === b.getAttribute('name') &&
    a.textContent?.trim() === b.textContent?.trim();
  return found && found !== old && found.isConnected && same(found, old) ? found : null;
}

/** What the visitor is told of an action that could not be carried out (docs/product.md#before-the-page-works). */
export function notCarriedOut(entry: EarlyEntry): string {
  const words = (entry.target.getAttribute('aria-label') ?? entry.target.textContent ?? '').trim().slice(0, 60);
  if (entry.kind === 'submit') return 'Your form was not sent: the page was still loading. Please send it again.';
  if (entry.kind === 'value')
    return 'Something you typed before the page was ready could not be kept. Please check the form before sending it.';
  return `${words ? `“${words}”` : 'Your tap'} could not be done: the page was still loading. Please tap it again.`;
}

/**
 * Moves an entry whose element React removed to the element drawn in its place (true); once its
 * part works (`settled`) and none is there, what the visitor is to be told; else false (wait).
 */
export function relocate(entry: EarlyEntry, settled: boolean): boolean | string {
  const d = entry.target.ownerDocument;
  const counterpart = counterpartOf(entry.target, d);
  if (!counterpart) return settled && notCarriedOut(entry);
  if (entry.submitter) entry.submitter = counterpartOf(entry.submitter, d);
  entry.target = counterpart;
  return true;
}
