import type { LitElement } from "lit";
import { define, prepare } from "../../ui-shared/define.ts";

const steps: (() => void)[] = [];

const next = (): void => {
  steps.shift()?.();
  if (steps.length) setTimeout(next);
};

/**
 * Defines `tag` (once: a page may load it twice) a task after the elements asked for before it,
 * prepared a task ahead of its definition: defining a tag upgrades the page's elements of it at
 * once (their classes finalized, their style sheets parsed and adopted, constructed and connected),
 * and that after a chunk's own evaluation, or several definitions together, made a long task on a
 * phone (issue 11: none over 50 ms). The loader loads the booking element's chunk first, so it is
 * defined first.
 */
export function defineInTurn(tag: string, element: typeof LitElement): void {
  if (!steps.length) setTimeout(next);
  steps.push(
    () => prepare(element),
    () => define(tag, element),
  );
}
