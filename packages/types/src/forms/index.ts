export * from './contact';
export * from './rules';
export * from './schemas';
export * from './validate';
export * from './account';
export * from './enquiry';
export * from './endpoints';
export * from './staff';
export * from './labels';

/** The request header a form's idempotency key travels in (docs/product.md#forms). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
