import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './EmptyCart.module.css';

const nothingToWatch = () => () => undefined;

/**
 * The empty cart's message. The page is rendered for nobody, so its HTML says the cart is empty; a
 * browser that keeps a cart is marked by the early contract before the first paint
 * (`<html data-stored-cart>`, apps/host/src/early/earlyContract.ts), and there this says "Loading
 * your cart…" instead, until the page works and shows the visitor's own cart. Rendered for nobody
 * means the server's snapshot, as the cart's store reads it (react-redux's `serverState`): both
 * switch to the visitor's in the same render once the area has hydrated.
 */
export function EmptyCart({ className, children }: { className?: string; children: ReactNode }) {
  const forNobody = !useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
  return (
    <div className={className} data-cart-empty={forNobody ? '' : undefined}>
      {forNobody && (
        <p className={styles.reading} role="status">
          Loading your cart…
        </p>
      )}
      {children}
    </div>
  );
}
