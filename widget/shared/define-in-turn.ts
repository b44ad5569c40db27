import type { LitElement } from "lit";
import { define } from "../../ui-shared/define.ts";

const waiting: (() => void)[] = [];

const next = (): void => {
  waiting.shift()?.();
  if (waiting.length) setTimeout(next);
};

/**
 * Defines `tag` (once: a page may load it twice) in a task of its own after the elements asked
 * for before it: defining a tag upgrades the page's elements of it at once (their classes
 * finalized, their style sheets parsed and adopted, constructed, connected, and an element that
 * needs no answer drawn), and that after the chunks' own evaluation made a task of up to 50 ms on
 * a phone (issue 11: none over 50 ms). The loader loads the elements' chunks in order
 * (server/site/widget-loader.ts `WIDGET_KINDS`), so they are defined in that order.
 */
export function defineInTurn(tag: string, element: typeof LitElement): void {
  waiting.push(() => define(tag, element));
  if (waiting.length === 1) setTimeout(next);
}
