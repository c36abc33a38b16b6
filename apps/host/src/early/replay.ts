import { partOf, reactOwns, type EarlyContract, type EarlyEntry } from './earlyContract';
import type * as Redrawn from './redrawn';

/**
 * The host's side of the early event contract (./earlyContract.ts): once React has taken over the
 * element a visitor acted on, what they did is carried out, in the order they did it, exactly
 * once. What belongs to a part that failed, or to a page the visitor has left, is dropped.
 */

type ContractWindow = Window & { __sfEarly?: EarlyContract };

const contractOf = (w: Window): EarlyContract | undefined => (w as ContractWindow).__sfEarly;

/** A task boundary between replayed actions, so React has committed what the previous one changed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function notBusy(entry: EarlyEntry) {
  entry.target.removeAttribute('aria-busy');
}

/**
 * Gives a field the value the visitor left in it, so that React's onChange sees it: React keeps
 * its own note of the value it last saw, so the field is first set (through that note) to
 * something else, then to the visitor's value through the element's own setter, then told.
 */
function replayValue(entry: EarlyEntry) {
  const field = entry.target as HTMLInputElement;
  if (field.type === 'checkbox' || field.type === 'radio') {
    // A radio that lost its tick has nothing to say: the one that got it has its own entry.
    if (field.type === 'radio' && !entry.checked) return;
    field.checked = !entry.checked;
    field.click();
    return;
  }
  if (field.type === 'file') {
    if (entry.files) field.files = entry.files;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const value = entry.value ?? '';
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = value === '' ? ' ' : '';
  if (setValue) setValue.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
  const [start, end] = entry.selection ?? [null, null];
  if (field.ownerDocument.activeElement === field && start !== null) {
    try {
      field.setSelectionRange(start, end);
    } catch {
      // A field type without a caret.
    }
  }
}

function replay(entry: EarlyEntry) {
  if (entry.kind === 'value') return replayValue(entry);
  if (entry.kind === 'click') return (entry.target as HTMLElement).click();
  const form = entry.target as HTMLFormElement;
  const submitter = entry.submitter as HTMLButtonElement | null | undefined;
  form.requestSubmit(submitter?.isConnected && submitter.form === form ? submitter : undefined);
}

/** ./redrawn.ts, loaded for the first entry whose element React removed from the page the visitor is on. */
let redrawn: Promise<void> | undefined;
let relocate: typeof Redrawn.relocate | undefined;

/**
 * The next entry that can be carried out now: the first whose element React owns, unless an
 * earlier entry of the same part still waits (a part keeps its order). An entry whose element has
 * left the page goes with it when the visitor has left that page; on the same page it moves to the
 * element drawn in its place, and when its part works without one, the visitor is told.
 */
function nextReady(contract: EarlyContract, state: ReplayState): EarlyEntry | undefined {
  const waiting = new Set<string>();
  for (const entry of [...contract.queue]) {
    const part = partOf(entry.target);
    if (!entry.target.isConnected) {
      if (!state.here()) {
        drop(contract, entry);
        continue;
      }
      redrawn ??= import(/* webpackChunkName: "early-redrawn" */ './redrawn').then(
        (module) => void (relocate = module.relocate),
        // Its code could not load (offline, say): the entry goes, untold, as before there was this chunk.
        () => void (relocate = () => ''),
      );
      const moved = relocate?.(entry, state.live.has(part) || !!contract.off);
      if (typeof moved === 'string') {
        drop(contract, entry);
        if (moved) state.tell(moved);
        continue;
      }
      if (!moved) {
        waiting.add(part);
        continue;
      }
    }
    if (waiting.has(part)) continue;
    if (reactOwns(entry.target)) return entry;
    waiting.add(part);
  }
  return undefined;
}

function drop(contract: EarlyContract, entry: EarlyEntry) {
  contract.queue = contract.queue.filter((other) => other !== entry);
  notBusy(entry);
}

/** What the replay knows beyond the queue: the page the entries were kept on, the parts that work, and how to tell the visitor. */
interface ReplayState {
  /** Whether the visitor is still on the page the entries were kept on. */
  here: () => boolean;
  live: Set<string>;
  /** Tells the visitor (tellVisitor); until the page can, what is to be told waits in `untold`. */
  tell: (message: string) => void;
  untold: string[];
}

/** Carries out what is ready, one task apart, so React has committed each action before the next. */
async function drain(contract: EarlyContract, state: ReplayState): Promise<void> {
  for (let entry = nextReady(contract, state); entry; entry = nextReady(contract, state)) {
    drop(contract, entry);
    contract.replaying = true;
    try {
      replay(entry);
    } catch (error) {
      console.warn('An action taken before the page worked could not be carried out.', error);
    } finally {
      contract.replaying = false;
    }
    await nextTask();
  }
}

const DRAIN_EVERY_MS = 50;

/** Each page's replay state, by its contract. */
const replayStates = new WeakMap<EarlyContract, ReplayState>();

/** How the visitor is told of an action that could not be carried out (the page's notifications, once they exist). */
export function tellVisitor(tell: (message: string) => void, w: Window = window): void {
  const contract = contractOf(w);
  const state = contract && replayStates.get(contract);
  if (!state) return;
  state.untold.forEach(tell);
  state.tell = tell;
}

/**
 * Starts carrying out what the visitor did before the page worked, as each element is taken over
 * by React (checked every 50 ms, and at once on `takeOver`), until the contract is retired and
 * nothing it kept is left. One drain at a time: a part's actions are carried out in order.
 * `visited`: the path the visitor asked for, where the address shows another while the page hydrates.
 */
export function replayEarlyActions(w: Window = window, visited: string = w.location.pathname): void {
  const contract = contractOf(w);
  if (!contract) return;
  let running = false;
  // The page's path, and the one it was rendered for (the address while it hydrates).
  const pages = [visited, w.location.pathname];
  const untold: string[] = [];
  const state: ReplayState = {
    here: () => pages.includes(w.location.pathname),
    live: new Set(),
    tell: (message) => untold.push(message),
    untold,
  };
  replayStates.set(contract, state);
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await drain(contract, state);
    } finally {
      running = false;
    }
  };
  contract.drain = tick;
  const loop = () => {
    if (contract.off && !contract.queue.length) return;
    void tick();
    setTimeout(loop, DRAIN_EVERY_MS);
  };
  loop();
}

/**
 * A part works now (the host's own part, or a remote's area): marks `sf:live:<part>` (`pnpm gap`
 * reads it) and carries out at once what was kept for it.
 */
export function takeOver(part: string, w: Window = window): void {
  w.performance?.mark?.(`sf:live:${part}`);
  const contract = contractOf(w);
  if (contract) replayStates.get(contract)?.live.add(part);
  void contract?.drain?.();
}

/** The part failed: what was kept for it is dropped, never replayed (its fallback, with Retry, shows). */
export function dropPart(part: string, w: Window = window): void {
  const contract = contractOf(w);
  if (!contract) return;
  for (const entry of [...contract.queue]) if (partOf(entry.target) === part) drop(contract, entry);
}

/**
 * The whole page works: the contract stands aside (later pages are drawn by React). What it still
 * keeps is carried out as before, never dropped for being late: a part's later actions wait behind
 * it, and an entry goes only when its element leaves the page or its part fails.
 */
export async function retireContract(w: Window = window): Promise<void> {
  const contract = contractOf(w);
  if (!contract || contract.off) return;
  contract.off = true;
  await contract.drain?.();
}

/** Calls `schedule` for each control acted on early, now and as they come (the host hydrates those parts first). */
export function onTouched(schedule: (target: Element) => void, w: Window = window): void {
  const contract = contractOf(w);
  if (!contract) return;
  contract.queue.forEach((entry) => schedule(entry.target));
  contract.touched = (entry) => schedule(entry.target);
}
