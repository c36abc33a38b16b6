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
