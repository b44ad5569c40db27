import { css } from "lit";

/** The Tables screen: each list's entries as a row of fields with their buttons, wrapping on a phone. */
export const tablesViewStyles = css`
  :host {
    max-width: 64rem;
  }
  .entries {
    list-style: none;
    padding: 0;
    margin: 0 0 0.75em;
  }
  .entry {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.75em;
    align-items: end;
    padding: 0.5em 0;
    border-bottom: 1px solid var(--_border);
  }
  .entry-fields {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.75em;
    align-items: end;
    margin: 0;
    flex: 1 1 20em;
  }
  .entry-fields .field {
    flex: 1 1 9em;
    margin-bottom: 0.5em;
  }
  .entry-fields .field.narrow {
    flex: 0 1 7em;
  }
  .entry > button,
  .order {
    margin-bottom: 0.5em;
  }
  .order {
    display: inline-flex;
    gap: 0.25em;
  }
  .order button {
    min-width: 44px;
    padding: 0.4em 0.6em;
  }
  .retired {
    flex: 1 1 20em;
    margin: 0.5em 0;
  }
  .choice {
    display: flex;
    gap: 0.5em;
    align-items: start;
    margin-bottom: 0.5em;
  }
  .choice input {
    margin-top: 0.3em;
    min-height: 0;
    width: 1.25em;
    height: 1.25em;
  }
  .choice label {
    margin: 0;
  }
  .choice .hint {
    margin: 0;
  }
`;
