import { textsIn } from "../../ui-shared/lazy-catalog.ts";
import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing } from "lit";
import { define } from "../../ui-shared/define.ts";
import { todayIn } from "../format.ts";
import { RestaurantShown } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import { EXPORT_MAX_DAYS } from "../../core/limits.ts";
import { exportTexts } from "./export-view.i18n.ts";
import type { ConsoleLang } from "../i18n/index.ts";
import type { ScreenContext } from "./screen.ts";
import { LOCAL_DATE_PATTERN } from "../../core/time.ts";

/**
 * @summary The reservations of a date range as a CSV file for the books (docs/api.md §16.6): a
 * plain download link to GET …/export.csv, the session cookie going along; the range is checked here first.
 */
export class CouvertExportView extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      form {
        display: flex;
        flex-wrap: wrap;
        gap: 0 1em;
        align-items: start;
      }
      .field .error {
        margin: 0.25em 0 0;
        max-width: 20em;
      }
      .downloads {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em 1em;
      }
    `,
  ];

  static override properties = { context: { attribute: false }, from: { state: true }, to: { state: true } };

  declare context: ScreenContext;
  declare private from: string;
  declare private to: string;

  constructor() {
    super();
    this.from = "";
    this.to = "";
    // Each restaurant's export starts at its own current month.
    new RestaurantShown(this, ({ restaurant }) => {
      const today = todayIn(restaurant.timezone);
      this.from = `${today.slice(0, 8)}01`;
      this.to = lastOfMonth(today);
    });
  }

  /** What is wrong with the range, if anything. */
  private problem(): string | null {
    const t = textsIn(exportTexts, this.context.lang);
    if (!LOCAL_DATE_PATTERN.test(this.from) || !LOCAL_DATE_PATTERN.test(this.to)) return null;
    const days = (Date.parse(`${this.to}T00:00:00Z`) - Date.parse(`${this.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) return t.order;
    if (days > EXPORT_MAX_DAYS) return t.tooLong(EXPORT_MAX_DAYS);
    return null;
  }

  override render() {
    const t = textsIn(exportTexts, this.context.lang);
    const { api, restaurant } = this.context;
    const problem = this.problem();
    const ready = !problem && LOCAL_DATE_PATTERN.test(this.from) && LOCAL_DATE_PATTERN.test(this.to);
    return html`<h1>${t.title}</h1>
      <p class="hint">${t.intro}</p>
      <form novalidate @input=${this.handleInput} @submit=${(e: Event) => e.preventDefault()}>
        <div class="field">
          <label for="from">${t.from}</label>
          <input id="from" name="from" type="date" required .value=${this.from} />
        </div>
        <div class="field">
          <label for="to">${t.to}</label>
          <input
            id="to"
            name="to"
            type="date"
            required
            .value=${this.to}
            aria-invalid=${problem ? "true" : "false"}
            aria-describedby=${problem ? "range-error" : nothing}
          />
          ${problem ? html`<p class="error" id="range-error">${problem}</p>` : nothing}
        </div>
      </form>
      ${
        ready
          ? html`<p class="downloads">
              <a
                id="download-excel"
                class="button primary"
                download
                href=${api.url(
                  OWNER_API.exportCsv,
                  { slug: restaurant.slug },
                  { from: this.from, to: this.to, format: "excel", separator: EXCEL_SEPARATOR[this.context.lang] },
                )}
                >${t.downloadExcel}</a
              >
              <a
                id="download-csv"
                class="button"
                download
                href=${api.url(OWNER_API.exportCsv, { slug: restaurant.slug }, { from: this.from, to: this.to })}
                >${t.download}</a
              >
            </p>`
          : nothing
      }
      <p class="hint">${t.hint}</p>`;
  }

  private readonly handleInput = (event: Event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "from") this.from = target.value;
    if (target.name === "to") this.to = target.value;
  };
}

/** What Excel splits a file on in the console's language: a semicolon where numbers take a decimal comma. */
const EXCEL_SEPARATOR = {
  en: "comma",
  de: "semicolon",
  fr: "semicolon",
  it: "semicolon",
  es: "semicolon",
  nl: "semicolon",
} as const satisfies Record<ConsoleLang, "comma" | "semicolon">;

/** The last day of `date`'s month. */
function lastOfMonth(date: string): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

define("couvert-export-view", CouvertExportView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-export-view": CouvertExportView;
  }
}
