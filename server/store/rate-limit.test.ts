/** The form and sign-in limits: in memory, and in Redis shared by several server processes (when it answers). */
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { tcpProxy } from '../../testing/tcp-proxy.ts';
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

  it('counts in memory while Redis is away, never waiting on it, and goes back to Redis when it returns', async () => {
    const { port, hostname } = new URL(REDIS_URL);
    const proxy = await tcpProxy({ host: hostname, port: Number(port || 6379) });
    const logged: string[] = [];
    const limiter = await redisRateLimiter(
      `redis://127.0.0.1:${proxy.port}`,
      { limit: 2, windowMs: 60_000, prefix: `test:${randomBytes(6).toString('hex')}` },
      (m) => logged.push(m),
    );
    try {
      expect((await limiter.take('x')).allowed).toBe(true); // Redis: 1
      await proxy.cut();
      // Away: this process's own count, at once (no offline queue), and the limit still holds.
      const away = [await limiter.take('x'), await limiter.take('x'), await limiter.take('x')];
      expect(away.map((t) => t.allowed)).toEqual([true, true, false]);
      expect(logged.filter((m) => /Redis unavailable/.test(m))).toHaveLength(1);
      await proxy.restore();
      await expect.poll(() => logged.some((m) => /Redis is back/.test(m)), { timeout: 15_000 }).toBe(true);
      // Back on Redis, whose count went on from where it was (1).
      expect([await limiter.take('x'), await limiter.take('x')].map((t) => t.allowed)).toEqual([true, false]);
    } finally {
      await limiter.close?.();
      await proxy.close();
    }
  });

  it('starts while Redis is away, and uses it once it answers', async () => {
    const { port, hostname } = new URL(REDIS_URL);
    const proxy = await tcpProxy({ host: hostname, port: Number(port || 6379) });
    await proxy.cut();
    const prefix = `test:${randomBytes(6).toString('hex')}`;
    const limiter = await redisRateLimiter(
      `redis://127.0.0.1:${proxy.port}`,
      { limit: 1, windowMs: 60_000, prefix },
      () => undefined,
    );
    try {
      expect((await limiter.take('y')).allowed).toBe(true);
      expect((await limiter.take('y')).allowed).toBe(false);
      await proxy.restore();
      const direct = createClient({ url: REDIS_URL });
      await direct.connect();
      await expect
        .poll(async () => (await limiter.take('z'), await direct.get(`${prefix}:z`)), { timeout: 15_000 })
        .not.toBeNull();
      await direct.quit();
    } finally {
      await limiter.close?.();
      await proxy.close();
    }
  });
});
