import { TaskStatus, type Task } from "@lit/task";

/**
 * The elements load their data through `@lit/task` (issue 11): what they ask of such a task, in
 * one place.
 */

/** The task's value once it has completed for the arguments in use; undefined while it runs again, or after it failed. */
export const completedValue = <T extends readonly unknown[], R>(task: Task<T, R>): R | undefined =>
  task.status === TaskStatus.COMPLETE ? task.value : undefined;

/** Runs the task again unless it completed: what an element back on the page asks of the load its removal aborted. */
export function runUnlessCompleted<T extends readonly unknown[], R>(task: Task<T, R>): void {
  if (task.status !== TaskStatus.COMPLETE) void task.run();
}
