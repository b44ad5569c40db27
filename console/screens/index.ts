import { html } from "lit";
import "./day-view.ts";
import "./requests-view.ts";
import "./team-view.ts";
import type { ScreenDefinition } from "./screen.ts";

/** The console's screens in navigation order; the first one a role allows opens by default. */
export const SCREENS: ScreenDefinition[] = [
  { id: "day", area: "reservations", label: (m) => m.nav.day, render: (c) => html`<couvert-day-view .context=${c}></couvert-day-view>` },
  {
    id: "requests",
    area: "reservations",
    label: (m) => m.nav.requests,
    render: (c) => html`<couvert-requests-view .context=${c}></couvert-requests-view>`,
  },
  { id: "team", area: "restaurant", label: (m) => m.nav.team, render: (c) => html`<couvert-team-view .context=${c}></couvert-team-view>` },
];
