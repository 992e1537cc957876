/**
 * An open loop for the benches (./catalogue-store.ts): requests sent at a fixed rate whether or not earlier ones
 * have been answered, each timed from when it was due, so a server that falls behind is seen.
 */
import http from 'node:http';

type Timed = { path: string; ms: number; status: number };

const agent = new http.Agent({ keepAlive: true });

/**
 * A GET as a browser sends it (compressed answers taken), its body read but not decompressed: the open loop's
 * client does as little as it can, as it shares the machine's two cores with the server.
 */
const get = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });

/** Requests at `rate` per second for `seconds`, each timed from when it was due. */
export async function openLoop(base: string, paths: string[], rate: number, seconds: number) {
  const total = rate * seconds;
  const interval = 1000 / rate;
  const results: Promise<Timed>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const p = paths[i % paths.length]!;
    results.push(get(base + p).then((status) => ({ path: p, ms: performance.now() - due, status })));
  }
  return Promise.all(results);
}
