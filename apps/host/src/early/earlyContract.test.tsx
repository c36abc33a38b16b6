import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, lazy, useState, type FormEvent } from 'react';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CART_KEY } from '@storefront/shell/host';
import { STORED_CART_ATTRIBUTE, STORED_CART_KEY, earlyContract, reactOwns, type EarlyContract } from './earlyContract';
import { notCarriedOut } from './redrawn';
import { replayEarlyActions, retireContract, takeOver, tellVisitor } from './replay';

// A page as the render step serves it: server HTML, the contract running before any code, then
// React hydrating it. What a visitor does in between must reach React's state once, in order.

type ContractWindow = Window & { __sfEarly?: EarlyContract };

const sent: string[] = [];
const clicks: string[] = [];

function Form() {
  const [name, setName] = useState('');
  const [topic, setTopic] = useState('');
  const [agree, setAgree] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(`${name}|${topic}|${agree}`);
  };
  return (
    <form aria-label="Query" onSubmit={submit}>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <select aria-label="Topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
        <option value="">Choose</option>
        <option value="Sales">Sales</option>
      </select>
      <input aria-label="Agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <button type="button" onClick={() => clicks.push(name)}>
        Open
      </button>
      <button type="submit">Send</button>
      <output>{`${name}|${topic}|${agree}`}</output>
    </form>
  );
}

/** A remote's area: its code arrives when the test says so. */
let arrive: () => void = () => undefined;
const newArea = () =>
  lazy(() => new Promise<{ default: typeof Form }>((resolve) => (arrive = () => resolve({ default: Form }))));
/** Made anew for each page served: React keeps what a lazy component loaded once. */
let Area = newArea();

function Page({ area }: { area: 'server' | 'lazy' }) {
  return (
    <div data-remote-area="careers">
      <Suspense fallback={<p>Loading</p>}>{area === 'server' ? <Form /> : <Area />}</Suspense>
    </div>
  );
}

const served: EarlyContract[] = [];
let root: Root | undefined;
let container: HTMLDivElement;

function serve() {
  Area = newArea();
  delete (window as ContractWindow).__sfEarly;
  sent.length = 0;
  clicks.length = 0;
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page area="server" />);
  document.body.append(container);
  earlyContract(window);
  served.push((window as ContractWindow).__sfEarly!);
  return (window as ContractWindow).__sfEarly!;
}

const field = (label: string) => container.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

/** Types as a browser does: the value changes, then an input event tells the page. */
function type(input: HTMLInputElement | HTMLSelectElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  if (input instanceof HTMLSelectElement) input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function settle(ms = 200) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

afterEach(async () => {
  await retireContract();
  // A page's contract lives as long as its page; here every page shares one document, so what a
  // test left kept (one that never replayed) would hold the next test's events in the same part.
  for (const contract of served.splice(0)) contract.queue = [];
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('the early event contract', () => {
  it('keeps what is done before hydration and carries it out once React owns the elements, in order, once', async () => {
    const contract = serve();
    type(field('Name'), 'Ravi');
    type(field('Topic') as unknown as HTMLSelectElement, 'Sales');
    field('Agree').click();
    button('Open').click();
    button('Send').click();
    expect(contract.queue.map((entry) => entry.kind)).toEqual(['value', 'value', 'value', 'click', 'submit']);
    expect(button('Open').getAttribute('aria-busy')).toBe('true');

    replayEarlyActions();
    await act(async () => {
      root = hydrateRoot(container, <Page area="lazy" />);
    });
    // The area's code has not arrived: React does not own its elements, nothing is carried out.
    await settle();
    expect(reactOwns(field('Name'))).toBe(false);
    expect(sent).toEqual([]);

    arrive();
    await waitFor(() => expect(contract.queue).toEqual([]), { timeout: 3000 });
    await settle();
    expect(reactOwns(field('Name'))).toBe(true);
    expect(clicks).toEqual(['Ravi']);
    expect(sent).toEqual(['Ravi|Sales|true']);
    expect(container.querySelector('output')?.textContent).toBe('Ravi|Sales|true');
    expect(field('Name').value).toBe('Ravi');
    expect(button('Open').hasAttribute('aria-busy')).toBe(false);
    expect(contract.queue).toEqual([]);
  });

  it('holds an action on a hydrated form behind what was typed before it, so the form is sent with it', async () => {
    const contract = serve();
    type(field('Name'), 'Ravi');
    type(field('Topic') as unknown as HTMLSelectElement, 'Sales');
    await act(async () => {
      root = hydrateRoot(container, <Page area="server" />);
    });
    // React owns the form now, but the values typed before have not been carried out yet: a submit
    // reaching React at this moment would send an empty form.
    expect(reactOwns(container.querySelector('form')!)).toBe(true);
    button('Send').click();
    // Typing again into a field whose older value still waits replaces it, never the reverse.
    type(field('Name'), 'Ravi K');
    expect(contract.queue.map((entry) => entry.kind)).toEqual(['value', 'value', 'submit', 'value']);

    replayEarlyActions();
    await waitFor(() => expect(contract.queue).toEqual([]), { timeout: 3000 });
    await settle();
    expect(sent).toEqual(['Ravi|Sales|false']);
    expect(field('Name').value).toBe('Ravi K');
    expect(container.querySelector('output')?.textContent).toBe('Ravi K|Sales|false');
  });

  it('carries out what is still kept when the page is declared working, never drops it', async () => {
    const contract = serve();
    type(field('Name'), 'Ravi');
    button('Send').click();
    await act(async () => {
      root = hydrateRoot(container, <Page area="lazy" />);
    });
    replayEarlyActions();
    await retireContract();
    // The area's code comes after the page said it works: what was kept is still carried out, once.
    expect(contract.queue).toHaveLength(2);
    arrive();
    await waitFor(() => expect(sent).toEqual(['Ravi||false']), { timeout: 3000 });
    // Once nothing is kept, it stands aside.
    button('Send').click();
    await settle();
    expect(contract.queue).toEqual([]);
    expect(sent).toEqual(['Ravi||false', 'Ravi||false']);
  });

  it('keeps only the latest value of a field', () => {
    const contract = serve();
    type(field('Name'), 'R');
    type(field('Name'), 'Ra');
    type(field('Name'), 'Ravi');
    expect(contract.queue).toHaveLength(1);
    expect(contract.queue[0]?.value).toBe('Ravi');
  });

  it('lets links be links, and stands aside once retired', async () => {
    const contract = serve();
    const link = document.createElement('a');
    link.href = '#there';
    link.innerHTML = '<button type="button">In a link</button>';
    container.append(link);
    link.querySelector('button')!.click();
    expect(contract.queue).toEqual([]);

    await retireContract();
    button('Open').click();
    expect(contract.queue).toEqual([]);
  });

  // A remote's area whose server HTML React cannot hydrate (here: a text that differs) is drawn
  // again from scratch, its old elements detached: what was done to them moves to the new ones.
  function Redrawn({ side, open = true }: { side: 'server' | 'client'; open?: boolean }) {
    return (
      <Suspense fallback={<p>Loading</p>}>
        <div data-remote-area="careers">
          <p>{side}</p>
          {open ? <Form /> : <p>No form</p>}
        </div>
      </Suspense>
    );
  }

  function serveRedrawn() {
    const contract = serve();
    container.innerHTML = renderToString(<Redrawn side="server" />);
    return contract;
  }

  it('carries a tap out on the control drawn in its place when React draws its area again', async () => {
    const contract = serveRedrawn();
    const told: string[] = [];
    const old = button('Open');
    old.click();
    replayEarlyActions();
    tellVisitor((message) => told.push(message));
    await act(async () => {
      root = hydrateRoot(container, <Redrawn side="client" />, { onRecoverableError: () => undefined });
    });
    await settle();
    takeOver('careers');
    await waitFor(() => expect(contract.queue).toEqual([]), { timeout: 3000 });
    expect(old.isConnected).toBe(false);
    expect(clicks).toEqual(['']);
    expect(told).toEqual([]);
  });

  it('tells the visitor when what they tapped is gone once its area works, and carries nothing out', async () => {
    const contract = serveRedrawn();
    const told: string[] = [];
    button('Open').click();
    replayEarlyActions();
    await act(async () => {
      root = hydrateRoot(container, <Redrawn side="client" open={false} />, { onRecoverableError: () => undefined });
    });
    await settle();
    // Its area is not working yet: it may still be drawn, so the tap waits.
    expect(contract.queue).toHaveLength(1);
    takeOver('careers');
    await waitFor(() => expect(contract.queue).toEqual([]), { timeout: 3000 });
    // Told once the page can tell (its notifications exist once it works).
    tellVisitor((message) => told.push(message));
    expect(told).toEqual(['“Open” could not be done: the page was still loading. Please tap it again.']);
    expect(clicks).toEqual([]);
  });

  it('says what could not be carried out in words the visitor knows', () => {
    const entry = (kind: 'click' | 'submit' | 'value', html: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return { kind, target: holder.firstElementChild! };
    };
    expect(notCarriedOut(entry('click', '<button aria-label="Close">×</button>'))).toBe(
      '“Close” could not be done: the page was still loading. Please tap it again.',
    );
    expect(notCarriedOut(entry('click', '<button></button>'))).toMatch(/^Your tap could not be done/);
    expect(notCarriedOut(entry('submit', '<form></form>'))).toBe(
      'Your form was not sent: the page was still loading. Please send it again.',
    );
    expect(notCarriedOut(entry('value', '<input>'))).toMatch(/could not be kept/);
  });

  it('drops, untold, what was done on a page the visitor has since left', async () => {
    const contract = serve();
    const told: string[] = [];
    button('Open').click();
    replayEarlyActions();
    tellVisitor((message) => told.push(message));
    // The visitor went on to another page: the area left with the page it was on.
    window.history.pushState(null, '', '/elsewhere');
    container.remove();
    await settle();
    expect(contract.queue).toEqual([]);
    expect(clicks).toEqual([]);
    expect(told).toEqual([]);
    window.history.pushState(null, '', '/');
    document.body.append(container);
  });

  it("asks again for what the page's start could not load: at once, then 1, 2, 4 s apart, and when back online", () => {
    vi.useFakeTimers();
    try {
      // A window of its own: the contract's listeners stay off this document's other tests.
      const w = Object.assign(new EventTarget(), { document }) as unknown as ContractWindow;
      earlyContract(w);
      const contract = w.__sfEarly!;
      contract.off = true;
      const attempts: number[] = [];
      let up = false;
      contract.retry((failed) => {
        attempts.push(Date.now());
        if (!up) failed();
      });
      const start = attempts[0]!;
      vi.advanceTimersByTime(7000);
      expect(attempts.map((at) => at - start)).toEqual([0, 1000, 3000, 7000]);
      // Online again before the next wait (8 s) is over: at once, and the wait's own attempt is not made.
      up = true;
      vi.advanceTimersByTime(500);
      w.dispatchEvent(new Event('online'));
      vi.advanceTimersByTime(60_000);
      w.dispatchEvent(new Event('online'));
      expect(attempts.map((at) => at - start)).toEqual([0, 1000, 3000, 7000, 7500]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for what the page's areas load once all of the host's start but one script has arrived or failed, once", () => {
    const w = Object.assign(new EventTarget(), { document }) as unknown as ContractWindow;
    earlyContract(w);
    const asked = () =>
      [...document.head.querySelectorAll('link[rel=preload]:not([data-then])')]
        .map((link) => `${link.getAttribute('as')} ${link.getAttribute('fetchpriority')} ${link.getAttribute('href')}`)
        .filter((link) => !link.startsWith('script null'));
    const preload = (href: string, then?: string) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      if (then) link.dataset.then = then;
      document.head.append(link);
      return link;
    };
    try {
      const entry = preload('/main.js', 'https://c.example/remoteEntry.js /forms.js');
      const router = preload('/router.js');
      preload('/react-dom.js');
      // An image, or a stylesheet, is not the host's start.
      document.head.append(Object.assign(document.createElement('link'), { rel: 'icon', href: '/favicon.svg' }));
      document.head.lastElementChild!.dispatchEvent(new Event('load'));
      entry.dispatchEvent(new Event('load'));
      // Two scripts of the start are still on their way: the areas' code would share the line with them.
      expect(asked()).toEqual([]);
      router.dispatchEvent(new Event('error'));
      expect(asked()).toEqual(['script low https://c.example/remoteEntry.js', 'script low /forms.js']);
      router.dispatchEvent(new Event('load'));
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(asked()).toHaveLength(2);
    } finally {
      for (const link of document.head.querySelectorAll('link')) link.remove();
    }
  });

  it("asks for them when the document has been read, if the start's scripts all arrived before the head was known", () => {
    const w = Object.assign(new EventTarget(), { document }) as unknown as ContractWindow;
    earlyContract(w);
    const entry = document.createElement('link');
    entry.rel = 'preload';
    entry.setAttribute('as', 'script');
    entry.setAttribute('href', '/main.js');
    entry.dataset.then = '/forms.js';
    document.head.append(entry);
    try {
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(document.head.querySelector('link[href="/forms.js"]')).not.toBeNull();
    } finally {
      for (const link of document.head.querySelectorAll('link')) link.remove();
    }
  });

  it('marks the page when this browser keeps a cart, before any code: its rendered "empty" is not the visitor\'s', () => {
    expect(STORED_CART_KEY).toBe(CART_KEY);
    const marked = (stored: string | null) => {
      const w = Object.assign(new EventTarget(), {
        document,
        localStorage: window.localStorage,
      }) as unknown as ContractWindow;
      if (stored === null) localStorage.removeItem(CART_KEY);
      else localStorage.setItem(CART_KEY, stored);
      document.documentElement.removeAttribute(STORED_CART_ATTRIBUTE);
      earlyContract(w);
      return document.documentElement.hasAttribute(STORED_CART_ATTRIBUTE);
    };
    try {
      expect(marked('[{"id":"tv","quantity":2}]')).toBe(true);
      expect(marked('[]')).toBe(false);
      expect(marked(null)).toBe(false);
      expect(marked('{"not":"a list"')).toBe(false);
    } finally {
      localStorage.removeItem(CART_KEY);
      document.documentElement.removeAttribute(STORED_CART_ATTRIBUTE);
    }
  });
});
