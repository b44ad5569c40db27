/**
 * Runs `steps` in order, each in a task of its own (the first in the next task): start-up work
 * spread so that no step joins another in one long task on a phone (issue 11: none over 50 ms).
 */
export function oneATask(steps: (() => void)[]): void {
  const left = [...steps];
  const next = (): void => {
    left.shift()?.();
    if (left.length) setTimeout(next);
  };
  setTimeout(next);
}

/**
 * Settles in a task of its own that the browser runs before the tasks already waiting, where it
 * can (`scheduler.yield`: the rest of the work that yielded goes first), else in the next task: for
 * work a guest waits for, which another element's start-up should not come before.
 */
export const yieldFirst = (): Promise<void> =>
  typeof globalThis.scheduler?.yield === "function" ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
