import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { TimelineStay } from "./tables-data.ts";
import type { Span } from "./timeline-layout.ts";

const SNAP_MS = 15 * 60_000;
/** How far a pointer moves before a press becomes a drag (a click stays a click). */
const DRAG_PX = 6;

/**
 * Dragging a bar on a mouse or pen to another table's row or another time (snapped to 15 minutes);
 * the drop is handed to `dropped`, which asks the server. Touch keeps scrolling the grid: a host on a
 * phone moves a booking with the panel's lists. The bar follows the pointer while dragged.
 */
export class TimelineDrag implements ReactiveController {
  private press: { stay: TimelineStay; span: Span; x: number; y: number; bar: HTMLElement; dragging: boolean } | null = null;
  private dropAt = 0;

  private readonly host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment };
  private readonly dropped: (stay: TimelineStay, tableIds: string[], startsAt: string) => void;

  constructor(
    host: ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment },
    dropped: (stay: TimelineStay, tableIds: string[], startsAt: string) => void,
  ) {
    this.host = host;
    this.dropped = dropped;

    host.addController(this);
  }

  hostDisconnected(): void {
    this.end();
  }

  start(event: PointerEvent, stay: TimelineStay, span: Span): void {
    if (event.pointerType === "touch" || event.button !== 0) return;
    const bar = event.currentTarget as HTMLElement;
    this.press = { stay, span, x: event.clientX, y: event.clientY, bar, dragging: false };
    window.addEventListener("pointermove", this.handleMove);
    window.addEventListener("pointerup", this.handleUp);
    window.addEventListener("pointercancel", this.handleCancel);
  }

  /** Whether a drop just happened: the click that ends a drag does not open the panel. */
  justDropped(): boolean {
    return Date.now() - this.dropAt < 300;
  }

  private readonly handleMove = (event: PointerEvent) => {
    const press = this.press;
    if (!press) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.dragging && Math.hypot(dx, dy) < DRAG_PX) return;
    press.dragging = true;
    press.bar.classList.add("dragging");
    press.bar.style.translate = `${dx}px ${dy}px`;
  };

  private readonly handleUp = (event: PointerEvent) => {
    const press = this.press;
    this.end();
    if (!press?.dragging) return;
    this.dropAt = Date.now();
    const root = this.host.renderRoot as ShadowRoot;
    press.bar.style.translate = "";
    press.bar.classList.remove("dragging");
    const row = root.elementsFromPoint(event.clientX, event.clientY).find((e) => e.matches(".table-row"));
    const track = row?.querySelector<HTMLElement>(".track");
    if (!row || !track) return;
    const trackBox = track.getBoundingClientRect();
    const spanMs = press.span.endMs - press.span.startMs;
    const movedMs = ((event.clientX - press.x) / trackBox.width) * spanMs;
    const startMs = Math.round((Date.parse(press.stay.startsAt) + movedMs) / SNAP_MS) * SNAP_MS;
    const table = (row as HTMLElement).dataset.table ?? "";
    // Dropped on another of its own tables (a combination's), or on the row without a table: it keeps its tables.
    const tableIds = table === "" || press.stay.tables.includes(table) ? press.stay.tables : [table];
    const startsAt = new Date(startMs).toISOString();
    if (startsAt === new Date(Date.parse(press.stay.startsAt)).toISOString() && tableIds === press.stay.tables) return;
    this.dropped(press.stay, [...tableIds], startsAt);
  };

  private readonly handleCancel = () => {
    if (this.press) {
      this.press.bar.style.translate = "";
      this.press.bar.classList.remove("dragging");
    }
    this.end();
  };

  private end(): void {
    this.press = null;
    window.removeEventListener("pointermove", this.handleMove);
    window.removeEventListener("pointerup", this.handleUp);
    window.removeEventListener("pointercancel", this.handleCancel);
  }
}
