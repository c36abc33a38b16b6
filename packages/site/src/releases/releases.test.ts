import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../workspace';
import {
  canaryOf,
  canaryPages,
  createRelease,
  endCanary,
  currentRelease,
  history,
  listReleases,
  livePages,
  promote,
  rollback,
  startCanary,
  type RenderPages,
} from './releases';

const run = promisify(execFile);
let root: string;
let builds: string;

/** A build folder as packages/rspack-config leaves it; a remote's carries its routes.json. */
function build(name: string, body: string, prefixes: string[] = []) {
  const dir = path.join(builds, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), body);
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ prefixes }));
  return dir;
}

const remotesFile = () => JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8'));

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  builds = mkdtempSync(path.join(os.tmpdir(), 'builds-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(builds, { recursive: true, force: true });
});

describe('releases', () => {
  it('are versioned by version and content hash, and immutable', () => {
    const first = createRelease('catalogue', build('a', 'one'), '1.2.0', root);
    expect(first.id).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
    expect(first.created).toBe(true);
    const again = createRelease('catalogue', build('b', 'one'), '1.2.0', root);
    expect(again).toEqual({ ...first, created: false });
    const changed = createRelease('catalogue', build('c', 'two'), '1.2.0', root);
    expect(changed.id).not.toBe(first.id);
    expect(listReleases('catalogue', root)).toEqual([first.id, changed.id].sort());
    expect(readFileSync(path.join(root, 'catalogue', first.id, 'remoteEntry.js'), 'utf8')).toBe('one');
  });

  it('refuse an unknown app, a folder that is not a build, and an odd version', () => {
    expect(() => createRelease('shop', build('a', 'x'), '1.0.0', root)).toThrow('Unknown app');
    expect(() => createRelease('cart', builds, '1.0.0', root)).toThrow('is not a build');
    expect(() => createRelease('cart', build('b', 'x'), '../1', root)).toThrow('Bad version');
    const noRoutes = build('c', 'x');
    rmSync(path.join(noRoutes, 'routes.json'));
    expect(() => createRelease('cart', noRoutes, '1.0.0', root)).toThrow('has no routes.json');
    expect(createRelease('host', noRoutes, '1.0.0', root).created).toBe(true);
  });
});

describe('promote and rollback', () => {
  it('point the live site at a release, keep a history and write remotes.json with its prefixes', async () => {
    const a = createRelease('cart', build('a', 'one', ['cart']), '1.0.0', root).id;
    const b = createRelease('cart', build('b', 'two', ['cart', 'checkout']), '1.1.0', root).id;
    await promote('cart', a, root);
    await promote('cart', b, root);
    expect(currentRelease('cart', root)).toMatchObject({ release: b, previous: a });
    expect(history('cart', root).map((h) => [h.action, h.release])).toEqual([
      ['promote', a],
      ['promote', b],
    ]);
    expect(remotesFile()).toEqual({ cart: { entry: `/releases/cart/${b}/mf-manifest.json`, prefixes: ['cart', 'checkout'] } });
    await rollback('cart', root);
    expect(remotesFile()).toEqual({ cart: { entry: `/releases/cart/${a}/mf-manifest.json`, prefixes: ['cart'] } });
  });

  it('refuse a release claiming a prefix another live remote owns, and change nothing', async () => {
    const help = createRelease('company', build('a', 'one', ['company', 'help']), '1.0.0', root).id;
    const careers = createRelease('careers', build('b', 'two', ['careers']), '1.0.0', root).id;
    const greedy = createRelease('careers', build('c', 'three', ['careers', 'help']), '1.1.0', root).id;
    await promote('company', help, root);
    await promote('careers', careers, root);
    const before = remotesFile();
    await expect(promote('careers', greedy, root)).rejects.toThrow('The prefix "/help" is claimed by both careers and company');
    expect(currentRelease('careers', root)?.release).toBe(careers);
    expect(history('careers', root)).toHaveLength(1);
    expect(remotesFile()).toEqual(before);
  });

  it("carry the live host's site settings ($api) into remotes.json", async () => {
    const dir = build('host', 'host');
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ $api: 'https://api.example.in', cart: { entry: 'http://cart.local/mf-manifest.json', prefixes: ['basket'] } }),
    );
    const cart = createRelease('cart', build('cart', 'one', ['cart']), '1.0.0', root).id;
    await promote('cart', cart, root);
    await promote('host', createRelease('host', dir, '1.0.0', root).id, root);
    expect(remotesFile()).toEqual({ $api: 'https://api.example.in', cart: { entry: `/releases/cart/${cart}/mf-manifest.json`, prefixes: ['cart'] } });
  });

  it('roll back to the previous release, and further back on a second rollback', async () => {
    const ids = ['1', '2', '3'].map((v) => createRelease('careers', build(v, v), `1.0.${v}`, root).id);
    for (const id of ids) await promote('careers', id, root);
    expect((await rollback('careers', root)).release).toBe(ids[1]);
    expect((await rollback('careers', root)).release).toBe(ids[0]);
    await expect(rollback('careers', root)).rejects.toThrow('no earlier release');
    expect(currentRelease('careers', root)?.release).toBe(ids[0]);
    expect(history('careers', root).map((h) => h.action)).toEqual(['promote', 'promote', 'promote', 'rollback', 'rollback']);
  });

  it('refuse a release that does not exist', async () => {
    await expect(promote('cart', '9.9.9-0000000000', root)).rejects.toThrow('has no release');
  });

  // Three command-line processes at once, each starting the TypeScript loader (tsx): seconds on a busy machine.
  it('are safe when two teams promote at the same moment, and readers never see a half-written pointer', async () => {
    const a = createRelease('company', build('a', 'one'), '1.0.0', root).id;
    const b = createRelease('company', build('b', 'two'), '2.0.0', root).id;
    const c = createRelease('catalogue', build('c', 'three'), '1.0.0', root).id;
    await promote('company', a, root);

    const cli = ['--import', 'tsx', path.join(ROOT, 'scripts', 'release-cli.ts')];
    const env = { ...process.env, RELEASES_DIR: root };
    let reads = 0;
    let reading = true;
    const reader = (async () => {
      while (reading) {
        JSON.parse(readFileSync(path.join(root, 'company', 'current.json'), 'utf8')); // throws if torn
        JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8'));
        reads += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all([
      run(process.execPath, [...cli, 'promote', 'company', b], { env, cwd: ROOT }),
      run(process.execPath, [...cli, 'promote', 'company', a], { env, cwd: ROOT }),
      run(process.execPath, [...cli, 'promote', 'catalogue', c], { env, cwd: ROOT }),
    ]);
    reading = false;
    await reader;

    expect(reads).toBeGreaterThan(0);
    expect([a, b]).toContain(currentRelease('company', root)?.release);
    expect(history('company', root)).toHaveLength(3);
    expect(Object.keys(remotesFile()).sort()).toEqual(['catalogue', 'company']);
    // No temporary or lock files left behind.
    const leftovers = [root, path.join(root, 'company'), path.join(root, 'catalogue')].flatMap((d) =>
      readdirSync(d).filter((f) => f.endsWith('.tmp') || f.includes('lock')),
    );
    expect(leftovers).toEqual([]);
    expect(existsSync(path.join(root, 'company', '.lock'))).toBe(false);
  }, 60_000);
});

describe('the history', () => {
  it('skips a line that is not JSON (one cut short by a crash) and keeps the others', async () => {
    const id = createRelease('catalogue', build('a', 'one'), '1.0.0', root).id;
    await promote('catalogue', id, root);
    appendFileSync(path.join(root, 'catalogue', 'history.jsonl'), '{"action":"prom\n42\n');
    expect(history('catalogue', root).map((h) => h.release)).toEqual([id]);
  });
});

describe('the pages of a promote or rollback', () => {
  /** A host build that can render (it has its Node build), and a renderer that writes a pages folder. */
  function renderingHost() {
    const dir = build('host', 'host');
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server', 'main.cjs'), '');
    return createRelease('host', dir, '1.0.0', root).id;
  }
  const jobs: Parameters<RenderPages>[0][] = [];
  const render: RenderPages = async (job) => {
    jobs.push(job);
    if (job.app === 'careers' && (job.remotesJson.careers as { entry: string }).entry.includes('2.0.0')) throw new Error('/careers did not render: boom');
    mkdirSync(job.outDir, { recursive: true });
    writeFileSync(path.join(job.outDir, 'pages.json'), JSON.stringify({ pages: {} }));
    writeFileSync(path.join(job.outDir, 'remotes.json'), JSON.stringify(job.remotesJson));
  };
  const pointer = () => JSON.parse(readFileSync(path.join(root, 'pages', 'current.json'), 'utf8'));
  beforeEach(() => jobs.splice(0));

  it('render into a new folder and switch the pointer after the remotes, with the remotes.json rendered with', async () => {
    await promote('host', renderingHost(), root, render);
    const first = livePages(root)!;
    expect(first).toMatch(/pages[/\\][^/\\]+-host-[0-9a-f]{6}$/);
    const careers = createRelease('careers', build('c', 'one', ['careers']), '1.0.0', root).id;
    await promote('careers', careers, root, render);
    expect(jobs.map((j) => [j.app, j.previousDir])).toEqual([
      ['host', null],
      ['careers', first],
    ]);
    expect(pointer()).toMatchObject({ release: path.basename(livePages(root)!), previous: path.basename(first) });
    expect(JSON.parse(readFileSync(path.join(livePages(root)!, 'remotes.json'), 'utf8'))).toEqual(remotesFile());
    // The folder before stays as it was: a promote never changes a published folder.
    expect(existsSync(path.join(first, 'pages.json'))).toBe(true);
    const next = createRelease('careers', build('d', 'two', ['careers']), '1.1.0', root).id;
    await promote('careers', next, root, render);
    await rollback('careers', root, render);
    expect(jobs.map((j) => j.app)).toEqual(['host', 'careers', 'careers', 'careers']);
    expect(JSON.parse(readFileSync(path.join(livePages(root)!, 'remotes.json'), 'utf8')).careers.entry).toContain(careers);
  });

  it('are refused, naming the page, when a page throws while rendering: nothing changes', async () => {
    await promote('host', renderingHost(), root, render);
    const good = createRelease('careers', build('c', 'one', ['careers']), '1.0.0', root).id;
    const bad = createRelease('careers', build('d', 'two', ['careers']), '2.0.0', root).id;
    await promote('careers', good, root, render);
    const before = { live: livePages(root), remotes: remotesFile(), folders: readdirSync(path.join(root, 'pages')) };
    await expect(promote('careers', bad, root, render)).rejects.toThrow('/careers did not render: boom');
    expect(currentRelease('careers', root)?.release).toBe(good);
    expect(history('careers', root)).toHaveLength(1);
    expect({ live: livePages(root), remotes: remotesFile(), folders: readdirSync(path.join(root, 'pages')) }).toEqual(before);
  });

  it('are not rendered while the live host cannot render (a host release without its Node build)', async () => {
    await promote('host', createRelease('host', build('host', 'old host'), '0.9.0', root).id, root, render);
    expect(jobs).toEqual([]);
    expect(livePages(root)).toBe(null);
  });

  describe('a canary', () => {
    /** A live host and careers release, and a second careers release to try. */
    async function withLive() {
      await promote('host', renderingHost(), root, render);
      const live = createRelease('careers', build('c', 'one', ['careers']), '1.0.0', root).id;
      await promote('careers', live, root, render);
      const next = createRelease('careers', build('d', 'two', ['careers']), '1.1.0', root).id;
      jobs.splice(0);
      return { live, next, livePagesDir: livePages(root)! };
    }

    it('publishes its own pages beside the live ones, changing nothing live; a share change renders nothing', async () => {
      const { live, next, livePagesDir } = await withLive();
      const canary = await startCanary('careers', next, 10, root, render, { by: 'command' });
      expect(canary).toMatchObject({ app: 'careers', release: next, live, share: 10 });
      expect(JSON.parse(readFileSync(path.join(canaryPages(root)!, 'remotes.json'), 'utf8')).careers.entry).toContain(next);
      expect({ live: livePages(root), current: currentRelease('careers', root)?.release }).toEqual({ live: livePagesDir, current: live });
      expect(remotesFile().careers.entry).toContain(live);
      await startCanary('careers', next, 50, root, render);
      expect(jobs.map((j) => j.app)).toEqual(['careers']);
      expect(canaryOf(root)).toMatchObject({ share: 50, since: canary.since });
      expect(history('careers', root).slice(-2).map((h) => [h.action, h.share, h.by])).toEqual([
        ['canary', 10, 'command'],
        ['share', 50, undefined],
      ]);
    });

    it('made everyone\'s publishes its pages as they are; rolled back, it ends and the live release stays', async () => {
      const { live, next, livePagesDir } = await withLive();
      await startCanary('careers', next, 10, root, render);
      const tried = canaryPages(root);
      await rollback('careers', root, render, { by: 'guard', reason: 'worse' });
      expect({ canary: canaryOf(root), live: livePages(root), current: currentRelease('careers', root)?.release }).toEqual({
        canary: null,
        live: livePagesDir,
        current: live,
      });
      expect(history('careers', root).at(-1)).toMatchObject({ action: 'rollback', release: live, ended: next, by: 'guard', reason: 'worse' });
      await startCanary('careers', next, 10, root, render);
      const second = canaryPages(root);
      expect(second).not.toBe(tried);
      await promote('careers', next, root, render);
      expect({ canary: canaryOf(root), live: livePages(root), current: currentRelease('careers', root)?.release }).toEqual({
        canary: null,
        live: second,
        current: next,
      });
      expect(jobs.map((j) => j.app)).toEqual(['careers', 'careers']);
      // The ended canary is no step of the way back: a rollback now goes to the release before it.
      expect((await rollback('careers', root, render)).release).toBe(live);
    });

    it('ended on its own (endCanary) changes nothing more when it ended meanwhile, where a rollback would walk back', async () => {
      const { live, next } = await withLive();
      await startCanary('careers', next, 10, root, render);
      await endCanary('careers', root, { by: 'inbox: meera@brandwala.in' });
      expect(history('careers', root).at(-1)).toMatchObject({ action: 'rollback', ended: next, by: 'inbox: meera@brandwala.in' });
      await expect(endCanary('careers', root)).rejects.toThrow('no canary running');
      expect(currentRelease('careers', root)?.release).toBe(live);
    });

    it('is one at a time: another app waits, and a share is a percent from 1 to 99', async () => {
      const { next } = await withLive();
      await expect(startCanary('careers', next, 100, root, render)).rejects.toThrow('from 1 to 99');
      await expect(startCanary('careers', next, 0, root, render)).rejects.toThrow('from 1 to 99');
      await startCanary('careers', next, 5, root, render);
      const cart = createRelease('cart', build('e', 'cart', ['cart']), '1.0.0', root).id;
      await expect(promote('cart', cart, root, render)).rejects.toThrow('careers has a canary running');
      expect(currentRelease('cart', root)).toBe(null);
      const live = currentRelease('careers', root)!.release;
      await expect(startCanary('careers', live, 5, root, render)).rejects.toThrow('live release already');
    });

    it('needs a live release to compare with', async () => {
      await promote('host', renderingHost(), root, render);
      const first = createRelease('careers', build('c', 'one', ['careers']), '1.0.0', root).id;
      await expect(startCanary('careers', first, 10, root, render)).rejects.toThrow('no live release');
    });
  });
});
