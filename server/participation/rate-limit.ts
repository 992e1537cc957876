/**
 * Per-client limits on sending: at most `limit` requests per `windowMs` (a fixed window per client). In memory
 * for one process; with several processes behind a load balancer, a shared store (Redis) is needed — not yet.
 */
export type RateLimiter = {
  take: (client: string, now?: number) => { allowed: boolean; retryAfterSeconds: number };
  /** Clears a client's count (after a successful sign-in). */
  forget: (client: string) => void;
};

export function memoryRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    forget(client) {
      windows.delete(client);
    },
    take(client, now = Date.now()) {
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
