import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const registry = vi.hoisted(() => ({
  loadRoutes: vi.fn(),
  resetRemote: vi.fn(async () => undefined),
}));
vi.mock('./registry', () => registry);

import { RemoteArea } from './RemoteArea';

function Broken(): never {
  throw new Error('render failed');
}

describe('RemoteArea', () => {
  beforeEach(() => {
    registry.loadRoutes.mockReset();
    registry.resetRemote.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the remote’s pages once loaded', async () => {
    registry.loadRoutes.mockResolvedValue(() => <h1>Careers page</h1>);
    render(<RemoteArea remote="careers" />);
    expect(await screen.findByRole('heading', { name: 'Careers page' })).toBeInTheDocument();
  });

  it('keeps a remote that throws while rendering inside its own fallback, and Retry loads it again', async () => {
    registry.loadRoutes.mockResolvedValueOnce(Broken).mockResolvedValueOnce(() => <h1>Help page</h1>);
    render(
      <>
        <header>Header stays</header>
        <RemoteArea remote="company" />
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page is not available right now');
    expect(screen.getByText('Header stays')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(registry.resetRemote).toHaveBeenCalledWith('company');
    expect(await screen.findByRole('heading', { name: 'Help page' })).toBeInTheDocument();
    expect(registry.loadRoutes).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when loading fails', async () => {
    registry.loadRoutes.mockRejectedValue(new Error('RUNTIME-003'));
    render(<RemoteArea remote="product" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This product page is not available right now');
  });
});
