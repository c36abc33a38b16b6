import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

function Example({ onClose, closeButton }: { onClose: () => void; closeButton?: boolean }) {
  return (
    <Dialog open onClose={onClose} labelledBy="example-title" closeButton={closeButton}>
      <h2 id="example-title">Apply Now</h2>
      <button type="button">Submit</button>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is named by its heading and has no Close button unless asked', () => {
    render(<Example onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Apply Now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('with closeButton: a Close button first in the dialog, which closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Example onClose={onClose} closeButton />);
    const dialog = screen.getByRole('dialog', { name: 'Apply Now' });
    const close = screen.getByRole('button', { name: 'Close' });
    // First in the dialog, so it is what has focus when the dialog opens, before the content.
    expect(dialog.querySelector('button')).toBe(close);
    expect(close).toHaveAttribute('type', 'button');
    // Its icon is decoration: the button's name is its label.
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
