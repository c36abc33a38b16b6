// The visitor's (or developer's) own machine, said once for both sides of the preview rule: the
// pages' Content-Security-Policy (pages/securityHeaders.ts) and the host's check of a ?preview=
// (apps/host/src/site/overrides.ts). No Node module here: the host's browser code imports it.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for a URL or origin on the machine itself (localhost, 127.0.0.1, [::1]); false for anything unparsable. */
export function isLoopback(url: string | URL): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The loopback hosts a preview may come from on a loopback site, over http, any port. */
const PREVIEW_HOSTS = ['localhost', '127.0.0.1'];

/**
 * Where a preview may load a remote from on a site served on loopback: a developer's server, any
 * port, as CSP sources. Not https (dev servers are http) and not [::1] (CSP has no source syntax for
 * it: browsers ignore it with a console error), so a preview there would be blocked by the policy.
 */
export const LOOPBACK_PREVIEW_SOURCES: readonly string[] = PREVIEW_HOSTS.map((host) => `http://${host}:*`);

/** True for a URL a loopback site's policy lets a preview load from (LOOPBACK_PREVIEW_SOURCES). */
export function isLoopbackPreview(url: string | URL): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' && PREVIEW_HOSTS.includes(hostname);
  } catch {
    return false;
  }
}
