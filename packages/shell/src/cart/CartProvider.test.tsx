import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { CartProvider, useCart } from './CartProvider';
import { makeStore } from './store';

describe('useCart', () => {
  it('throws the contract error outside a CartProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useCart();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('useCart must be used within a CartProvider');
  });

  it('reads and changes the store it is given', () => {
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <CartProvider>{children}</CartProvider>
      </Provider>
    );
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
