import { describe, expect, it, vi } from 'vitest';
import { fetchRemotesFile } from './registry';

function answer(body: unknown, status = 200): typeof fetch {
  return async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

describe('reading remotes.json', () => {
  it('keeps known remotes with http(s) URLs, resolved against the page', async () => {
    const file = await fetchRemotesFile(
      answer({
        catalogue: 'http://localhost:3001/mf-manifest.json',
        cart: '/cart/mf-manifest.json',
        careers: 'javascript:alert(1)',
        company: 42,
        unknown: 'http://evil.example/mf-manifest.json',
      }),
    );
    expect(file).toEqual({
      catalogue: 'http://localhost:3001/mf-manifest.json',
      cart: new URL('/cart/mf-manifest.json', window.location.href).href,
    });
  });

  it('reads the api origin ($api): an http(s) origin only', async () => {
    expect(await fetchRemotesFile(answer({ $api: 'https://api.brandwala.in' }))).toEqual({ $api: 'https://api.brandwala.in' });
    for (const bad of ['ftp://api.example', 'https://api.example/v1', '/api', 'not a url', 42, null]) {
      expect(await fetchRemotesFile(answer({ $api: bad }))).toEqual({});
    }
  });

  it('fails clearly on a bad answer', async () => {
    await expect(fetchRemotesFile(answer('nope', 404))).rejects.toThrow('remotes.json answered 404');
    await expect(fetchRemotesFile(answer('[1,2]'))).rejects.toThrow('not an object');
    await expect(fetchRemotesFile(answer('{oops'))).rejects.toThrow();
  });
});

describe('contract check', () => {
  it('accepts a remote built for the contract this host provides', async () => {
    const { checkContract } = await import('./registry');
    const { SHELL_CONTRACT_VERSION } = await import('@storefront/shell');
    expect(() => checkContract('cart', { shellContract: SHELL_CONTRACT_VERSION })).not.toThrow();
  });

  it('refuses another version, or none, with a message saying what to deploy', async () => {
    const { checkContract } = await import('./registry');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => checkContract('careers', { shellContract: 99 })).toThrow(/careers remote was built for shell contract 99/);
    expect(() => checkContract('careers', undefined)).toThrow(/shell contract \(none\)/);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
