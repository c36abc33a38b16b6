import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors';

/**
 * Fastify's JSON parser, with its two refusals told apart: broken JSON, and keys that could
 * reach Object.prototype if some later code merged the body into an object.
 */
function installStrictJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(new HttpError(400, 'The form arrived empty; please send it again.'), undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) => {
          if (
            key === '__proto__' ||
            (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value)
          ) {
            throw new HttpError(400, 'The form has a field name that is not allowed.');
          }
          return value;
        }),
      );
    } catch (err) {
      done(
        err instanceof HttpError ? err : new HttpError(400, 'The form could not be read: it is not valid JSON.'),
        undefined,
      );
    }
  });
}

/** Field names that could reach Object.prototype if the body were merged into an object. */
const POISON = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * A browser's own form post (application/x-www-form-urlencoded): text fields, each once. Only the
 * public forms accept it (their routes say so); every other route refuses it before reading.
 * Malformed escapes are kept as typed (URLSearchParams never throws); nothing here can fail with a 500.
 */
function installFormParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(String(body))) {
      if (POISON.has(key)) return done(new HttpError(400, 'The form has a field name that is not allowed.'), undefined);
      if (Object.hasOwn(fields, key)) return done(new HttpError(400, 'A form field was sent twice.'), undefined);
      fields[key] = value;
    }
    done(null, fields);
  });
}

/** The api's body parsers, for every route: each route then says which bodies it accepts. */
export default fp(
  async (app) => {
    installStrictJsonParser(app);
    installFormParser(app);
  },
  { name: 'body-parsers' },
);
