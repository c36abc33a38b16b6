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
      allowedHeaders: ['content-type', 'authorization'],
      // The staff downloads' file names (a CV, the inbox's CSV), which the page saves them under.
      exposedHeaders: ['content-disposition'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
