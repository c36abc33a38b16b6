import { useEffect, useState } from 'react';
import type { ProductSnapshot } from '@storefront/types';
import { readSnapshotFor } from './snapshot';

export type ProductState =
  | { status: 'loading' }
  | { status: 'found'; product: ProductSnapshot }
  | { status: 'not-found' };

/** The product for a URL id: loading until it has been looked up, then found or not. */
export function useProduct(id: string): ProductState {
  const [result, setResult] = useState<{ id: string; product: ProductSnapshot | null } | null>(null);
  useEffect(() => {
    setResult({ id, product: readSnapshotFor(id) });
  }, [id]);
  if (!result || result.id !== id) return { status: 'loading' };
  return result.product ? { status: 'found', product: result.product } : { status: 'not-found' };
}
