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
