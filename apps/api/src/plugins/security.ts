import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The browser-facing rules: security headers for a JSON api, and CORS for the site's origins only. */
export default fp<{ siteOrigins: string[] }>(
  async (app, { siteOrigins }) => {
    // A JSON api: nothing to render, so the strictest content policy; the site on another
    // localhost port is same-site, which the resource policy allows.
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: false,
    });
    await app.register(cors, {
      origin: siteOrigins,
      methods: ['GET', 'POST'],
      // Idempotency-Key: a form sent again (a retry, a form kept offline) is stored once
      // (docs/decisions/0020-idempotent-submissions.md).
      allowedHeaders: ['content-type', 'authorization', 'idempotency-key'],
      // The staff downloads' file names (a CV, the inbox's CSV), which the page saves them under;
      // Idempotent-Replayed marks the answer to a repeat of a key.
      exposedHeaders: ['content-disposition', 'idempotent-replayed'],
      // A preflight per form's URL every 10 minutes at most (Chrome keeps one 2 hours at most).
      maxAge: 600,
    });
  },
  { name: 'security' },
);
