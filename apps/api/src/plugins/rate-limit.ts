import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError, minutesUntil } from '../http/errors';
import { sharedRateStore } from './rate-limit-store';

export interface RateLimitOptions {
  /** Requests per address in the window, on every route that does not set its own limit. */
  max: number;
  timeWindowMs: number;
  /** Prefix of the counters' keys in Redis. */
  prefix: string;
}

/**
 * Per-address limits, counted in Redis when the api has one (every process together) and in
 * this process's memory meanwhile. Routes can opt out (`config: { rateLimit: false }`) or use
 * their own limiter (`app.rateLimit({ max, timeWindow })`), as log-in and sign-up do.
 */
export default fp<RateLimitOptions>(
  async (app, { max, timeWindowMs, prefix }) => {
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: timeWindowMs,
      store: sharedRateStore(app.sharedRedis, `${prefix}rate:`),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Try again in ${minutesUntil(context.ttl)}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
