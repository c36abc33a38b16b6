/**
 * The early event contract: the one script every rendered page runs inline, in its head, before
 * any of the site's code has arrived (docs/decisions/0015-early-event-replay.md).
 *
 * A rendered page shows its buttons and fields a second or two before React has hydrated them; on
 * a phone, that is when a visitor taps and types. Until the part of the page that holds a control
 * works (the host's own part, or one remote's area), this listens on the document, in the capture
 * phase (before React's own listeners on #root), and keeps what the visitor does to it:
 * - a tap on a button: queued, its default prevented, the control marked `aria-busy`;
 * - a form submitted: queued with its submitter, the browser's own submission prevented (with no
 *   script at all the form posts to its action instead: it works either way);
 * - text typed, an option chosen, a box ticked, a file picked: the field's value is noted at once,
 *   since hydration may reset what the DOM shows to what React's state holds.
 * Links are left alone: they work as links from the first paint. Events on elements React has
 * taken over pass untouched, unless something done earlier in the same part still waits: then they
 * wait behind it, so that a form sent the moment it hydrates is sent with what was typed before, and
 * a field typed into again is not overwritten by its older value. The host replays each entry once
 * React owns its element (./replay.ts), in order, exactly once.
 *
 * It must stay self-contained (no imports, no closures over module scope): the build compiles this
 * file alone, minified, into `early-contract.js`, which the render step inlines into every page
 * (with its hash in the page's Content-Security-Policy).
 */

/** What the contract keeps of one action, in the order the visitor did them. */
export interface EarlyEntry {
  /** click, submit, or value (a field changed). */
  kind: 'click' | 'submit' | 'value';
  /** The control, the form, or the field. */
  target: Element;
  /** For a submit: the button that sent the form, if any. */
  submitter?: Element | null;
  /** For a value: the field as the visitor left it. */
  value?: string;
  checked?: boolean;
  files?: FileList | null;
  selection?: [number | null, number | null];
}

/** The contract as the host finds it on `window.__sfEarly`. */
export interface EarlyContract {
  queue: EarlyEntry[];
  /** The whole page works: every event passes untouched, but for a part whose earlier entries still wait. */
  off?: boolean;
  /** Called with each entry as it is queued (the host hydrates that part first). */
  touched?: (entry: EarlyEntry) => void;
  /** Set by the host: carries out what is ready now. */
  drain?: () => Promise<void>;
  /** Set by the host while it carries an entry out: those events are for React, not for the queue. */
  replaying?: boolean;
  /**
   * Calls `load` again when it fails, after 1, 2, 4 … s (at most 30 s apart), and at once when the
   * browser says it is online again: how the host's start survives a connection that drops while
   * the page loads (its entry here, its first chunks in src/index.ts). `load` calls `failed` on failure.
   */
  retry: (load: (failed: () => void) => void) => void;
}

/**
 * Whether React has taken this element over (hydrated it, or drawn it) and committed it, so that an
 * event on it reaches its handlers. React keeps its own key on each DOM node it manages
 * (`__reactFiber$…`, as since React 16), set while it renders, before it commits; until the commit,
 * the node's fiber or one above it is still flagged as being placed or hydrated (Placement 2,
 * Hydrating 4096), as react-dom's own getNearestMountedFiber reads it. An element that fails this
 * is still the server's HTML to React. earlyContract.test.tsx holds React 19 to both facts.
 */
export function reactOwns(element: Element): boolean {
  let fiber: { alternate: unknown; flags: number; return: unknown; tag: number } | undefined;
  for (const key in element)
    if (key.startsWith('__reactFiber$')) fiber = (element as unknown as Record<string, typeof fiber>)[key];
  // Some DOMs (happy-dom) hide a form's or a select's own keys behind its fields or options; React
  // owns an element before its children, so an owned first child tells.
  if (!fiber) return !!element.firstElementChild && reactOwns(element.firstElementChild);
  let node = fiber;
  let mounted = fiber;
  if (!fiber.alternate) {
    for (let next: typeof fiber | undefined = fiber; next; next = node.return as typeof fiber) {
      node = next;
      if (node.flags & 4098) mounted = node.return as typeof fiber;
    }
  } else {
    while (node.return) node = node.return as typeof node;
  }
  return node.tag === 3 && mounted === fiber;
}

/** The part of the page an element belongs to: a remote's area, or the host's own. */
export function partOf(element: Element): string {
  return element.closest('[data-remote-area]')?.getAttribute('data-remote-area') ?? 'host';
}

/**
 * The local storage key of the cart (packages/shell's CART_KEY; earlyContract.test.tsx holds them
 * equal): this file may import nothing.
 */
export const STORED_CART_KEY = 'cart';

/** Set on <html> while the page has not hydrated, when this browser keeps a cart: what the server
 *  rendered for nobody says "empty", and the cart's pages show that they are reading it instead. */
export const STORED_CART_ATTRIBUTE = 'data-stored-cart';

export function earlyContract(w: Window & { __sfEarly?: EarlyContract }): void {
  if (w.__sfEarly) return;
  const d = w.document;
  try {
    const cart: unknown = JSON.parse(w.localStorage.getItem(STORED_CART_KEY) ?? '[]');
    if (Array.isArray(cart) && cart.length) d.documentElement.setAttribute(STORED_CART_ATTRIBUTE, '');
  } catch {
    // No storage, or a cart that is not JSON: the page reads it (and says so) once it works.
  }
  const contract: EarlyContract = {
    queue: [],
    retry: (load) => {
      let wait = 1000;
      const attempt = () =>
        load(() => {
          const again = () => {
            w.removeEventListener('online', again);
            clearTimeout(timer);
            attempt();
          };
          const timer = setTimeout(again, wait);
          wait = Math.min(wait * 2, 30000);
          w.addEventListener('online', again);
        });
      attempt();
    },
  };
  w.__sfEarly = contract;

  // The host's entry (the page's one deferred script), asked for again when it could not be loaded.
  // What the visitor does meanwhile is kept, as while it loads.
  w.addEventListener(
    'error',
    (event) => {
      const entry = event.target as HTMLScriptElement;
      if (entry.tagName === 'SCRIPT' && entry.defer)
        contract.retry((failed) => {
          const again = d.createElement('script');
          again.src = entry.src;
          again.onerror = failed;
          d.head.appendChild(again);
        });
    },
    true,
  );

  // What the page's areas load, named on the entry's preload (`data-then`), asked for once every
  // script of the host's start (the head's script preloads) but one has arrived or failed. On a slow
  // connection the one left is react-dom, the largest: it then has the line to itself, and the areas'
  // first bytes come as it ends, a round trip after they were asked for. Asked for at the entry's
  // arrival they shared the line with the header's code for its last 0.3 s
  // (docs/decisions/0016-what-the-start-waits-on.md). Counted only once the head has been read (the
  // body has begun), and again when the document is: then every preload is known.
  const settled = new Set<Element>();
  const askForAreas = () => {
    const entry = d.querySelector<HTMLLinkElement>('link[rel=preload][data-then]');
    if (!entry || !d.body) return;
    const start = Array.from(d.querySelectorAll('link[rel=preload][as=script]'));
    if (start.filter((link) => !settled.has(link)).length > 1) return;
    const hrefs = entry.dataset.then ?? '';
    delete entry.dataset.then;
    for (const href of hrefs.split(' ')) {
      if (!href) continue;
      const next = d.createElement('link');
      next.rel = 'preload';
      next.as = 'script';
      next.setAttribute('fetchpriority', 'low');
      next.href = href;
      d.head.appendChild(next);
    }
  };
  // (An element's load event reaches the document, not the window.)
  const arrived = (event: Event) => {
    const link = event.target as Element;
    if (link.tagName !== 'LINK') return;
    settled.add(link);
    askForAreas();
  };
  d.addEventListener('load', arrived, true);
  d.addEventListener('error', arrived, true);
  d.addEventListener('DOMContentLoaded', askForAreas);

  const keep = (event: Event, entry: EarlyEntry) => {
    event.stopPropagation();
    if (entry.kind === 'value') {
      // Only the latest value of a field counts: replaying each keystroke would change nothing. An
      // older value with a tap or a submit after it stays: that action is carried out with it.
      let older = -1;
      let action = -1;
      contract.queue.forEach((old, at) => {
        if (old.kind !== 'value') action = at;
        else if (old.target === entry.target) older = at;
      });
      if (older > action) contract.queue.splice(older, 1);
    } else {
      event.preventDefault();
      entry.target.setAttribute('aria-busy', 'true');
    }
    contract.queue.push(entry);
    if (contract.touched) contract.touched(entry);
  };

  // Whether what is done to this element now must wait: React does not own it yet, or an earlier
  // action in its part has not been carried out (order within a part is the visitor's order).
  const waits = (element: Element) => {
    const part = partOf(element);
    return contract.queue.some((entry) => partOf(entry.target) === part) || (!contract.off && !reactOwns(element));
  };

  const listen = (type: string, handle: (element: Element, event: Event) => void) =>
    d.addEventListener(
      type,
      (event) => {
        const element = event.target;
        // Not only trusted events: a password manager's or an assistive tool's count as the visitor's.
        if (!contract.replaying && element instanceof Element && (contract.queue.length || !contract.off))
          handle(element, event);
      },
      true,
    );

  listen('click', (element, event) => {
    const control = element.closest(
      'button,[role=button],[role=tab],[role=menuitem],[role=option],summary',
    ) as HTMLButtonElement | null;
    // A link works as a link; a submit button sends its form, and the submit event is what is kept.
    if (
      !control ||
      !waits(control) ||
      control.disabled ||
      control.closest('a[href]') ||
      (control.type === 'submit' && control.form)
    )
      return;
    keep(event, { kind: 'click', target: control });
  });

  listen('submit', (form, event) => {
    if (waits(form)) keep(event, { kind: 'submit', target: form, submitter: (event as SubmitEvent).submitter });
  });

  const noteValue = (field: Element, event: Event) => {
    const input = field as HTMLInputElement;
    if (!('value' in input) || !waits(field)) return;
    let selection: [number | null, number | null] = [null, null];
    try {
      selection = [input.selectionStart, input.selectionEnd];
    } catch {
      // Inputs without a caret (checkbox, file, email in some browsers) throw on reading it.
    }
    keep(event, {
      kind: 'value',
      target: field,
      value: input.value,
      checked: input.checked,
      files: input.type === 'file' ? input.files : null,
      selection,
    });
  };
  listen('input', noteValue);
  listen('change', noteValue);
}
