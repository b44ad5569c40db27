import { focusAfterRender, type FocusHost } from "../../ui-shared/focus.ts";

/** Where a button of a wrapping grid sits on screen (a DOMRect's part that matters here). */
export interface Box {
  top: number;
  left: number;
}

/**
 * The index a key moves to in a grid of buttons laid out in rows (the time grid): Left/Right the
 * previous/next one, Up/Down the nearest one in the row above/below (rows found from the layout,
 * so it holds at any width), Home/End the first/last. Null for other keys or when nothing moves.
 */
export function gridKeyTarget(key: string, current: number, boxes: readonly Box[]): number | null {
  const last = boxes.length - 1;
  if (last < 0) return null;
  if (key === "Home" || (current < 0 && key.startsWith("Arrow"))) return 0;
  if (key === "End") return last;
  if (key === "ArrowLeft") return Math.max(0, current - 1);
  if (key === "ArrowRight") return Math.min(last, current + 1);
  if (key !== "ArrowUp" && key !== "ArrowDown") return null;
  const here = boxes[current]!;
  const down = key === "ArrowDown";
  // The nearest row in that direction, then the button in it whose left edge is closest.
  const rows = boxes.map((b) => b.top).filter((top) => (down ? top > here.top + 1 : top < here.top - 1));
  if (!rows.length) return current;
  const row = down ? Math.min(...rows) : Math.max(...rows);
  let best = current;
  boxes.forEach((b, i) => {
    if (Math.abs(b.top - row) <= 1 && (best === current || Math.abs(b.left - here.left) < Math.abs(boxes[best]!.left - here.left)))
      best = i;
  });
  return best;
}

/**
 * The time grid's keydown (a radio group: moving chooses): among the choosable `.slot` buttons
 * inside the element the listener sits on, calls `choose` with the target's `data-starts-at`, then
 * focuses it once rendered.
 */
export function onSlotGridKey(event: KeyboardEvent, host: FocusHost, choose: (startsAt: string) => void): void {
  const buttons = [...(event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(".slot[aria-disabled='false']")];
  const index = gridKeyTarget(
    event.key,
    buttons.indexOf(event.target as HTMLElement),
    buttons.map((b) => b.getBoundingClientRect()),
  );
  if (index === null) return;
  event.preventDefault();
  const startsAt = buttons[index]!.dataset.startsAt!;
  choose(startsAt);
  void focusAfterRender(host, `[data-starts-at="${startsAt}"]`);
}
