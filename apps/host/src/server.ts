// The entry of the host's Node build (packages/build): scripts/render.mjs requires it from
// dist/server/main.js. The async boundary lets Module Federation set up shared modules (React)
// before the page's code loads, as index.ts does in the browser.
import type { RenderPage } from './renderPage';

export const renderPage: RenderPage = async (...args) => (await import('./renderPage')).renderPage(...args);
