import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { useCart } from './useCart';
import { makeStore } from './store';

describe('useCart', () => {
  it('reads and changes the store it is given', () => {
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.add({ id: 'fm', name: 'FM Spot', description: '', price: 2500, images: [] }, 2));
    expect(result.current.count).toBe(1);
    expect(result.current.subtotal).toBe(5000);
    act(() => result.current.setQuantity('fm', 'nonsense'));
    expect(result.current.lines[0]?.quantity).toBe(1);
    act(() => result.current.remove(result.current.keyOf(result.current.lines[0]!)));
    expect(store.getState().cart.lines).toEqual([]);
  });
});
