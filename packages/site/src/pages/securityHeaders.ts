// The security headers of a rendered page, computed from the remotes.json the page was rendered
// with (the one published beside it), the page's own HTML and where it is served: scripts only from
// the site, the remotes' origins and the preview origins, and no inline script but the hashed ones.
// Why: docs/decisions/0006-releases-promote-rollback-previews.md (amendments of 2026-11-23 and 2026-11-26).
import { createHash } from 'node:crypto';
import { isLoopback, LOOPBACK_PREVIEW_SOURCES } from '../loopback';
import { entryOf, remotesIn, siteOriginOf, type RemotesFile } from '../remotesFile';

/**
 * What the servers of the command that serves the pages need beyond the site itself. Production
 * (the CDN, a static host, `pnpm serve`) needs nothing: the policy follows remotes.json alone.
 * (`pnpm dev`'s dev servers send the host's unrendered index.html with no policy at all.)
 */
export interface ServingEnvironment {
  /**
   * WebSocket URLs the page opens to a development server (`pnpm dev:remote`: the remote's dev
   * server reloads the page over ws://localhost:<port>/ws). Allowed in connect-src, and only there.
   */
  devSockets?: readonly string[];
}

/** The pages of the live site, and of every command that serves production builds. */
export const PRODUCTION: ServingEnvironment = {};

/** Script types a browser runs; anything else (JSON-LD, templates) is data and needs no hash. */
const RUNS = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const SELF = 'http://self.invalid';

/** The origin of a URL in remotes.json, or null for one on the site itself (a relative URL). */
function originOf(url: string | undefined): string | null {
  try {
    const origin = new URL(url ?? '', SELF).origin;
    return origin === SELF ? null : origin;
  } catch {
    return null;
  }
}

const isString = (value: string | null): value is string => Boolean(value);

/** The origins remotes.json loads remotes from ({ entry } or the URL alone). */
function remoteOrigins(remotesJson: RemotesFile): string[] {
  return remotesIn(remotesJson)
    .map(([, value]) => originOf(entryOf(value)))
    .filter(isString);
}

/** 'sha256-…' of each inline script the browser would run, in the order they appear. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!RUNS.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const unique = (list: string[]) => [...new Set(list)];

/**
 * The Content-Security-Policy of a page rendered with `remotesJson`, whose HTML is `html`, served in
 * `environment`: loopback only on a loopback site ($siteOrigin, a local build's when absent) or where
 * "$previewOrigins" names it; a dev server's socket only where a development command serves the page.
 */
export function contentSecurityPolicy(
  remotesJson: RemotesFile,
  html = '',
  environment: ServingEnvironment = PRODUCTION,
): string {
  const remotes = remoteOrigins(remotesJson);
  const named = Array.isArray(remotesJson.$previewOrigins) ? remotesJson.$previewOrigins : [];
  const previews = [
    ...(isLoopback(siteOriginOf(remotesJson)) ? LOOPBACK_PREVIEW_SOURCES : []),
    ...named.map(originOf).filter(isString),
  ];
  const api = originOf(remotesJson.$api ?? '');
  const sockets = (environment.devSockets ?? []).filter((url) => /^wss?:\/\/[^\s;,]+$/.test(url));
  const from = (...extra: string[]) => unique(["'self'", ...remotes, ...previews, ...extra]).join(' ');
  return [
    "default-src 'self'",
    `script-src ${from(...inlineScriptHashes(html))}`,
    `connect-src ${from(...(api ? [api] : []), ...sockets)}`,
    `img-src ${from('data:')}`,
    // Style attributes are in the rendered markup (a job's colour, a product's stars) and the
    // toaster adds its own <style>: styles cannot run code, so inline ones are allowed.
    `style-src ${from("'unsafe-inline'")}`,
    `font-src ${from()}`,
    "object-src 'none'",
    "base-uri 'self'",
    // The searches submit to the site's own pages; the public forms post to the api when the
    // page's script has not run (docs/product.md#forms): exactly those two, nothing else.
    `form-action ${unique(["'self'", ...(api ? [api] : [])]).join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i');

/**
 * The preconnects and preloads of a page's head as a `Link` header: the browser starts them as the
 * answer's headers arrive, before it has built the document and read the head (a phone spends a
 * few hundred milliseconds on that), and a CDN can send them as 103 Early Hints. Undefined when the
 * head names none.
 */
export function linkHeader(html: string): string | undefined {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const links: string[] = [];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const rel = ATTRIBUTE('rel').exec(tag)?.[1]?.toLowerCase();
    const href = ATTRIBUTE('href').exec(tag)?.[1]?.replace(/&amp;/g, '&');
    // A URL a header can carry as it is (the build's own are); any other stays in the head only.
    if (!href || !/^[\w\-.~:/?#[\]@!$&'()*+;=%]+$/.test(href) || (rel !== 'preload' && rel !== 'preconnect')) continue;
    const as = ATTRIBUTE('as').exec(tag)?.[1];
    const crossorigin = ATTRIBUTE('crossorigin').exec(tag)?.[1];
    const priority = ATTRIBUTE('fetchpriority').exec(tag)?.[1];
    links.push(
      [
        `<${href}>`,
        `rel=${rel}`,
        ...(as ? [`as=${as}`] : []),
        ...(crossorigin !== undefined ? [`crossorigin=${crossorigin || 'anonymous'}`] : []),
        ...(priority ? [`fetchpriority=${priority}`] : []),
      ].join('; '),
    );
  }
  return links.length ? links.join(', ') : undefined;
}

/** Every header a page is sent with, where `environment` serves it. */
export function pageHeaders(
  remotesJson: RemotesFile,
  html: string,
  environment: ServingEnvironment = PRODUCTION,
): Record<string, string> {
  const link = linkHeader(html);
  return {
    'Content-Security-Policy': contentSecurityPolicy(remotesJson, html, environment),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(link && { Link: link }),
  };
}
