import { css } from "lit";

/**
 * Dark defaults, used by `theme="dark"` and by `theme="auto"` when the system prefers dark.
 * Borders reach 3:1 against the background and the fields (#857d75: 4.2:1 and 3.7:1). A dark
 * widget paints a block of its own, on a light page too (`auto` on a light site, the visitor's
 * system dark): it keeps its content off that block's edges (`--couvert-padding`), with rounded corners.
 */
const dark = css`
  padding: var(--couvert-padding, 1em);
  border-radius: var(--_radius);
  --_bg: var(--couvert-bg, #1d1b19);
  --_fg: var(--couvert-fg, #f3efea);
  --_muted: var(--couvert-muted, #b9b1a8);
  --_border: var(--couvert-border, #857d75);
  --_error: var(--couvert-error, #ffb4ab);
  --_on-error: #1d1b19;
  --_field: #2a2724;
  color-scheme: dark;
`;

/**
 * Base styles of every Couvert element. Lengths are in `em` of the wrapper's text size, which
 * follows the reader's larger default font size (`1rem`) but never drops below 16px, the floor
 * against pages that shrink their root (`html { font-size: 62.5% }`); `--couvert-font-size`
 * overrides it. The host only gets `all: initial` and its display: a page
 * rule that matches the host element (`* {…}`, `couvert-booking {…}`) beats `:host`, so the text
 * reset sits on the inner `.root` wrapper, which no page rule can reach. The public `--couvert-*`
 * theme properties are read there with fallbacks into private `--_*` ones, then the shared
 * controls (buttons, inputs, fieldsets, error text, spinner).
 */
export const baseStyles = css`
  :host {
    all: initial;
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  .root {
    --_accent: var(--couvert-accent, var(--_api-accent, #8a3b12));
    --_on-accent: var(--couvert-on-accent, var(--_auto-on-accent, #fff));
    --_font: var(--couvert-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
    --_radius: var(--couvert-radius, 8px);
    --_bg: var(--couvert-bg, #fff);
    --_fg: var(--couvert-fg, #1d1b19);
    --_muted: var(--couvert-muted, #5f5952);
    --_border: var(--couvert-border, #8d857d);
    --_error: var(--couvert-error, #b3261e);
    /* Not the background: a page may set that to transparent. */
    --_on-error: #fff;
    --_field: var(--_bg);
    /* The focus ring: the text colour, so it reaches 3:1 on the background in either theme and
       whatever the accent (a pale or dark accent would not). */
    --_ring: var(--_fg);
    color-scheme: light;
    display: block;
    padding: var(--couvert-padding, 0);
    font: 400 var(--couvert-font-size, max(16px, 1rem)) / 1.5 var(--_font);
    color: var(--_fg);
    background: var(--_bg);
    direction: ltr;
    text-align: start;
    text-indent: 0;
    text-transform: none;
    text-shadow: none;
    letter-spacing: normal;
    word-spacing: normal;
    white-space: normal;
    word-break: normal;
    overflow-wrap: break-word;
    font-variant: normal;
    font-kerning: auto;
    visibility: visible;
    cursor: auto;
  }
  :host([theme="dark"]) .root {
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host([theme="auto"]) .root {
      ${dark}
    }
  }
  *,
  ::before,
  ::after {
    box-sizing: border-box;
  }
  h2,
  h3,
  p,
  dl,
  dd,
  fieldset {
    margin: 0;
  }
  h2 {
    font-size: 1.25em;
  }
  h3 {
    font-size: 1.05em;
  }
  .stack > * + * {
    margin-top: 1em;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75em 1em;
  }
  .row > * {
    flex: 1 1 12em;
  }
  fieldset {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.75em 1em 1em;
    min-width: 0;
  }
  fieldset.plain {
    border: 0;
    padding: 0;
  }
  legend {
    font-weight: 600;
    padding: 0 0.25em;
  }
  label {
    display: block;
    font-weight: 500;
  }
  .check {
    display: flex;
    align-items: flex-start;
    gap: 0.5em;
    font-weight: 400;
    margin-top: 0.25em;
  }
  .check input {
    /* Controls do not inherit the text size: without this the box would stay small at large text. */
    font-size: inherit;
    width: 1.15em;
    height: 1.15em;
    margin: 0.2em 0 0;
    accent-color: var(--_accent);
    flex: none;
  }
  input:not([type="checkbox"]),
  select {
    display: block;
    width: 100%;
    margin-top: 0.25em;
    padding: 0.55em 0.7em;
    font: inherit;
    color: inherit;
    background: var(--_field);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  [aria-invalid="true"] {
    border-color: var(--_error) !important;
    box-shadow: inset 0 0 0 1px var(--_error);
  }
  button {
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    border-radius: var(--_radius);
    padding: 0.6em 1.2em;
    border: 1px solid var(--_accent);
    background: var(--_accent);
    color: var(--_on-accent);
  }
  button.secondary {
    background: transparent;
    color: inherit;
    border-color: var(--_border);
  }
  button.danger {
    background: var(--_error);
    border-color: var(--_error);
    color: var(--_on-error);
  }
  button.link {
    background: none;
    border: 0;
    padding: 0;
    color: inherit;
    font-weight: 500;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  button:disabled,
  button[aria-disabled="true"] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  a {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 2px;
  }
  :focus-visible {
    outline: 3px solid var(--_ring);
    outline-offset: 2px;
  }
  input:focus-visible,
  select:focus-visible {
    outline-offset: 0;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .error {
    color: var(--_error);
    font-size: 0.875em;
    font-weight: 500;
    margin-top: 0.25em;
  }
  /* Decorative: an empty alternative keeps it out of the accessible text. */
  .error::before {
    content: "⚠\\a0" / "";
  }
  .notice {
    border: 1px solid var(--_border);
    border-inline-start: 4px solid var(--_accent);
    border-radius: var(--_radius);
    padding: 0.75em 1em;
  }
  .notice.alert {
    border-inline-start-color: var(--_error);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75em;
    align-items: center;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .spinner {
    display: inline-block;
    width: 1em;
    height: 1em;
    vertical-align: -0.15em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: couvert-spin 0.8s linear infinite;
    margin-inline-end: 0.5em;
  }
  @keyframes couvert-spin {
    to {
      transform: rotate(1turn);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }
`;
