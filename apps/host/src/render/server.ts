// The entry of the host's Node build (packages/rspack-config): the render step (@storefront/site) requires it from
// dist/server/main.cjs. The async boundary lets Module Federation set up shared modules (React)
// before the page's code loads, as index.ts does in the browser. The head, sitemap and asset
// helpers are plain functions and need no boundary.
import type { ListPages, RenderPage } from './renderPage';

export const renderPage: RenderPage = async (...args) => (await import('./renderPage')).renderPage(...args);
export const listPages: ListPages = async (...args) => (await import('./renderPage')).listPages(...args);
export { PageRenderError } from '@storefront/site/render-error';
export { headTags, escapeHtml, scriptJson } from './head';
export { sitemapXml, robotsTxt } from './sitemap';
export { pageAssets } from './assets';
export { NOT_FOUND_HEAD } from './notFound';
export { OFFLINE_HEAD } from './offline';
