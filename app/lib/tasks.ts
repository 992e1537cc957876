/** Resolves in a later task: what comes after it runs in a task of its own, and the browser may paint between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs each step in a task of its own (work React cannot split when it runs inside one component's render), the
 * first too: not in the task that evaluated the caller's modules.
 */
export async function eachInItsOwnTask(steps: (() => unknown)[]) {
  for (const step of steps) {
    await nextTask();
    step();
  }
  await nextTask();
}
