/** Largest quantity one cart line accepts; a typo like 10000000 should not become a real order. */
export const MAX_QUANTITY = 999;

/**
 * The cart's quantity rule: a whole number from 1 up. Anything non-numeric or below 1
 * becomes 1; fractions are cut to the whole number; above MAX_QUANTITY is held at it.
 */
export function toQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.trunc(n), MAX_QUANTITY);
}
