import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { PRODUCT_KEY } from '@storefront/types';
import { useProduct } from './useProduct';
import { readSnapshotFor } from './snapshot';

describe('useProduct', () => {
  it('is loading until the stored product has been read, then found', () => {
    localStorage.setItem(PRODUCT_KEY, JSON.stringify({ slug: 'a', name: 'A', price: 5 }));
    const states: string[] = [];
    renderHook(() => {
      const state = useProduct('a');
      states.push(state.status);
      return state;
    });
    expect(states[0]).toBe('loading');
    expect(states.at(-1)).toBe('found');
  });

  it('goes back to loading for a new id, then answers for that id', () => {
    localStorage.setItem(PRODUCT_KEY, JSON.stringify({ slug: 'a', name: 'A', price: 5 }));
    const { result, rerender } = renderHook(({ id }) => useProduct(id), { initialProps: { id: 'a' } });
    expect(result.current.status).toBe('found');
    rerender({ id: 'b' });
    expect(result.current.status).toBe('not-found');
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
});
