// A visitor on a phone taps and types as soon as a control shows, long before the page works
// (docs/decisions/0015-early-event-replay.md). Each case acts that way on a slowed phone, then
// checks that, once the page works, the outcome is what the same actions give on a page that
// already worked, and that nothing happened twice. Each case also runs on a hydrated page, as the
// reference. Nothing here waits for hydration before acting.
import { writeFileSync } from 'node:fs';
import type { CDPSession, Page, Request } from '@playwright/test';
import {
  test,
  expect,
  cartLine,
  fillHelpQuery,
  fillJobApplication,
  waitForHydration,
  REMOTE_ORIGINS,
} from './fixtures';
import { HOST } from '@storefront/site/apps';
import { exportCsv, newVisitor, parseCsv } from './api';

/**
 * Chromium with the CPU slowed (4x unless said), as a mid-range phone. The network is not slowed
 * here: Chromium's network emulation (DevTools throttling) now and then stops answering every
 * request of a page for good (1 slowed case in about 200 with nothing held back, more with the
 * entry held; early-state.json showed the page's scripts asked for and never answered, while the
 * same server answered the other worker's pages). Which action comes before the page works is
 * decided by holding the host's entry back (holdHostEntry), not by the network's speed.
 */
async function slowPhone(page: Page, rate = 4): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * Holds the host's entry script until `until` settles: the browser pauses that one request (the
 * Fetch domain, on the session that slows the phone) and sends it on afterwards; every other
 * request goes as it would (a page.route() would have Playwright intercept them all).
 */
async function holdHostEntry(cdp: CDPSession, until: Promise<void>) {
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    void until.then(() => cdp.send('Fetch.continueRequest', { requestId })).catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/main.*.js', requestStage: 'Request' }] });
}

/** How many submissions of a kind the agency received from this address. */
const received = (kind: Parameters<typeof exportCsv>[0], email: string) =>
  parseCsv(exportCsv(kind)).filter((cells) => cells.includes(email)).length;

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string; quantity: number }[]);

interface Case {
  name: string;
  path: string;
  /** A cart in local storage before the page loads. */
  cart?: ReturnType<typeof cartLine>[];
  /**
   * The control is drawn by the page's code, not in its HTML (the cart's lines live in the browser):
   * the visitor can act only once the page works, so the host's code is not held back for it.
   */
  drawnByScript?: true;
  /**
   * The visitor does more after the first step (types, then sends): those steps can interleave with
   * hydration and the replay, so the case also runs under contention (see below).
   */
  severalSteps?: true;
  /** What the visitor does, each step as soon as its control is visible. The first step is the early one. */
  act: (page: Page, visitor: ReturnType<typeof newVisitor>) => Promise<void>;
  /** What the visitor then sees, once the page works (and the same on a page that already worked). */
  outcome: (page: Page, visitor: ReturnType<typeof newVisitor>) => Promise<void>;
}

const cases: Case[] = [
  {
    name: 'Account opens the log-in dialog',
    path: '/',
    act: (page) => page.getByRole('banner').getByRole('button', { name: 'Account' }).click(),
    outcome: async (page) => {
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
    },
  },
  {
    name: 'Get Started opens the sign-up dialog',
    path: '/',
    act: (page) => page.getByRole('main').getByRole('button', { name: 'Get Started' }).click(),
    outcome: async (page) => {
      await expect(page.getByRole('dialog').getByRole('tab', { name: 'Register' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('dialog')).toHaveCount(1);
    },
  },
  {
    name: 'the header search searches on Enter',
    severalSteps: true,
    path: '/services/media',
    act: async (page) => {
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search services' });
      await box.fill('podcast');
      await box.press('Enter');
    },
    outcome: async (page) => {
      await expect(page).toHaveURL('/search?q=podcast');
      await expect(page.getByRole('list', { name: 'Matching services' }).getByRole('heading', { level: 2 })).toHaveText(
        ['Podcast Production', 'Podcast Launch Package', 'Video Podcast Setup', 'Branded Podcast Series'],
      );
    },
  },
  {
    name: 'typing in the careers search filters the openings',
    path: '/careers',
    act: (page) => page.getByRole('searchbox', { name: 'Search jobs' }).fill('MUMBAI'),
    outcome: async (page) => {
      await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('MUMBAI');
      await expect(
        page.getByRole('region', { name: 'Current Openings' }).getByRole('heading', { level: 3 }),
      ).toHaveText(['Creative Director', 'Art Director']);
      await expect(page).toHaveURL('/careers?q=MUMBAI');
    },
  },
  {
    name: 'a careers filter applies',
    path: '/careers',
    act: (page) => page.getByRole('button', { name: 'Full-time' }).click(),
    outcome: async (page) => {
      await expect(page.getByRole('button', { name: 'Full-time' })).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: 'Apply Now opens the application, which is then sent once with its CV',
    severalSteps: true,
    path: '/careers',
    act: async (page, visitor) => {
      const form = await fillJobApplication(page, visitor);
      await form.getByRole('button', { name: 'Submit' }).click();
    },
    outcome: async (page, visitor) => {
      await expect(page.getByRole('dialog', { name: 'Copywriter' })).toContainText(/JOB-[A-Z0-9]{4,}/);
      expect(received('job', visitor.email)).toBe(1);
    },
  },
  {
    name: 'Join as… opens the partner form',
    path: '/join-us',
    act: (page) => page.getByRole('button', { name: 'Join as Store Partner' }).click(),
    outcome: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Apply Now Store Partner' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
    },
  },
  {
    name: 'Add to Cart adds one line',
    path: '/product/television-ad-placement',
    act: (page) => page.getByRole('button', { name: 'Add to Cart' }).click(),
    outcome: async (page) => {
      await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, 1 / })).toBeVisible();
      await expect
        .poll(() => storedCart(page))
        .toEqual([expect.objectContaining({ id: 'television-ad-placement', quantity: 1 })]);
    },
  },
  {
    name: 'the gallery arrows move the picture',
    path: '/product/television-ad-placement',
    act: (page) => page.getByRole('button', { name: 'Next image' }).click(),
    outcome: async (page) => {
      await expect(page.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-current', 'true');
    },
  },
  {
    name: 'the quantity stepper, then Add to Cart, add one line of two',
    severalSteps: true,
    path: '/product/television-ad-placement',
    act: async (page) => {
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
    },
    outcome: async (page) => {
      await expect
        .poll(() => storedCart(page))
        .toEqual([expect.objectContaining({ id: 'television-ad-placement', quantity: 2 })]);
    },
  },
  {
    name: 'a quantity typed in the cart is kept',
    path: '/cart',
    cart: [cartLine('Reel Shoot', 15000, 1)],
    drawnByScript: true,
    act: (page) => page.getByRole('spinbutton', { name: 'Quantity' }).fill('3'),
    outcome: async (page) => {
      await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
      await expect.poll(async () => (await storedCart(page))[0]?.quantity).toBe(3);
    },
  },
  {
    name: 'the help form is sent once, with what was typed',
    severalSteps: true,
    path: '/help',
    act: async (page, visitor) => {
      const form = await fillHelpQuery(page, visitor);
      await form.getByRole('button', { name: 'Submit' }).click();
    },
    outcome: async (page, visitor) => {
      await expect(page.getByRole('form', { name: 'Send us your query' })).toContainText(`Thanks, ${visitor.first}!`);
      await expect(page.getByRole('form', { name: 'Send us your query' })).toContainText(/HLP-[A-Z0-9]{4,}/);
      expect(received('help', visitor.email)).toBe(1);
    },
  },
  {
    // The form's checks load once it works (useFormChecks): a mistake sent before then is still caught.
    name: 'the help form sent with a mistake says so beside the field, keeps what was typed and sends nothing',
    severalSteps: true,
    path: '/help',
    act: async (page, visitor) => {
      const form = await fillHelpQuery(page, { ...visitor, email: visitor.email.replace('@', ' at ') });
      await form.getByRole('button', { name: 'Submit' }).click();
    },
    outcome: async (page, visitor) => {
      const email = page.getByRole('form', { name: 'Send us your query' }).getByLabel('Email', { exact: true });
      await expect(email).toHaveAccessibleDescription(/Enter an email address like name@example.com/);
      await expect(email).toBeFocused();
      await expect(email).toHaveValue(visitor.email.replace('@', ' at '));
      await expect(page.getByRole('form', { name: 'Send us your query' }).getByLabel('First Name')).toHaveValue(
        visitor.first,
      );
      expect(received('help', visitor.email.replace('@', ' at '))).toBe(0);
    },
  },
  {
    name: 'the newsletter box subscribes once on Enter',
    severalSteps: true,
    path: '/',
    act: async (page, visitor) => {
      const box = page.getByRole('form', { name: 'Newsletter' }).getByLabel('Email address');
      await box.fill(visitor.email);
      await box.press('Enter');
    },
    outcome: async (page, visitor) => {
      await expect(page.getByRole('form', { name: 'Newsletter' })).toContainText('To finish subscribing');
      expect(received('newsletter', visitor.email)).toBe(1);
    },
  },
];

/**
 * What the page had kept and done when an early case failed, attached to the test's report: the
 * queue (each entry's kind, element and whether it is still on the page), the parts that work, and
 * what React warned. A lost early action then says where it was lost, even in a run without a trace.
 */
async function attachEarlyState(page: Page, warnings: string[]) {
  // A page too busy to answer is itself the finding: read it for 5 s at most, not the hook's whole time.
  const unanswered = new Promise<{ unreadable: string }>((resolve) =>
    setTimeout(() => resolve({ unreadable: 'the page did not answer within 5 s' }), 5000).unref(),
  );
  const reading = page
    .evaluate(() => ({
      url: location.href,
      hydrated: document.getElementById('root')?.hasAttribute('data-hydrated'),
      queue: ((window as { __sfEarly?: { queue: { kind: string; target: Element }[] } }).__sfEarly?.queue ?? []).map(
        (entry) => ({
          kind: entry.kind,
          connected: entry.target.isConnected,
          element: entry.target.outerHTML.slice(0, 160),
        }),
      ),
      marks: performance.getEntriesByType('mark').map((mark) => `${mark.name} ${Math.round(mark.startTime)}`),
      scripts: performance
        .getEntriesByType('resource')
        .filter((file) => file.name.endsWith('.js'))
        .map(
          (file) =>
            `${file.name} ${Math.round(file.startTime)}-${Math.round((file as PerformanceResourceTiming).responseEnd)}`,
        ),
      busy: [...document.querySelectorAll('[aria-busy="true"]')].map((element) => element.outerHTML.slice(0, 160)),
      dialogs: [...document.querySelectorAll('dialog')].map((dialog) => dialog.outerHTML.slice(0, 160)),
    }))
    .catch((error: unknown) => ({ unreadable: String(error) }));
  const state = await Promise.race([reading, unanswered]);
  // Written beside the test's other output (a body attachment would live only in the html report).
  const file = test.info().outputPath('early-state.json');
  writeFileSync(file, JSON.stringify({ ...state, warnings }, null, 2));
  await test.info().attach('early-state.json', { path: file, contentType: 'application/json' });
}

// Every test here: what it met is kept, and said in early-state.json when it fails.
const warnings: string[] = [];
// Requests the page started and never saw end (an early case once stalled with most of its
// scripts never arriving): said in early-state.json with the rest.
// Whether its response had arrived says if the wait was on the network or in the page.
const pending = new Map<Request, { asked: number; answered?: string }>();
test.beforeEach(async ({ page }) => {
  warnings.length = 0;
  pending.clear();
  const started = Date.now();
  page.on('request', (request) => pending.set(request, { asked: Date.now() - started }));
  page.on('response', (response) => {
    const entry = pending.get(response.request());
    if (entry) entry.answered = `${response.status()} at ${Date.now() - started} ms`;
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  page.on('requestfailed', (request) => warnings.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('pageerror', (error) => warnings.push(`page error: ${error.message}`));
});
test.afterEach(async ({ page }, info) => {
  for (const [request, { asked, answered }] of pending)
    warnings.push(
      `never ended: ${request.url()} (asked at ${asked} ms, ${answered ? `answered ${answered}` : 'no answer'})`,
    );
  if (info.status !== info.expectedStatus) await attachEarlyState(page, warnings);
});

for (const c of cases) {
  test.describe(c.name, () => {
    test.beforeEach(async ({ page }) => {
      if (c.cart) await page.addInitScript((lines) => localStorage.setItem('cart', JSON.stringify(lines)), c.cart);
    });

    // A case of several steps runs again under contention: the phone slower still, and the same page
    // loading in another tab of the browser meanwhile, so that hydration, the replay and the visitor's
    // later steps interleave differently from run to run (a submit reaching a form that had just
    // hydrated, before what was typed earlier was carried out, was once lost that way). A case of one
    // step has nothing to interleave: its one action is kept, then carried out once.
    for (const { title, rate, beside } of [
      { title: 'as soon as it shows, on a slowed phone', rate: 4, beside: false },
      { title: 'as soon as it shows, on a slower phone with another page loading beside it', rate: 6, beside: true },
    ].filter((run) => !run.beside || c.severalSteps))
      test(title, async ({ page, consoleErrors }) => {
        test.setTimeout(90_000);
        const visitor = newVisitor();
        const requests: string[] = [];
        page.on('request', (request) => requests.push(request.url()));
        const cdp = await slowPhone(page, rate);
        if (beside) {
          const other = await page.context().newPage();
          await slowPhone(other, rate);
          void other.goto(c.path).catch(() => undefined);
        }
        // However busy the machine running the test, the first action comes before the page works:
        // the host's code is held back until the page has kept something the visitor did (unless
        // the control is one the page's code draws).
        let release = () => undefined as void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let kept = false;
        if (!c.drawnByScript) await holdHostEntry(cdp, held);
        await page.goto(c.path, { waitUntil: 'commit' });
        void page
          .waitForFunction(
            () => ((window as { __sfEarly?: { queue: unknown[] } }).__sfEarly?.queue.length ?? 0) > 0,
            undefined,
            { timeout: 30_000 },
          )
          .then(() => {
            kept = true;
            release();
          }, release);
        await c.act(page, visitor);
        // The first step was kept before the page worked (what this case is about).
        if (!c.drawnByScript)
          await expect.poll(() => kept, 'the first step was kept before the page worked').toBe(true);
        release();
        await waitForHydration(page, { timeout: 40_000 });
        await c.outcome(page, visitor);
        // Nothing the visitor typed travelled in an address.
        expect(
          requests.filter((url) => url.includes(encodeURIComponent(visitor.email)) || url.includes(visitor.email)),
        ).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });

    test('on a page that already works (the reference)', async ({ page, consoleErrors }) => {
      const visitor = newVisitor();
      await page.goto(c.path);
      await waitForHydration(page);
      await c.act(page, visitor);
      await c.outcome(page, visitor);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('a tap on a part whose code then fails to load leaves its fallback and Retry, and is never carried out', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The careers remote's page code fails (its entry, manifest and styles arrive), once the visitor has tapped.
  let release = () => undefined as void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${REMOTE_ORIGINS.careers}/**`, async (route) => {
    if (route.request().resourceType() !== 'script' || /remoteEntry/.test(route.request().url()))
      return route.continue();
    await tapped;
    await route.abort('connectionrefused');
  });
  await slowPhone(page);
  await page.goto('/careers', { waitUntil: 'commit' });
  const apply = page.getByRole('button', { name: 'Apply Now for Copywriter' });
  await apply.click();
  await expect(apply).toHaveAttribute('aria-busy', 'true');
  release();
  const notice = page.locator('[data-remote-fallback="careers"]');
  await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  await waitForHydration(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // Back on its feet: Retry brings the page back, and the old tap still does nothing.
  await page.unroute(`${REMOTE_ORIGINS.careers}/**`);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toBeHidden();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Apply Now for Copywriter' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// A connection that drops while the page loads is not an offline one: the host's code that could
// not be loaded is asked for again (with a back-off), and what the visitor did meanwhile is carried
// out once the page works, without a reload.
for (const { files, drops } of [
  { files: "the host's entry", drops: (path: string) => /^\/main\.[0-9a-f]+\.js$/.test(path) },
  { files: "the host's first chunks", drops: (path: string) => !path.startsWith('/main.') },
])
  test(`${files} lost while the page loads: asked for again, and a tap made meanwhile is carried out`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    let down = true;
    const dropped: string[] = [];
    await page.route(new RegExp(`^${HOST.origin}/[^/]+\\.js$`), async (route) => {
      const { pathname } = new URL(route.request().url());
      if (!down || !drops(pathname)) return route.continue();
      dropped.push(pathname);
      await route.abort('internetdisconnected');
    });
    await slowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
    await account.click();
    await expect(account).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => dropped.length).toBeGreaterThan(0);
    // The connection comes back a few seconds later.
    await page.waitForTimeout(3000);
    down = false;
    await waitForHydration(page, { timeout: 40_000 });
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

test('what was done on a page the visitor then left is not carried out on the next', async ({ page }) => {
  test.setTimeout(60_000);
  // The careers area is slow to work: its code waits until the visitor has moved on.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${REMOTE_ORIGINS.careers}/**`, async (route) => {
    // Its page code only: its entry, manifest and styles arrive (the page is drawn and styled).
    if (route.request().resourceType() === 'script' && !/remoteEntry/.test(route.request().url())) await held;
    await route.continue();
  });
  await slowPhone(page);
  await page.goto('/careers', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Apply Now for Copywriter' }).click();
  // The header works before the careers area: the visitor goes to the help page with it.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('sf:live:host').length), { timeout: 20_000 })
    .toBe(1);
  await page.getByRole('banner').getByRole('link', { name: 'Help' }).first().click();
  await expect(page).toHaveURL(/\/help$/);
  release();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'How can we help you?' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
