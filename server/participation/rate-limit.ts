/**
 * Per-client limits: at most `limit` requests per `windowMs` (a fixed window per client). In memory for one
 * process; in Redis (`REDIS_URL`) when several server processes share the load, so that a client's count is
 * the same whichever process answers.
 */
import { createClient } from 'redis';

export type Taken = { allowed: boolean; retryAfterSeconds: number };
export type RateLimiter = {
  take: (client: string) => Promise<Taken>;
  /** Clears a client's count (after a successful sign-in). */
  forget: (client: string) => Promise<void>;
  close?: () => Promise<void>;
};
type Limits = { limit: number; windowMs: number };

export function memoryRateLimiter({ limit, windowMs }: Limits, clock = () => Date.now()): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async forget(client) {
      windows.delete(client);
    },
    async take(client) {
      const now = clock();
      let window = windows.get(client);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(client, window);
        // Forget finished windows now and then, so the map cannot grow without bound.
        if (windows.size > 10_000)
          for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
      }
      window.count++;
      return {
        allowed: window.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
      };
    },
  };
}

/** Count and window start in one step: the first request of a window sets its expiry. */
const TAKE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/**
 * The same limits kept in Redis under `prefix`. If Redis cannot be reached, requests are let through (and the
 * failure logged): the forms stay open rather than every visitor being refused.
 */
export async function redisRateLimiter(
  url: string,
  { limit, windowMs, prefix }: Limits & { prefix: string },
  log: (message: string) => void = console.error,
): Promise<RateLimiter> {
  const client = createClient({
    url,
    socket: { connectTimeout: 2000, reconnectStrategy: (n) => Math.min(n * 200, 5000) },
  });
  client.on('error', (error: Error) => log(`rate limit: Redis: ${error.message}`));
  await client.connect();
  const key = (client_: string) => `${prefix}:${client_}`;
  return {
    async take(who) {
      try {
        const [count, ttl] = (await client.eval(TAKE, {
          keys: [key(who)],
          arguments: [String(windowMs)],
        })) as [number, number];
        return {
          allowed: count <= limit,
          retryAfterSeconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)),
        };
      } catch (error) {
        log(`rate limit: Redis unavailable, request let through: ${(error as Error).message}`);
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
    async forget(who) {
      await client.del(key(who)).catch(() => undefined);
    },
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}
