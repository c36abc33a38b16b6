import { createElement, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * @storefront/shell/server: for rendering a page outside the browser (the host's render step). A
 * router fixed at one URL, for ShellProviders' `Router`; kept out of the page's bundle, which
 * carries only the browser router.
 */
export function routerAt(location: string): ComponentType<{ children: ReactNode }> {
  return function RouterAt({ children }) {
    return createElement(MemoryRouter, { initialEntries: [location] }, children);
  };
}
