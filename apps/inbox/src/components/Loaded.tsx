import type { ReactNode } from 'react';
import type { StaffData } from '../hooks/useStaffData';
import { Failure } from './Failure';

/**
 * A staff read, drawn: its failure (with Try again) if the last read failed, Loading… while there
 * is nothing yet, and otherwise what `children` makes of the data.
 */
export function Loaded<T>({
  read,
  children,
}: {
  read: StaffData<T> & { reload: () => void };
  children: (data: T) => ReactNode;
}) {
  if (read.state === 'failed') return <Failure failure={read.failure} retry={read.reload} />;
  if (!read.data) return <p role="status">Loading…</p>;
  return children(read.data);
}
