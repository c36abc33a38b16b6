import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { noRemotes, renderWithShell } from '@storefront/shell/testing';
import { pageHeadProblems } from '@storefront/ui/head';
import declaration from './declaration';
import Routes from './Routes';
import { prefixes } from '../routes.json';

const pages = await declaration.pages(noRemotes('the cart'));

describe("the cart's declared pages", () => {
  it('are the cart and checkout', () => {
    expect(pages.map((page) => [page.path, page.title])).toEqual([
      ['/cart', 'Your Cart | Brandwala Media'],
      ['/checkout', 'Checkout | Brandwala Media'],
    ]);
  });

  it('have unique paths below the prefixes of routes.json, and titles and descriptions within bounds', () => {
    expect(pageHeadProblems(pages, prefixes)).toEqual([]);
  });

  // Checkout loads lazily (its own chunk): load it up front so a busy machine does not time out.
  beforeAll(async () => {
    await import('./pages/CheckoutPage');
  });

  it.each(pages.map((page) => page.path))('%s renders without the 404 page', async (route) => {
    renderWithShell(<Routes />, { route });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });
});
