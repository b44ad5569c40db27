import { css } from "lit";

/**
 * The console's look, shared by every screen: calm, dense enough for a busy evening, large
 * enough to tap at the host stand. Colours reach WCAG AA against their backgrounds; the focus ring
 * is always visible. `--_accent` is the restaurant's accent, shown as a stripe, never behind text.
 */
export const consoleStyles = css`
  :host {
    --_fg: #1f1d1b;
    --_muted: #5c5650;
    --_bg: #f7f5f2;
    --_card: #fff;
    --_border: #cfc8c0;
    --_primary: #7a3410;
    --_on-primary: #fff;
    --_danger: #a4261c;
    --_ok: #22613a;
    --_warn: #8a5a00;
    --_ring: #1a56c4;
    --_radius: 8px;
    display: block;
    color: var(--_fg);
    font:
      400 max(16px, 1rem) / 1.5 system-ui,
      -apple-system,
      "Segoe UI",
      Roboto,
      sans-serif;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  h1,
  h2,
  h3 {
    line-height: 1.25;
    margin: 0 0 0.5em;
  }
  h1 {
    font-size: 1.5em;
  }
  h2 {
    font-size: 1.25em;
  }
  h3 {
    font-size: 1.05em;
  }
  p {
    margin: 0 0 0.75em;
  }
  a {
    color: var(--_primary);
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  button {
    min-height: 44px;
    padding: 0.4em 1em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_card);
    cursor: pointer;
  }
  button:hover {
    border-color: var(--_fg);
  }
  button.primary {
    background: var(--_primary);
    border-color: var(--_primary);
    color: var(--_on-primary);
    font-weight: 600;
  }
  /* A link that looks like a button: for moves to another place, which a button must not make. */
  a.button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.4em 1em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_card);
    color: var(--_fg);
    text-decoration: none;
  }
  a.button.primary {
    background: var(--_primary);
    border-color: var(--_primary);
    color: var(--_on-primary);
    font-weight: 600;
  }
  button.danger {
    color: var(--_danger);
    border-color: var(--_danger);
  }
  button.link {
    min-height: auto;
    border: none;
    background: none;
    padding: 0;
    color: var(--_primary);
    text-decoration: underline;
  }
  button:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  :focus-visible {
    outline: 3px solid var(--_ring);
    outline-offset: 2px;
  }
  input,
  select,
  textarea {
    min-height: 44px;
    padding: 0.4em 0.6em;
    border: 1px solid #8d857d;
    border-radius: var(--_radius);
    background: #fff;
    max-width: 100%;
  }
  /* A field the form or the server refused: more than colour, so it shows without it too. */
  [aria-invalid="true"] {
    border-color: var(--_danger);
    border-width: 2px;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.25em;
  }
  fieldset {
    border: none;
    margin: 0 0 1em;
    padding: 0;
  }
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.25em;
  }
  /* A checkbox or radio button with its label beside it, tall enough to tap. */
  .check {
    display: flex;
    gap: 0.5em;
    align-items: center;
    font-weight: 400;
    min-height: 44px;
    margin: 0;
  }
  .check input {
    width: 1.25em;
    height: 1.25em;
    min-height: 0;
    margin: 0;
  }
  .field {
    margin-bottom: 1em;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.9em;
    font-weight: 400;
  }
  .card {
    background: var(--_card);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 1em;
  }
  .error {
    color: var(--_danger);
    font-weight: 600;
  }
  /* A polite status line after a save: done or failed. */
  .status-done {
    color: var(--_ok);
    font-weight: 600;
  }
  .status-failed {
    color: var(--_danger);
    font-weight: 600;
  }
  .notice {
    border-left: 4px solid var(--_ok);
    background: #eef6f0;
    padding: 0.5em 0.75em;
    border-radius: 4px;
  }
  .warning {
    border-left: 4px solid var(--_warn);
    background: #fbf4e6;
    padding: 0.5em 0.75em;
    border-radius: 4px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: center;
  }
  .badge {
    display: inline-block;
    padding: 0.05em 0.55em;
    border-radius: 999px;
    font-size: 0.85em;
    font-weight: 600;
    border: 1px solid currentColor;
    white-space: nowrap;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: start;
    padding: 0.4em 0.5em;
    border-bottom: 1px solid var(--_border);
    vertical-align: top;
  }
  @media print {
    .no-print {
      display: none !important;
    }
  }
`;

/** Badge colours per reservation status: text on white, each at least 4.5:1. */
export const statusStyles = css`
  .status-pending {
    color: #8a5a00;
  }
  .status-confirmed {
    color: #22613a;
  }
  .status-seated {
    color: #1a4f9c;
  }
  .status-completed {
    color: #4d4842;
  }
  .status-cancelled,
  .status-rejected,
  .status-no_show {
    color: #a4261c;
  }
`;
