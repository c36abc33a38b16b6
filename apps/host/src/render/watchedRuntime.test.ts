import { describe, expect, it, vi } from 'vitest';
import { watchedRuntime } from './watchedRuntime';

function runtimeWith(loadRemote: (request: string) => Promise<unknown>) {
  return { registerRemotes: vi.fn(), loadRemote: loadRemote as <T>(request: string) => Promise<T> };
}

describe('watchedRuntime', () => {
  it('says "threw" when every load succeeded (the code itself failed)', async () => {
    const watched = watchedRuntime(runtimeWith(async () => ({ default: 1 })));
    await watched.runtime.loadRemote('cart/Routes');
    expect(watched.kind()).toBe('threw');
  });

  it('says "unreachable" after a load failed', async () => {
    const watched = watchedRuntime(runtimeWith(async () => Promise.reject(new Error('fetch failed'))));
    await expect(watched.runtime.loadRemote('cart/Routes')).rejects.toThrow('fetch failed');
    expect(watched.kind()).toBe('unreachable');
  });

  it('says "unreachable" while a load is still under way (the render timed out waiting for it)', () => {
    const watched = watchedRuntime(runtimeWith(() => new Promise(() => undefined)));
    void watched.runtime.loadRemote('cart/Routes');
    expect(watched.kind()).toBe('unreachable');
  });

  it('passes registrations through', () => {
    const inner = runtimeWith(async () => null);
    watchedRuntime(inner).runtime.registerRemotes([{ name: 'cart', entry: 'http://c/m.json' }], { force: true });
    expect(inner.registerRemotes).toHaveBeenCalledWith([{ name: 'cart', entry: 'http://c/m.json' }], { force: true });
  });
});
