/** Resolves in a later task: what comes after it runs in a task of its own, and the browser may paint between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs each step in a task of its own (work React cannot split when it runs inside one component's render). */
export async function eachInItsOwnTask(steps: (() => unknown)[]) {
  for (const step of steps) {
    step();
    await nextTask();
  }
}
