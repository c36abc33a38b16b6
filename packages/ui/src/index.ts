export { formatRupees } from './money';
export { NotFound } from './NotFound';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { Icon } from './Icon';
export type { IconName } from './Icon';
export { useDocumentTitle } from './useDocumentTitle';
