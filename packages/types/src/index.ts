export { slugify } from './slug';
export { toQuantity, MAX_QUANTITY } from './quantity';
export { lineKey, readCartLine, subtotal } from './cart';
export type { CartItem, CartLine, CartOptions } from './cart';
