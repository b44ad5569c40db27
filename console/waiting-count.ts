import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { OWNER_API } from "../core/owner/contract/index.ts";
import { define } from "../ui-shared/define.ts";
import { ScreenLoad } from "./load-task.ts";
import type { ScreenContext } from "./screens/screen.ts";
import { consoleStyles } from "./styles.ts";

/** How often the count is asked again without a live update: a pending booking leaves the list when its stay ends, which no write announces. */
const RECOUNT_MS = 60_000;

/** What the Requests screen tells the shell after each load (`couvert-waiting`), so the navigation's count and the list agree. */
export interface WaitingDetail {
  slug: string;
  count: number;
}

/**
 * @summary How much waits for a decision at the restaurant shown (docs/api.md §16.6 `GET …/requests`:
 * bookings to confirm and open change requests), beside the navigation's entry of the screen that
 * lists it. Loaded the console's one way (ScreenLoad): asked anew when the restaurant changes
 * (the request still out for the last one aborted and its answer dropped), at each live update and
 * every minute; a failed reload keeps the count. While that screen is shown (`screenTells`), which
 * loads the very same answer at the same moments, nothing is asked: the count is what the screen
 * last `told`, so the count is the list's and nothing is read twice.
 */
export class CouvertWaitingCount extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      .count {
        margin-left: 0.35em;
        padding: 0 0.45em;
        border: 1px solid currentColor;
        border-radius: 1em;
        font-size: 0.85em;
        font-weight: 700;
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
    told: { attribute: false },
    screenTells: { attribute: false },
  };

  declare context: ScreenContext;
  /** The Requests screen's count, just loaded: newer than any answer still on its way. */
  declare told: WaitingDetail | null;
  /** Whether the screen that tells the count is the one shown. */
  declare screenTells: boolean;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly waiting: ScreenLoad<number> = new ScreenLoad<number>(this, {
    live: true,
    load: async (calls): Promise<number> => {
      if (this.screenTells) return this.told?.slug === calls.slug ? this.told.count : (this.waiting.value ?? 0);
      const { pending, reservations } = await calls.call(OWNER_API.requests);
      return pending.length + reservations.length;
    },
  });

  constructor() {
    super();
    this.told = null;
    this.screenTells = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.timer = setInterval(() => void this.waiting.reload(), RECOUNT_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Loading again takes the told count and drops any answer still out, which is older.
    if (changed.has("told") && this.told?.slug === this.context.restaurant.slug) void this.waiting.reload();
  }

  override render() {
    const count = this.waiting.value ?? 0;
    if (count === 0) return nothing;
    return html`<span class="count" aria-hidden="true">${count}</span
      ><span class="visually-hidden">, ${this.context.m.nav.waiting(count)}</span>`;
  }
}

define("couvert-waiting-count", CouvertWaitingCount);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-waiting-count": CouvertWaitingCount;
  }
}
