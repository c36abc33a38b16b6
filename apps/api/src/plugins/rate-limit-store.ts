import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from '../services/shared-redis';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** Keys kept in memory per limiter before expired ones are swept (and, past twice that, the oldest). */
const MEMORY_KEYS = 10_000;

/** Fixed-window counts in this process: the limiter without Redis, and its fallback with one. */
export class MemoryCounts {
  private readonly counts = new Map<string, { current: number; resetAt: number }>();

  incr(key: string, windowMs: number, now = Date.now()): Result {
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.counts.size >= MEMORY_KEYS) this.sweep(now);
      entry = { current: 0, resetAt: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(key);
    // Still full (a flood of distinct addresses): forget the oldest windows first.
    for (const key of this.counts.keys()) {
      if (this.counts.size < MEMORY_KEYS * 2) break;
      this.counts.delete(key);
    }
  }
}

/** INCR and the window's expiry in one atomic step: every process counts on the same key. */
const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/**
 * The per-address limiter's store: counted in Redis when it is there (shared by every process),
 * and always in this process's memory too, so that while Redis is away the limit still holds,
 * per process, from the counts already made; when Redis answers again, the shared counts resume.
 * Each request is counted (atomically) when it arrives, before its handler runs, so requests in
 * flight all count.
 */
export function sharedRateStore(redis: SharedRedis | null, prefix: string): FastifyRateLimitStoreCtor {
  class SharedRateStore implements FastifyRateLimitStore {
    private readonly memory = new MemoryCounts();

    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly scope = 'all:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const local = this.memory.incr(key, timeWindow);
      if (!redis?.available) return callback(null, local);
      redis
        .send((client) => client.eval(INCR, 1, `${prefix}${this.scope}${key}`, timeWindow))
        .then(
          (reply) => {
            redis.worked();
            const [current, ttl] = reply as [number, number];
            callback(null, { current, ttl });
          },
          (err: unknown) => {
            redis.failed(err);
            callback(null, local);
          },
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // A route's own limit, or a limiter made with app.rateLimit({max, timeWindow}) (no route):
      // named by its settings, the same in every process with the same configuration.
      const params = routeOptions as unknown as {
        routeInfo?: { method?: string; url?: string };
        max?: unknown;
        timeWindow?: unknown;
      };
      const route = params.routeInfo?.url
        ? `${params.routeInfo.method ?? ''}${params.routeInfo.url}`
        : `limit-${String(params.max)}-${String(params.timeWindow)}`;
      return new SharedRateStore(undefined, `${route}:`);
    }
  }
  return SharedRateStore;
}
