import { screen, within } from '@testing-library/react';
import { renderWithShell } from '@storefront/shell/testing';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('links each page above, in order, and names this one as the current page', () => {
    renderWithShell(
      <Breadcrumb
        trail={[
          { label: 'Services', to: '/services' },
          { label: 'Media', to: '/services/media' },
        ]}
        current="Television Ad Placement"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Services', 'Media', 'Television Ad Placement']);
    expect(within(nav).getByRole('link', { name: 'Media' })).toHaveAttribute('href', '/services/media');
    expect(items[2]).toHaveAttribute('aria-current', 'page');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
  });
});
