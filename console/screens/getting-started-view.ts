import { OWNER_API } from "../../core/owner/contract/index.ts";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import {
  GETTING_STARTED_STEPS,
  firstOpenStep,
  gettingStartedProgress,
  isGettingStartedStep,
  type GettingStartedStep,
} from "../../core/owner/getting-started.ts";
import { define } from "../../ui-shared/define.ts";
import { ScreenLoad } from "../load-task.ts";
import { consoleStyles } from "../styles.ts";
import { gettingStartedMessages, type GettingStartedMessages } from "./getting-started-view.i18n.ts";
import type { ScreenContext } from "./screen.ts";
import "./settings-view.ts";
import type { SettingsSection } from "./settings-view.ts";
import "./website-view.ts";

type Progress = Record<GettingStartedStep, boolean>;

/** The settings sections each step shows; the website step shows the Website screen instead. */
const SECTIONS: Partial<Record<GettingStartedStep, readonly SettingsSection[]>> = {
  details: ["details"],
  hours: ["hours"],
  capacity: ["rules"],
  notifications: ["notifications"],
  publish: ["publishing"],
};

/**
 * @summary The first sign-in's walkthrough (docs/api.md §16.9): details, hours, capacity, who is
 * notified, the website snippet, the manage page and going live, one step at a time, each with the very forms of the Settings and
 * Website screens. The steps' progress is core's rule over what the server stores, so it is right
 * whichever screen the owner changed things on. Listed in the navigation while the restaurant is
 * not published; it opens by default then.
 */
export class CouvertGettingStartedView extends LitElement {
  static override styles = [
    consoleStyles,
    css`
      :host {
        max-width: 60rem;
      }
      ol.steps {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em;
        list-style: none;
        padding: 0;
        margin: 1em 0 1.5em;
        counter-reset: step;
      }
      ol.steps a {
        display: flex;
        align-items: center;
        gap: 0.5em;
        min-height: 44px;
        padding: 0.4em 0.9em 0.4em 0.5em;
        border: 1px solid var(--_border);
        border-radius: 999px;
        background: var(--_card);
        color: var(--_fg);
        text-decoration: none;
      }
      ol.steps a[aria-current="step"] {
        border-color: var(--_fg);
        box-shadow: inset 0 0 0 1px var(--_fg);
        font-weight: 600;
      }
      .mark {
        display: inline-grid;
        place-items: center;
        width: 1.75em;
        height: 1.75em;
        border-radius: 50%;
        border: 2px solid var(--_muted);
        font-size: 0.85em;
        font-weight: 700;
      }
      .done .mark {
        border-color: var(--_ok);
        background: var(--_ok);
        color: #fff;
      }
      .step-head h2:focus {
        outline: none;
      }
      .step-head .hint {
        margin-bottom: 0.25em;
      }
      .why {
        max-width: 44rem;
      }
      .nav-buttons {
        display: flex;
        justify-content: space-between;
        gap: 0.75em;
        margin-top: 1em;
      }
      .nav-buttons .primary {
        margin-left: auto;
      }
      ul.checklist {
        list-style: none;
        padding: 0;
      }
      ul.checklist li {
        display: flex;
        align-items: center;
        gap: 0.5em;
        margin: 0.25em 0;
      }
      .live {
        border-left: 4px solid var(--_ok);
      }
    `,
  ];

  static override properties = {
    context: { attribute: false },
  };

  declare context: ScreenContext;
  /** The first step not done when the restaurant's progress first loaded, shown while the address names none. */
  private opensAt: GettingStartedStep = GETTING_STARTED_STEPS[0];
  /** Progress from what the server stores now: the settings screen's data and the website screen's keys. */
  private readonly progress = new ScreenLoad<Progress>(this, {
    load: async (calls) => {
      const [settings, website] = await Promise.all([calls.call(OWNER_API.settings), calls.call(OWNER_API.website)]);
      return gettingStartedProgress({
        settings: settings.settings,
        hours: settings.hours,
        keys: website.keys,
        published: settings.published,
      });
    },
    loaded: (progress, fresh) => {
      if (fresh) this.opensAt = firstOpenStep(progress);
    },
  });

  private get t(): GettingStartedMessages {
    return gettingStartedMessages(this.context.lang);
  }

  /**
   * The step in the address, else the first one not done when the screen opened: finishing a step
   * shows that it saved, and the owner moves on with Next, rather than the step vanishing under them.
   */
  private get step(): GettingStartedStep {
    const asked = this.context.params[0];
    if (isGettingStartedStep(asked)) return asked;
    return this.opensAt;
  }

  protected override updated(changed: PropertyValues<this>): void {
    const before = changed.get("context") as ScreenContext | undefined;
    if (before && before.params[0] !== this.context.params[0]) this.renderRoot.querySelector<HTMLElement>("#step-title")?.focus();
  }

  private readonly handleChanged = () => void this.progress.reload();

  override render() {
    const { m } = this.context;
    const t = this.t;
    const head = html`<h1>${t.title}</h1>
      <p class="hint">${t.intro}</p>`;
    return this.progress.render({
      loading: () =>
        html`${head}
          <p role="status">${m.loading}</p>`,
      failed: (message) =>
        html`${head}
          <p class="error" role="alert">${message}</p>
          <button type="button" @click=${this.progress.reload}>${m.retry}</button>`,
      ready: (progress) => html`${head} ${this.renderProgress(progress)} ${this.renderStep(progress)}`,
    });
  }

  private renderProgress(progress: Progress) {
    const t = this.t;
    const current = this.step;
    return html`<nav aria-label=${t.progressLabel}>
      <ol class="steps">
        ${GETTING_STARTED_STEPS.map(
          (step, index) =>
            html`<li class=${progress[step] ? "done" : ""}>
              <a href=${this.href(step)} aria-current=${step === current ? "step" : nothing}>
                <span class="mark" aria-hidden="true">${progress[step] ? "✓" : index + 1}</span>
                <span>${t.steps[step].title}</span>
                <span class="visually-hidden">(${progress[step] ? t.done : t.notDone})</span>
              </a>
            </li>`,
        )}
      </ol>
    </nav>`;
  }

  private renderStep(progress: Progress) {
    const t = this.t;
    const step = this.step;
    const index = GETTING_STARTED_STEPS.indexOf(step);
    const previous = GETTING_STARTED_STEPS[index - 1];
    const next = GETTING_STARTED_STEPS[index + 1];
    return html`<section
      aria-labelledby="step-title"
      @couvert-settings-saved=${this.handleChanged}
      @couvert-key-created=${this.handleChanged}
      @couvert-key-changed=${this.handleChanged}
      @couvert-manage-page-saved=${this.handleChanged}
    >
      <div class="step-head">
        <p class="hint">${t.stepOf(index + 1, GETTING_STARTED_STEPS.length)}</p>
        <h2 id="step-title" tabindex="-1">${t.steps[step].title}</h2>
        <p class="why">${t.steps[step].why}</p>
      </div>
      ${step === "publish" ? this.renderChecklist(progress) : nothing} ${this.renderStepBody(step)}
      ${
        step === "publish" && progress.publish
          ? html`<p class="card live" role="status">
              ${t.live} <a href=${`#/${encodeURIComponent(this.context.restaurant.slug)}/day`}>${t.toDay}</a>
            </p>`
          : nothing
      }
      <div class="nav-buttons">
        ${previous ? html`<a class="button" href=${this.href(previous)}>${t.back}</a>` : nothing}
        ${next ? html`<a class="button primary" href=${this.href(next)}>${t.next}</a>` : nothing}
      </div>
    </section>`;
  }

  private renderStepBody(step: GettingStartedStep) {
    const sections = SECTIONS[step];
    if (sections) return html`<couvert-settings-view .context=${this.context} .sections=${sections}></couvert-settings-view>`;
    return html`<couvert-website-view .context=${this.context} compact></couvert-website-view>`;
  }

  /** The steps before going live, each linking back to its step. */
  private renderChecklist(progress: Progress) {
    const t = this.t;
    const before = GETTING_STARTED_STEPS.filter((step) => step !== "publish");
    return html`<h3 id="checklist-title">${t.checklist}</h3>
      <ul class="checklist" aria-labelledby="checklist-title">
        ${before.map(
          (step) =>
            html`<li class=${progress[step] ? "done" : ""}>
              <span class="mark" aria-hidden="true">${progress[step] ? "✓" : "!"}</span>
              <a href=${this.href(step)}>${t.steps[step].title}</a>
              <span>(${progress[step] ? t.done : t.notDone})</span>
            </li>`,
        )}
      </ul>`;
  }

  private href(step: GettingStartedStep): string {
    return `#/${encodeURIComponent(this.context.restaurant.slug)}/start/${step}`;
  }
}

define("couvert-getting-started-view", CouvertGettingStartedView);

declare global {
  interface HTMLElementTagNameMap {
    "couvert-getting-started-view": CouvertGettingStartedView;
  }
}
