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
 * taken over pass untouched. The host replays each entry once React owns its element
 * (./replay.ts), in order, exactly once.
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
  /** The whole page works: every event passes untouched. */
  off?: boolean;
  /** Called with each entry as it is queued (the host hydrates that part first). */
  touched?: (entry: EarlyEntry) => void;
  /** Set by the host: carries out what is ready now. */
  drain?: () => Promise<void>;
  /** Set by the host while it carries an entry out: those events are for React, not for the queue. */
  replaying?: boolean;
}

/**
 * Whether React has taken this element over (hydrated it, or drawn it): React keeps its own keys
 * on each DOM node it manages (`__reactFiber$…`, as since React 16; earlyContract.test.tsx holds
 * React to it). An element without one is still the server's HTML, and React would drop an event
 * on it whose part is waiting for its code.
 */
export function reactOwns(element: Element): boolean {
  for (const key in element) if (key.startsWith('__reactFiber$')) return true;
  // React owns an element before its children. Some DOMs (happy-dom) hide a form's or a select's
  // own keys behind its fields or options: an owned first child tells.
  return !!element.firstElementChild && reactOwns(element.firstElementChild);
}

export function earlyContract(w: Window & { __sfEarly?: EarlyContract }): void {
  if (w.__sfEarly) return;
  const d = w.document;
  const contract: EarlyContract = { queue: [] };
  w.__sfEarly = contract;

  const keep = (event: Event, entry: EarlyEntry) => {
    event.stopPropagation();
    if (entry.kind === 'value') {
      // Only the latest value of a field counts: replaying each keystroke would change nothing.
      contract.queue = contract.queue.filter((old) => old.kind !== 'value' || old.target !== entry.target);
    } else {
      event.preventDefault();
      entry.target.setAttribute('aria-busy', 'true');
    }
    contract.queue.push(entry);
    if (contract.touched) contract.touched(entry);
  };

  const listen = (type: string, handle: (element: Element, event: Event) => void) =>
    d.addEventListener(
      type,
      (event) => {
        const element = event.target;
        // Not only trusted events: a password manager's or an assistive tool's count as the visitor's.
        if (!contract.off && !contract.replaying && element instanceof Element) handle(element, event);
      },
      true,
    );

  listen('click', (element, event) => {
    const control = element.closest('button,[role=button],[role=tab],[role=menuitem],[role=option],summary') as HTMLButtonElement | null;
    // A link works as a link; a submit button sends its form, and the submit event is what is kept.
    if (!control || reactOwns(control) || control.disabled || control.closest('a[href]') || (control.type === 'submit' && control.form)) return;
    keep(event, { kind: 'click', target: control });
  });

  listen('submit', (form, event) => {
    if (!reactOwns(form)) keep(event, { kind: 'submit', target: form, submitter: (event as SubmitEvent).submitter });
  });

  const noteValue = (field: Element, event: Event) => {
    const input = field as HTMLInputElement;
    if (!('value' in input) || reactOwns(field)) return;
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
