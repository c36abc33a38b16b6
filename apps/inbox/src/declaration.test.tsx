import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { noRemotes, renderWithShell } from '@storefront/shell/testing';
import declaration from './declaration';
import Routes from './Routes';
import { prefixes } from '../routes.json';

describe("the inbox remote's declaration", () => {
  it('lists no page: nothing of the inbox is prerendered or in the sitemap', async () => {
    expect(await declaration.pages(noRemotes('the inbox', 'https://example.com'))).toEqual([]);
  });

  it('renders every page below its prefix in the browser only', () => {
    expect(declaration.clientOnly).toEqual(prefixes.map((prefix) => `/${prefix}`));
  });

  it.each(['/inbox', '/inbox/audit', '/inbox/mail', `/inbox/job/${'a'.repeat(32)}`])(
    '%s renders without the 404 page, marked noindex',
    (route) => {
      renderWithShell(<Routes />, { route });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inbox');
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    },
  );
});
