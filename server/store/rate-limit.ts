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
 * The same limits kept in Redis under `prefix`. While Redis cannot be reached (down, restarting, not yet up at
 * start), each process counts in its own memory instead, and says so once; it goes back to Redis by itself when
 * Redis answers again. Commands fail at once while the connection is down (no offline queue), so no request
 * waits on Redis.
 */
export async function redisRateLimiter(
  url: string,
  { limit, windowMs, prefix }: Limits & { prefix: string },
  log: (message: string) => void = console.error,
): Promise<RateLimiter> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (n) => Math.min(n * 200, 5000) },
  });
  const fallback = memoryRateLimiter({ limit, windowMs });
  let away = false;
  const wentAway = (reason: string) => {
    if (!away) log(`rate limit: Redis unavailable (${reason}); counting in this process until it is back`);
    away = true;
  };
  client.on('error', (error: Error) => wentAway(error.message));
  client.on('ready', () => {
    if (away) log('rate limit: Redis is back');
    away = false;
  });
  // Not awaited past 2 s: a server whose Redis is away still starts, and connects when Redis is up.
  const connecting = client.connect().catch((error: Error) => wentAway(error.message));
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
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
        wentAway((error as Error).message);
        return fallback.take(who);
      }
    },
    async forget(who) {
      await fallback.forget(who);
      await client.del(key(who)).catch(() => undefined);
    },
    async close() {
      if (client.isOpen) await client.quit().catch(() => undefined);
      else client.destroy();
    },
  };
}
