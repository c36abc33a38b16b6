import { describe, expect, it, vi } from 'vitest';
import { configure, renderHook, waitFor } from '@testing-library/react';
import type { LoadRemoteModule } from '@storefront/shell';
import { shellWrapper } from '@storefront/shell/testing';
import { PRODUCT_KEY, toProductSnapshot } from '@storefront/types';
import { fakeCatalogue, tv } from '../data/testData';
import { RENDERED_PRODUCT_ATTRIBUTE, renderedProduct, renderedProductValue, useProduct } from './useProduct';
import { loadCatalogueData } from './catalogueData';
import { readSnapshotFor, writeSnapshot } from '../data/snapshot';

// The catalogue answers asynchronously; a busy machine (2 cores, other jobs) must not turn a wait into a failure.
configure({ asyncUtilTimeout: 3000 });

function withLoader(load: LoadRemoteModule) {
  return shellWrapper({ remoteModules: load }).wrapper;
}

const catalogueUp: LoadRemoteModule = (<T,>(request: string) =>
  request === 'catalogue/data'
    ? Promise.resolve(fakeCatalogue().module as T)
    : Promise.reject(new Error(request))) as LoadRemoteModule;
const catalogueDown: LoadRemoteModule = () => Promise.reject(new Error('catalogue is down'));

describe('useProduct', () => {
  it('is loading, then found through the catalogue, with three recommendations', async () => {
    const states: string[] = [];
    const { result } = renderHook(
      () => {
        const state = useProduct(tv.slug);
        states.push(state.status);
        return state;
      },
      { wrapper: withLoader(catalogueUp) },
    );
    expect(states[0]).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('found'));
    const state = result.current;
    if (state.status !== 'found') throw new Error('not found');
    expect(state.source).toBe('catalogue');
    expect(state.product).toEqual(toProductSnapshot(tv));
    expect(state.recommendations.map((r) => r.id)).toEqual([
      'radio-jingle-campaign',
      'newspaper-print-ads',
      'outdoor-billboard-booking',
    ]);
  });

  it('falls back to the stored snapshot when the catalogue is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(PRODUCT_KEY, JSON.stringify({ slug: 'a', name: 'A', price: 5 }));
    const { result } = renderHook(() => useProduct('a'), { wrapper: withLoader(catalogueDown) });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(result.current).toMatchObject({
      status: 'found',
      source: 'snapshot',
      product: { name: 'A' },
      recommendations: [],
    });
  });

  it('goes back to loading for a new id, then answers for that id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(PRODUCT_KEY, JSON.stringify({ slug: 'a', name: 'A', price: 5 }));
    const { result, rerender } = renderHook(({ id }) => useProduct(id), {
      initialProps: { id: 'a' },
      wrapper: withLoader(catalogueDown),
    });
    expect(result.current.status).toBe('found');
    rerender({ id: 'b' });
    await waitFor(() => expect(result.current.status).toBe('not-found'));
  });

  it('ignores a late answer for an id it has left', async () => {
    let answerFirst!: () => void;
    const first = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    const load = (<T,>() => first.then(() => fakeCatalogue().module as T)) as LoadRemoteModule;
    const { result, rerender } = renderHook(({ id }) => useProduct(id), {
      initialProps: { id: tv.slug },
      wrapper: withLoader(load),
    });
    rerender({ id: 'unknown-service' });
    answerFirst();
    await waitFor(() => expect(result.current.status).toBe('not-found'));
    // The item it left was never shown, so its snapshot was not written.
    expect(localStorage.getItem(PRODUCT_KEY)).toBeNull();
  });
});

describe('readSnapshotFor', () => {
  it('gives the snapshot only for its own slug', () => {
    const storage = { getItem: () => JSON.stringify({ slug: 'a', name: 'A', price: 5 }) };
    expect(readSnapshotFor('a', storage)?.name).toBe('A');
    expect(readSnapshotFor(' A ', storage)?.name).toBe('A');
    expect(readSnapshotFor('b', storage)).toBeNull();
    expect(readSnapshotFor('a', undefined)).toBeNull();
  });

  it.each([
    ['{"slug":"a",'],
    ['[]'],
    ['"a"'],
    ['{"slug":"a","name":"A","price":-1}'],
    ['{"slug":"a","name":"A","price":null}'],
  ])('reads corrupt %s as null', (raw) => {
    expect(readSnapshotFor('a', { getItem: () => raw })).toBeNull();
  });
});

describe('writeSnapshot', () => {
  it('stores the snapshot under `product`, and ignores storage that throws', () => {
    writeSnapshot(toProductSnapshot(tv));
    expect(readSnapshotFor(tv.slug)).toEqual(toProductSnapshot(tv));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeSnapshot(toProductSnapshot(tv), full)).not.toThrow();
  });
});

describe('useProduct with the catalogue already loaded (a rendered page waited for it)', () => {
  it('is found from the first render, without a snapshot, and writes the snapshot after', async () => {
    const load = (<T,>() => Promise.resolve(fakeCatalogue().module as T)) as LoadRemoteModule;
    await loadCatalogueData(load);
    const states: string[] = [];
    renderHook(
      () => {
        const state = useProduct(tv.slug);
        states.push(state.status === 'found' ? `${state.status}:${state.source}` : state.status);
        return state;
      },
      { wrapper: withLoader(load) },
    );
    expect(states[0]).toBe('found:catalogue');
    expect(new Set(states)).toEqual(new Set(['found:catalogue']));
    await waitFor(() => expect(readSnapshotFor(tv.slug)).toEqual(toProductSnapshot(tv)));
  });

  it('loads the catalogue once per loader, and tries again after a failure', async () => {
    let calls = 0;
    const load = (<T,>() =>
      ++calls === 1
        ? Promise.reject(new Error('down'))
        : Promise.resolve(fakeCatalogue().module as T)) as LoadRemoteModule;
    await expect(loadCatalogueData(load)).rejects.toThrow('down');
    const [a, b] = [loadCatalogueData(load), loadCatalogueData(load)];
    expect(a).toBe(b);
    await a;
    expect(calls).toBe(2);
  });
});

describe('renderedProduct (the item a rendered page carries, read while it hydrates)', () => {
  const withAttribute = (value: string) => {
    const root = document.createElement('div');
    root.innerHTML = '<article></article>';
    root.firstElementChild!.setAttribute(RENDERED_PRODUCT_ATTRIBUTE, value);
    return root;
  };
  const recommendation = { id: 'fm-spot', name: 'FM Spot', price: 2500, image: '/fm.svg' };

  it('gives the item and suggestions as the HTML has them', () => {
    const product = toProductSnapshot(tv);
    expect(renderedProduct(tv.slug, withAttribute(renderedProductValue(product, [recommendation])))).toEqual({
      status: 'found',
      product,
      source: 'catalogue',
      recommendations: [recommendation],
    });
  });

  it('is null for another item, no attribute, corrupt JSON or an unreadable item; drops bad suggestions', () => {
    const product = toProductSnapshot(tv);
    expect(renderedProduct('radio-jingle-campaign', withAttribute(renderedProductValue(product, [])))).toBeNull();
    expect(renderedProduct(tv.slug, document.createElement('div'))).toBeNull();
    expect(renderedProduct(tv.slug, withAttribute('{"product":'))).toBeNull();
    expect(
      renderedProduct(tv.slug, withAttribute('{"product":{"slug":"television-ad-placement","price":"free"}}')),
    ).toBeNull();
    expect(renderedProduct(tv.slug, withAttribute('null'))).toBeNull();
    const state = renderedProduct(
      tv.slug,
      withAttribute(JSON.stringify({ product, recommendations: [recommendation, { id: 1 }, 'x'] })),
    );
    expect(state?.status === 'found' && state.recommendations).toEqual([recommendation]);
  });
});
