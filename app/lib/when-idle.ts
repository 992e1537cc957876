/**
 * Runs `run` when the browser is next idle (or after `fallbackMs` where it cannot tell: Safari has no
 * requestIdleCallback). Returns the cancel.
 */
export function whenIdle(run: () => void, fallbackMs: number): () => void {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(id);
}
