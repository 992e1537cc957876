/** The form and sign-in limits: in memory, and in Redis shared by several server processes (when it answers). */
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter } from './rate-limit.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers() {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}
const hasRedis = await redisAnswers();
if (!hasRedis) console.warn(`rate-limit tests: Redis does not answer at ${REDIS_URL}; its tests are skipped`);

describe('memory rate limiter', () => {
  it('allows `limit` per window, then says how long to wait; a new window starts afresh', async () => {
    let now = 0;
    const limiter = memoryRateLimiter({ limit: 2, windowMs: 60_000 }, () => now);
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(true);
    now = 15_000;
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.take('b')).allowed).toBe(true);
    now = 60_000;
    expect((await limiter.take('a')).allowed).toBe(true);
    await limiter.forget('b');
    expect((await limiter.take('b')).allowed).toBe(true);
  });
});

describe.skipIf(!hasRedis)('Redis rate limiter', () => {
  it('counts one client across two server processes sharing Redis', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}`;
    const one = await redisRateLimiter(REDIS_URL, { limit: 3, windowMs: 60_000, prefix });
    const two = await redisRateLimiter(REDIS_URL, { limit: 3, windowMs: 60_000, prefix });
    const results = [await one.take('x'), await two.take('x'), await one.take('x'), await two.take('x')];
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect((await two.take('y')).allowed).toBe(true);
    await one.forget('x');
    expect((await two.take('x')).allowed).toBe(true);
    await one.close?.();
    await two.close?.();
  });

  it('lets requests through, and says so, when Redis goes away', async () => {
    const logged: string[] = [];
    const limiter = await redisRateLimiter(
      REDIS_URL,
      { limit: 1, windowMs: 60_000, prefix: `test:${randomBytes(6).toString('hex')}` },
      (m) => logged.push(m),
    );
    await limiter.close?.();
    expect((await limiter.take('z')).allowed).toBe(true);
    expect(logged.some((m) => /let through/.test(m))).toBe(true);
  });
});
