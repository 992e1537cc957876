/**
 * Password checks wait their turn: at most `concurrent` scrypt hashes run at once (each takes ~0.1 s and 32 MiB
 * on the thread pool that also reads the portal's files), at most `waiting` more wait in line, and past that a
 * check is refused at once with `Busy` (the sign-in answers 429), so no flood of sign-ins can hold the pool or
 * the memory that pages and downloads need.
 */
export class Busy extends Error {
  constructor() {
    super('too many password checks at once');
  }
}

export function hashQueue({ concurrent, waiting }: { concurrent: number; waiting: number }) {
  let running = 0;
  let total = 0;
  const line: (() => void)[] = [];
  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < concurrent) running++;
    else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
    else throw new Busy();
    total++;
    try {
      return await task();
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = line.shift();
      if (next) next();
      else running--;
    }
  }
  /** Checks running and waiting now, and run since the start (for the logs and the tests). */
  run.stats = () => ({ running, waiting: line.length, total });
  return run;
}
