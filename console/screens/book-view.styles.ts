import { css } from "lit";

/** The Book screen's own looks, over the console's (the guest's details come from ui-shared's template). */
export const bookViewStyles = css`
  form,
  .done {
    max-width: 36rem;
  }
  .pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    gap: 0 1em;
  }
  /* The guest's details (ui-shared's template): two fields a row where they fit. */
  .row:has(> .field) {
    gap: 0 1em;
    align-items: start;
  }
  .row > .field {
    flex: 1 1 11rem;
  }
  fieldset > .hint {
    margin: 0 0 0.5em;
  }
  .req {
    color: var(--_muted);
    font-weight: 400;
  }
  .count:empty {
    display: none;
  }
  input:not([type="checkbox"]),
  select,
  textarea {
    width: 100%;
  }
  input[type="number"] {
    max-width: 8em;
  }
  .field .error,
  fieldset > .error {
    margin: 0.25em 0 0;
    font-size: 0.95em;
  }
  .field > .hint {
    margin: 0.25em 0 0;
  }
  /* The notification choices stand side by side. */
  .check {
    display: inline-flex;
    margin-right: 1.5em;
  }
  .warning .row {
    margin-top: 0.5em;
  }
  .done dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25em 1em;
    align-items: baseline;
    margin: 0 0 0.75em;
  }
  .done dt {
    color: var(--_muted);
  }
  .done dd {
    margin: 0;
    font-size: 1.6em;
    font-weight: 700;
    letter-spacing: 0.05em;
    font-variant-numeric: tabular-nums;
  }
  .done h2:focus {
    outline: none;
  }
`;
