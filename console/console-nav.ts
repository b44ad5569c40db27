import { html, nothing, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import type { ScreenContext, ScreenDefinition } from "./screens/screen.ts";
import "./waiting-count.ts";
import type { WaitingDetail } from "./waiting-count.ts";

/**
 * The console's navigation: a link to each of `screens` at the restaurant of `context`, the one
 * shown marked current, and the count of requests waiting beside the screen that shows them
 * (`told` is what that screen last counted, when it is the one shown).
 */
export function consoleNav(
  screens: readonly ScreenDefinition[],
  screen: ScreenDefinition,
  context: ScreenContext,
  told: WaitingDetail | null,
): TemplateResult {
  const { m, lang, restaurant } = context;
  return html`<nav class="bar" aria-label=${m.nav.label}>
    <ul>
      ${repeat(
        screens,
        // Keyed by screen: an entry listed for one restaurant only (Getting started) must not shift the
        // others, or the waiting count would be a new element whose old request is never aborted.
        (s) => s.id,
        (s) =>
          html`<li>
            <a href=${`#/${encodeURIComponent(restaurant.slug)}/${s.id}`} aria-current=${s.id === screen.id ? "page" : nothing}
              >${s.label(m, lang)}${
                s.showsWaiting
                  ? html`<couvert-waiting-count
                      .context=${context}
                      .told=${told}
                      .screenTells=${screen.showsWaiting === true}
                    ></couvert-waiting-count>`
                  : nothing
              }</a
            >
          </li>`,
      )}
    </ul>
  </nav>`;
}
