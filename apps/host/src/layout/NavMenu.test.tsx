import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@storefront/shell/testing';
import { NavMenu } from './NavMenu';

function renderMenu() {
  renderWithShell(
    <>
      <NavMenu label="Company" links={[{ label: 'Profile', to: '/company/profile' }]} />
      <button type="button">Join Us</button>
    </>,
  );
  return {
    menu: screen.getByRole('button', { name: 'Company' }),
    below: screen.getByRole('button', { name: 'Join Us' }),
  };
}

describe('NavMenu', () => {
  it('stays open while a press outside is held, so the page does not move under it; closes on the click', async () => {
    const user = userEvent.setup();
    const { menu, below } = renderMenu();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[MouseLeft>]', target: below });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: below });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and gives focus back to its button; a click inside keeps it open', async () => {
    const user = userEvent.setup();
    const { menu } = renderMenu();
    await user.click(menu);
    await user.click(screen.getByRole('list'));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
