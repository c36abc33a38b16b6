export { formatRupees } from './money';
export { NotFound } from './NotFound';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
